// How to play Koi-Koi, for players: the rules in a player's words, the yaku table under the table's house rules, and
// a note beside each rule a house rule changes.
import type { HanafudaGame } from "~/app/_components/cards";
import {
  CardGrid,
  Cards,
  HouseRuleNote,
  RulesTable,
  Section,
  type RuleOptions,
} from "~/app/rules/_components/rule-parts";
import { plural } from "~/engine/core/plural";
import { koikoiOptions, scoringExample, yakuTable } from "./yaku-table";

const G: HanafudaGame = "koikoi";

/** The house-rule notes of `names`, each shown only where the table changes that rule. */
function Notes({ options, names }: { options: RuleOptions; names: readonly string[] }) {
  return names.map((name) => <HouseRuleNote key={name} game={G} options={options} name={name} />);
}

function Goal({ options }: { options: RuleOptions }) {
  return (
    <Section id="goal" title="The goal">
      <p>
        Koi-Koi is the best-known Japanese flower-card game, for two players. You capture cards by matching months, but
        only <strong>yaku</strong> — sets of cards — score. When you make one, you choose: <strong>stop</strong> and
        score it, or call <strong>koi-koi</strong> and play on for more, at the risk of your opponent stopping first.
        After {plural(Number(options.rounds), "round")} the higher total wins.
      </p>
      <HouseRuleNote game={G} options={options} name="rounds">
        {(v) => `A game is ${plural(Number(v), "round")}.`}
      </HouseRuleNote>
    </Section>
  );
}

function CardsAndDeal({ options }: { options: RuleOptions }) {
  return (
    <>
      <Section id="cards" title="The cards">
        <p>
          All 48 cards are used, and only their kind matters: five brights, nine animals, ten ribbons and the chaff.
          Cards have no point values here.
        </p>
        <CardGrid>
          <Cards cards={["M01-0", "M03-0", "M08-0", "M11-0", "M12-0"]} caption="Brights" note="the Rain Man last" />
          <Cards cards={["M02-0", "M07-0", "M09-0", "M10-0"]} caption="Animals" note="the Sake Cup among them" />
          <Cards cards={["M01-1", "M06-1", "M04-1"]} caption="Ribbons" note="red poetry, blue and plain" />
          <Cards cards={["M01-2", "M11-3", "M12-1"]} caption="Chaff" note="the Lightning and Yellow Paulownia too" />
        </CardGrid>
        <p>
          The Rain Man is a bright, but the &ldquo;dry&rdquo; bright yaku leave it out. The Sake Cup is an animal and
          also counts as a chaff card.
        </p>
        <HouseRuleNote game={G} options={options} name="sake_cup" />
      </Section>
      <Section id="deal" title="The deal">
        <p>
          Each player draws a card: the earlier month deals first, and in the same month the higher card (bright, then
          animal, ribbon, chaff). Each player gets 8 cards, 8 go face up to the field and 24 stay face down in the pile.
          The winner of a round deals the next.
        </p>
        <ul className="list-disc space-y-1 pl-6">
          <li>All four cards of a month, or four pairs, on the field: the cards are dealt again.</li>
          <li>
            A hand with all four cards of a month (<em>Teshi</em>) or four pairs (<em>Kuttsuki</em>) wins the round at
            once with 6 points.
          </li>
        </ul>
        <Notes
          options={options}
          names={["field_four_of_a_kind", "field_four_pairs", "lucky_hands", "lucky_hands_stack", "both_lucky"]}
        />
      </Section>
    </>
  );
}

function Turn() {
  return (
    <Section id="turn" title="A turn">
      <p>The dealer plays first, then you take turns. On your turn:</p>
      <ol className="list-decimal space-y-1 pl-6">
        <li>
          <strong>Play a card from your hand</strong> to the field.
        </li>
        <li>
          <strong>Turn over the top card of the pile</strong> and play it the same way.
        </li>
      </ol>
      <RulesTable
        caption="What a card takes"
        head={["Field cards of its month", "What happens"]}
        rows={[
          ["None", "It stays on the field."],
          ["One", "You take both."],
          ["Two", "You choose one of them and take both."],
          ["Three", "You take all four."],
        ]}
      />
      <p>
        You may play a card that matches nothing even when another one would match. Your captures lie face up, so both
        players always see each other&apos;s yaku. If nobody stops, the round ends when both hands are empty.
      </p>
    </Section>
  );
}

function YakuSection({ options }: { options: RuleOptions }) {
  return (
    <Section id="yaku" title="Yaku">
      <p>
        Yaku count on all your captured cards. You score only the best bright yaku, and by default only the best animal
        and the best ribbon yaku; every other yaku adds up. A card can count toward several yaku.
      </p>
      <CardGrid>
        {yakuTable(options).map((y) => (
          <Cards key={y.key} cards={y.cards} caption={`${y.name}: ${plural(y.points, "point")}`} note={y.note} />
        ))}
      </CardGrid>
      <Notes
        options={options}
        names={["bright_points", "yaku_groups", "viewing_yaku", "viewing_weather", "tsukifuda"]}
      />
    </Section>
  );
}

function KoikoiOrStop({ options }: { options: RuleOptions }) {
  return (
    <Section id="koikoi" title="Koi-koi or stop">
      <p>When your turn makes a yaku, or makes one bigger, you decide:</p>
      <ul className="list-disc space-y-1 pl-6">
        <li>
          <strong>Stop</strong>: the round ends and you score all your yaku. Your opponent scores nothing.
        </li>
        <li>
          <strong>Koi-koi</strong>: play on. You are asked again when you make a new yaku or add to one. If your
          opponent makes a yaku and stops first, they score — double, because you called — and you score nothing.
        </li>
      </ul>
      <p>
        Both players may call koi-koi, as often as they like. With your last hand card a new yaku stops the round for
        you. If both hands run out before anyone stops, nobody scores that round.
      </p>
      <HouseRuleNote game={G} options={options} name="koikoi_trigger" />
      <HouseRuleNote game={G} options={options} name="koikoi_min">
        {(v) => `With less than ${plural(Number(v), "point")} of yaku you stop at once, without the choice.`}
      </HouseRuleNote>
      <Notes options={options} names={["drawn_round", "drawn_round_dealer"]} />
    </Section>
  );
}

function Scoring({ options }: { options: RuleOptions }) {
  const ex = scoringExample(options);
  return (
    <Section id="scoring" title="Scoring a round">
      <p>
        Only the player who stops scores: the sum of their yaku, <strong>doubled at 7 points or more</strong>, and
        doubled again if the opponent called koi-koi this round.
      </p>
      <p className="rounded-md bg-paper-deep/60 px-4 py-3">
        Example: Sankō (5) and Tane with six animals (2) make 7, which scores <strong>{ex.plain}</strong>; if your
        opponent had called koi-koi, <strong>{ex.called}</strong>.
      </p>
      <Notes options={options} names={["seven_point_double", "koikoi_bonus", "field_brights"]} />
    </Section>
  );
}

export function KoikoiRules({ options }: { options: RuleOptions }) {
  const all = koikoiOptions(options);
  return (
    <>
      <Goal options={all} />
      <CardsAndDeal options={all} />
      <Turn />
      <YakuSection options={all} />
      <KoikoiOrStop options={all} />
      <Scoring options={all} />
    </>
  );
}
