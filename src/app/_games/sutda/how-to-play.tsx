// How to play Sutda (docs/rules/sutda.md), for players.
import { CardGrid, Cards, HouseRuleNote, opt, Section, type RuleOptions } from "~/app/rules/_components/rule-parts";
import { plural } from "~/engine/core/plural";

const G = "sutda" as const;

export function SutdaRules({ options }: { options: RuleOptions }) {
  const ante = Number(opt(options, G, "ante"));
  const stack = Number(opt(options, G, "stack"));
  const multipliers = opt(options, G, "no_multipliers") !== "on";
  return (
    <>
      <Section id="goal" title="The goal">
        <p>
          Sutda is Korean Seotda: two cards each, two rounds of betting, and the best two-card hand takes the pot.
          Everyone starts with {plural(stack, "chip")}; play goes on until one player holds them all.
        </p>
        <HouseRuleNote game={G} options={options} name="stack" />
        <HouseRuleNote game={G} options={options} name="end" />
        <HouseRuleNote game={G} options={options} name="rounds" />
      </Section>

      <Section id="deck" title="The deck">
        <p>
          Only months 1 to 10 are used, two cards each — the plain chaff, except that the Curtain (March) and the Moon
          (August) replace a chaff. A card is worth its month: 1 to 10.
        </p>
        <Cards
          cards={["M01-2", "M02-2", "M03-0", "M04-2", "M05-2", "M06-2", "M07-2", "M08-0", "M09-2", "M10-2"]}
          caption="One card of each month"
          note="the Curtain and the Moon are the two brights"
        />
        <HouseRuleNote game={G} options={options} name="deck" />
      </Section>

      <Section id="hand" title="A hand">
        <ol className="list-decimal space-y-1 pl-6">
          <li>
            The dealer (the <em>Oya</em>) deals two cards face down to everyone; everyone stakes the ante of {ante}.
          </li>
          <li>
            Look at <strong>one</strong> of your cards.
          </li>
          <li>First auction, opened by the Oya.</li>
          <li>Everyone still in shows that first card face up, then looks at their second card.</li>
          <li>Second auction, opened by the (new) Oya.</li>
          <li>Showdown: the best hand wins the pot.</li>
        </ol>
        <p>
          <strong>An auction:</strong> the Oya opens with a bet of at least 1. Then, in turn, each player folds (losing
          what they staked), follows (matches the highest bid) or outbids. It goes round until everyone still in has bid
          the same. Whoever set the final bid becomes Oya. A player who cannot follow goes all-in and can win from each
          opponent at most what they staked.
        </p>
        <HouseRuleNote game={G} options={options} name="ante" />
        <HouseRuleNote game={G} options={options} name="allow_zero_open">
          The Oya may open an auction with 0 (a check).
        </HouseRuleNote>
        <HouseRuleNote game={G} options={options} name="short_stack" />
        <HouseRuleNote game={G} options={options} name="next_dealer">
          The winner of a hand deals the next one (the same dealer after a split pot).
        </HouseRuleNote>
      </Section>

      <Section id="ranking" title="Hands, strongest first">
        <CardGrid>
          <Cards
            cards={["M03-0", "M08-0"]}
            caption="38 gwang-ttaeng"
            note={multipliers ? "Curtain + Moon, the best hand: ×10" : "Curtain + Moon, the best hand"}
          />
          <Cards cards={["M10-2", "M10-3"]} caption="Jang-ttaeng (pair of 10)" note={multipliers ? "×5" : undefined} />
          <Cards
            cards={["M09-2", "M09-3"]}
            caption="Pairs: 9 down to 1"
            note={multipliers ? "a higher pair beats a lower one: ×3" : "a higher pair beats a lower one"}
          />
          <Cards cards={["M01-2", "M02-2"]} caption="Alli" note="1 + 2" />
          <Cards cards={["M01-2", "M04-2"]} caption="Doksa" note="1 + 4" />
          <Cards cards={["M10-2", "M04-2"]} caption="Jangsa" note="10 + 4" />
          <Cards cards={["M10-2", "M01-2"]} caption="Jang-bbing" note="10 + 1" />
          <Cards cards={["M01-2", "M08-2"]} caption="1 + 8" note="January with the August chaff (not the Moon)" />
          <Cards cards={["M06-2", "M04-2"]} caption="Seryuk" note="6 + 4" />
          <Cards
            cards={["M05-2", "M06-3"]}
            caption="Kkeut"
            note="any other two: the last digit of their sum, 9 best, 0 worst — 5 + 6 = 11 scores 1"
          />
        </CardGrid>
        <p>Equal hands split the pot.</p>
        <HouseRuleNote game={G} options={options} name="tie">
          Tied players play the hand again for the same pot, with one auction.
        </HouseRuleNote>
        <HouseRuleNote game={G} options={options} name="standard_named_order" />
        <HouseRuleNote game={G} options={options} name="gwangttaeng_13_18" />
        <HouseRuleNote game={G} options={options} name="ttaengjabi" />
        <HouseRuleNote game={G} options={options} name="amhaeng_eosa" />
        <HouseRuleNote game={G} options={options} name="gusa" />
        <HouseRuleNote game={G} options={options} name="meongteongguri_gusa" />
        <HouseRuleNote game={G} options={options} name="jangsa_funeral" />
      </Section>

      <Section id="settlement" title="Paying out">
        <p>
          The winner takes the whole pot.{" "}
          {multipliers
            ? "If the winning hand is a pair (×3), the 10 pair (×5) or 38 gwang-ttaeng (×10), every player who stayed to the showdown must complete their bet: they pay that many times their stake in all. Players who folded pay nothing more."
            : ""}{" "}
          A player who cannot pay what they owe pays what they have and leaves the game.
        </p>
        <HouseRuleNote game={G} options={options} name="no_multipliers">
          There are no multipliers: the winner simply takes the pot.
        </HouseRuleNote>
        <HouseRuleNote game={G} options={options} name="multiplier_base" />
      </Section>
    </>
  );
}
