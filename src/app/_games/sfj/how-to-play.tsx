// How to play Season's Flowers in Japan (docs/rules/sfj.md), for players.
import {
  CardGrid,
  Cards,
  HouseRuleNote,
  opt,
  RulesTable,
  Section,
  type RuleOptions,
} from "~/app/rules/_components/rule-parts";
import { plural } from "~/engine/core/plural";

const G = "sfj" as const;

export function SfjRules({ options }: { options: RuleOptions }) {
  const chaff = opt(options, G, "chaff_value") === 1 ? 1 : 0;
  const total = chaff ? 264 : 240;
  return (
    <>
      <Section id="goal" title="The goal">
        <p>
          Season&apos;s Flowers in Japan is classic flower matching for 2 to 4 players. Match cards of the same month to
          capture them, score more card points than your fair share, and collect <strong>roles</strong> — sets that
          every other player pays you for. After {plural(Number(opt(options, G, "rounds")), "round")} the highest total
          wins.
        </p>
        <HouseRuleNote game={G} options={options} name="rounds">
          {(v) => `A game is ${plural(Number(v), "round")}.`}
        </HouseRuleNote>
      </Section>

      <Section id="cards" title="The cards and what they are worth">
        <p>
          Each card shows its value: the five brights 20, the nine animals 10, the ten ribbons (&ldquo;vases&rdquo;) 5
          and the chaff {chaff}. Together they are worth {total}.
        </p>
        <CardGrid>
          <Cards
            game={G}
            cards={["M01-0", "M03-0", "M08-0", "M11-0", "M12-0"]}
            caption="20 points"
            note="the five brights"
          />
          <Cards game={G} cards={["M02-0", "M06-0", "M07-0", "M09-0"]} caption="10 points" note="the animals" />
          <Cards game={G} cards={["M01-1", "M06-1", "M11-2"]} caption="5 points" note="the ribbons" />
          <Cards game={G} cards={["M04-2", "M11-3", "M12-3"]} caption={`${plural(chaff, "point")}`} note="the chaff" />
        </CardGrid>
        <HouseRuleNote game={G} options={options} name="chaff_value" />
      </Section>

      <Section id="deal" title="The deal">
        <p>
          Everyone draws a card and the <strong>highest value</strong> deals first. The dealer deals hands face down and
          cards face up to the table; the rest is the deck.
        </p>
        <RulesTable
          caption="Cards dealt"
          head={["Players", "Hand", "Table", "Deck"]}
          rows={[
            ["2", "10", "8", "20"],
            ["3", "7", "6", "21"],
            ["4", "5", "8", "20"],
          ]}
        />
        <ul className="list-disc space-y-1 pl-6">
          <li>
            All four cards of a month on the table: they go back into the deck, it is shuffled and four new cards are
            turned up.
          </li>
          <li>
            All four cards of a month in your hand: before the first turn you may keep them, or put them back and take
            four new cards from the shuffled deck.
          </li>
        </ul>
      </Section>

      <Section id="turn" title="A turn">
        <p>The dealer plays first, then turns go clockwise. On your turn:</p>
        <ol className="list-decimal space-y-1 pl-6">
          <li>
            <strong>Play a card from your hand.</strong> If a table card has the same month you take both; if not, your
            card stays on the table. You always play exactly one card, even when nothing matches.
          </li>
          <li>
            <strong>Turn over the top card of the deck.</strong> It captures the same way, or stays on the table.
          </li>
        </ol>
        <p>
          A matching card must capture. If it matches two table cards you choose which one to take. If three cards of
          its month lie on the table, you take all four. The round ends when the hands are empty — by then every card
          has been captured.
        </p>
        <HouseRuleNote game={G} options={options} name="must_play_matching_if_able">
          If you hold a card that matches a table card, you must play one of your matching cards.
        </HouseRuleNote>
      </Section>

      <Section id="roles" title="Roles">
        <p>For each role in your captures, every other player pays you its value.</p>
        <CardGrid>
          <Cards
            game={G}
            cards={["M01-0", "M03-0", "M08-0", "M11-0", "M12-0"]}
            caption="Five Brights"
            note="25 from each player"
          />
          <Cards
            game={G}
            cards={["M01-0", "M03-0", "M08-0", "M12-0"]}
            caption="Four Brights"
            note="20 from each player (not with the rain bright)"
          />
          <Cards
            game={G}
            cards={["M07-0", "M10-0", "M06-0"]}
            caption="Boar, Deer & Butterfly"
            note="15 from each player"
          />
          <Cards game={G} cards={["M01-1", "M02-1", "M03-1"]} caption="Red vases (Akatan)" note="10 from each player" />
          <Cards game={G} cards={["M06-1", "M09-1", "M10-1"]} caption="Blue vases (Aotan)" note="10 from each player" />
          <Cards game={G} cards={["M03-0", "M09-0"]} caption="Tea party: Black tea & cake" note="5 from each player" />
          <Cards
            game={G}
            cards={["M08-0", "M09-0"]}
            caption="Tea party: Japanese tea & sweets"
            note="5 from each player"
          />
        </CardGrid>
        <p>
          Roles add up (both tea parties and the blue vases together pay 20), except that Five Brights does not also pay
          Four Brights.
        </p>
        <HouseRuleNote game={G} options={options} name="bright_roles_stack">
          Five Brights also pays Four Brights: 45 from each player in all.
        </HouseRuleNote>
        <HouseRuleNote game={G} options={options} name="tea_party_sets" />
        <HouseRuleNote game={G} options={options} name="black_tea_and_cake" />
        <HouseRuleNote game={G} options={options} name="japanese_tea_and_sweets" />
      </Section>

      <Section id="scoring" title="Scoring a round">
        <p>
          Your fair share is the <strong>breakeven</strong>: {total} divided by the number of players ({total / 2} with
          two, {total / 3} with three, {total / 4} with four). Your round score is your card points minus the breakeven,
          plus what others pay you for your roles, minus what you pay for theirs. The scores always add up to zero.
        </p>
        <p className="rounded-md bg-paper-deep/60 px-4 py-3">
          Example with two players: you captured 150 points and the red vases; your opponent captured {total - 150}. You
          score 150 − {total / 2} + 10 = <strong>{150 - total / 2 + 10}</strong>, your opponent{" "}
          {total - 150 - total / 2 - 10}.
        </p>
        <p>The dealer moves one seat clockwise every round, whoever won.</p>
      </Section>
    </>
  );
}
