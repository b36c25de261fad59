// How to play Mushi (docs/rules/mushi.md), for players.
import { CardGrid, Cards, HouseRuleNote, opt, Section, type RuleOptions } from "~/app/rules/_components/rule-parts";
import { plural } from "~/engine/core/plural";

const G = "mushi" as const;

export function MushiRules({ options }: { options: RuleOptions }) {
  const full = opt(options, G, "deck") === 48;
  const par = full ? 132 : 115;
  return (
    <>
      <Section id="goal" title="The goal">
        <p>
          Mushi (&ldquo;insect&rdquo;) is an Osaka duel for two players: the <strong>elder</strong> hand, who deals, and
          the <strong>younger</strong>. Capture cards by matching months; every point you take above {par} is a point
          your opponent loses. The Lightning is a wild card that can snatch almost anything.
        </p>
        <HouseRuleNote game={G} options={options} name="rounds">
          {(v) =>
            v === "target"
              ? "The game goes on until a player's running total reaches the target score."
              : `A game is ${plural(Number(v), "round")}.`
          }
        </HouseRuleNote>
        <HouseRuleNote game={G} options={options} name="target" />
      </Section>

      <Section id="cards" title="The cards">
        <p>
          Mushi leaves out the Peony and the Bush Clover, so it uses 40 cards worth 230 in all — half of that, 115, is
          par. Brights are worth 20, animals 10, ribbons 5 and every chaff 1.
        </p>
        <CardGrid>
          <Cards game={G} cards={["M01-0", "M03-0", "M08-0", "M11-0", "M12-0"]} caption="20 points" note="brights" />
          <Cards game={G} cards={["M02-0", "M05-0", "M11-1"]} caption="10 points" note="animals" />
          <Cards game={G} cards={["M01-1", "M09-1", "M11-2"]} caption="5 points" note="ribbons" />
          <Cards game={G} cards={["M03-2", "M12-3", "M11-3"]} caption="1 point" note="chaff, the Lightning too" />
        </CardGrid>
        <HouseRuleNote game={G} options={options} name="deck">
          All 48 cards are used: they total 264, par is 132, and play goes on with turns that only draw until the stock
          is empty.
        </HouseRuleNote>
      </Section>

      <Section id="deal" title="The deal">
        <p>
          The elder deals 8 cards to each player and 8 face up to the table; the other 16 are the stock. The deal is
          thrown in and dealt again when the table shows four cards of a month, or the Rain Man, Swallow and Willow
          ribbon together (the Lightning could never take them). A player dealt all four cards of a month may declare
          them at their first turn to have the deal thrown in.
        </p>
        <HouseRuleNote game={G} options={options} name="table_misdeal">
          Four of a month on the table go straight to the elder, and the three Willows there go to whoever takes the
          Lightning; the deal stands.
        </HouseRuleNote>
        <HouseRuleNote game={G} options={options} name="table_four_pairs">
          A table of four pairs is thrown in and dealt again too.
        </HouseRuleNote>
        <HouseRuleNote game={G} options={options} name="hand_four_of_a_kind">
          Four of a month in a hand cannot cancel the deal: the hand is played normally.
        </HouseRuleNote>
      </Section>

      <Section id="turn" title="A turn">
        <p>The elder starts; turns alternate, eight each. On your turn:</p>
        <ol className="list-decimal space-y-1 pl-6">
          <li>
            <strong>Play a card from your hand.</strong> One table card of its month: take both. Two: choose one. Three:
            take all four. None: your card stays on the table.
          </li>
          <li>
            <strong>Turn the top card of the stock</strong> and play it the same way.
          </li>
        </ol>
      </Section>

      <Section id="lightning" title="The Lightning">
        <Cards game={G} cards={["M11-3"]} caption="The Lightning (rain chaff)" note="the wild card" />
        <ul className="list-disc space-y-1 pl-6">
          <li>
            From your hand you may play it to take <strong>any</strong> table card except a Willow card or a card of a
            month with three cards on the table. The month of the card it takes is the <em>Lightning month</em>.
          </li>
          <li>Turned from the stock, it must take such a card (your choice).</li>
          <li>
            If it ends up on the table, no hand card can take it: the next card turned from the stock that is not a
            Willow takes it.
          </li>
          <li>If it is the last card of the stock, the younger hand who turns it simply takes it.</li>
        </ul>
        <HouseRuleNote game={G} options={options} name="last_lightning" />
        <p>
          At the end of a round two cards are usually left: a Willow card, which goes to whoever captured the other two
          Willows as a pair, and the mate of the Lightning-month card, which goes to whoever used the Lightning.
        </p>
      </Section>

      <Section id="combinations" title="Combinations">
        <p>The holder of a combination receives its value from the opponent.</p>
        <CardGrid>
          <Cards game={G} cards={["M01-0", "M02-0", "M03-0"]} caption="The Three" note="25" />
          <Cards game={G} cards={["M04-0", "M04-1", "M04-2", "M04-3"]} caption="Four Wisteria" note="10" />
          <Cards game={G} cards={["M12-0", "M12-1", "M12-2", "M12-3"]} caption="Four Paulownia" note="10" />
        </CardGrid>
        <HouseRuleNote game={G} options={options} name="five_brights">
          Five Brights (Crane, Curtain, Moon, Rain Man, Phoenix) is a combination worth 30.
        </HouseRuleNote>
      </Section>

      <Section id="scoring" title="Scoring a round">
        <p>
          Your score is your card points minus {par}, plus your combinations, minus your opponent&apos;s. Your opponent
          scores exactly the opposite. The higher scorer is elder in the next round; on a tie the elder stays.
        </p>
        <p className="rounded-md bg-paper-deep/60 px-4 py-3">
          Example: you captured 140 points and The Three; your opponent captured 90 and Four Paulownia. You score 140 −
          115 + 25 − 10 = <strong>40</strong>; your opponent −40.
        </p>
      </Section>
    </>
  );
}
