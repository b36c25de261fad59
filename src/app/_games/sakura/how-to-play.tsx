// How to play Sakura (docs/rules/sakura.md), for players. House-rule notes appear where a chosen preset changes a rule.
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

const G = "sakura" as const;

export function SakuraRules({ options }: { options: RuleOptions }) {
  return (
    <>
      <Goal options={options} />
      <TheCards />
      <TheDeal options={options} />
      <ATurn options={options} />
      <Capturing options={options} />
      <TheGaji options={options} />
      <Yaku options={options} />
      <ScoringARound options={options} />
    </>
  );
}

function Goal({ options }: { options: RuleOptions }) {
  const rounds = opt(options, G, "rounds");
  return (
    <Section id="goal" title="The goal">
      <p>
        Sakura is Hawaiian hanafuda for 2 to 7 players. On your turn you match a card from your hand with a card of the
        same month on the table and take both. Captured cards score points, and eight special three-card sets — the{" "}
        <strong>yaku</strong> — cost every opponent 50 points each. After {plural(Number(rounds), "round")}, the player
        (or team) with the highest total wins.
      </p>
      <HouseRuleNote game={G} options={options} name="rounds">
        {(v) => `A game is ${plural(Number(v), "round")}.`}
      </HouseRuleNote>
      <HouseRuleNote game={G} options={options} name="match_scoring">
        Each round you win counts as one victory; the most victories wins the game, whatever the points.
      </HouseRuleNote>
    </Section>
  );
}

function TheCards() {
  return (
    <Section id="cards" title="The cards and what they are worth">
      <p>
        The deck has twelve months of four cards. In Sakura the four big brights are worth 20, the ten ribbons and the
        Yellow Paulownia 10, the animals and the Rain Man 5, and the other chaff nothing. All the cards together are
        worth 240.
      </p>
      <CardGrid>
        <Cards
          game={G}
          cards={["M01-0", "M03-0", "M08-0", "M12-0"]}
          caption="20 points"
          note="Crane, Curtain, Moon, Phoenix"
        />
        <Cards
          game={G}
          cards={["M01-1", "M06-1", "M04-1", "M12-1"]}
          caption="10 points"
          note="every ribbon, and the Yellow Paulownia"
        />
        <Cards
          game={G}
          cards={["M02-0", "M07-0", "M10-0", "M11-0"]}
          caption="5 points"
          note="the animals and the Rain Man"
        />
        <Cards
          game={G}
          cards={["M01-2", "M09-3", "M12-2", "M11-3"]}
          caption="0 points"
          note="the other chaff, the Lightning too"
        />
      </CardGrid>
    </Section>
  );
}

function TheDeal({ options }: { options: RuleOptions }) {
  return (
    <Section id="deal" title="The deal">
      <p>
        Everyone draws a card; the earliest month deals first (the <em>Oya</em>). The dealer gives each player a hand
        and lays cards face up on the table (the field); the rest is the face-down draw pile. Every player gets the same
        number of turns.
      </p>
      <RulesTable
        caption="Cards dealt"
        head={["Players", "Hand", "Field", "Draw pile"]}
        rows={[
          ["2", "8", "8", "24"],
          ["3", "7", "6", "21"],
          ["4", "5", "8", "20"],
          ["5", "4", "8", "20"],
          ["6", "3", "12", "18"],
          ["7", "3", "6", "21"],
        ]}
      />
      <p>
        With 4 players you may play two teams of two, with 6 players three teams of two or two teams of three; teammates
        sit apart, never show each other their hands, and share one pile of captures (their yaku count together).
      </p>
      <p>Before the first turn, the deal is checked:</p>
      <ul className="list-disc space-y-1 pl-6">
        <li>
          A hand with all four cards of a month (<em>Teshi</em>) or four pairs (<em>Kuttsuki</em>) wins the round at
          once for 6 points.
        </li>
        <li>Four cards of a month on the field, or four pairs there, and the same dealer deals again.</li>
      </ul>
      <HouseRuleNote game={G} options={options} name="dealt_hand_teshi">
        A dealt four of a month is an ordinary hiki you may declare, and four pairs in a hand mean nothing special.
      </HouseRuleNote>
      <HouseRuleNote game={G} options={options} name="field_four_of_a_kind">
        The dealer takes the four cards into their score pile and play starts.
      </HouseRuleNote>
      <HouseRuleNote game={G} options={options} name="field_four_pairs">
        Four pairs on the field do not stop the deal: play goes on.
      </HouseRuleNote>
    </Section>
  );
}

function ATurn({ options }: { options: RuleOptions }) {
  return (
    <Section id="turn" title="A turn">
      <p>The dealer starts and turns go round the table. Each turn has two steps:</p>
      <ol className="list-decimal space-y-1 pl-6">
        <li>
          <strong>Play from your hand:</strong> lay one card on the field (capturing if it matches), or declare a hiki,
          or play the Gaji.
        </li>
        <li>
          <strong>Draw:</strong> turn over the top card of the draw pile; it captures the same way.
        </li>
      </ol>
      <p>
        The round ends when every hand and the draw pile are empty. With two players, the last four turns are draws
        only.
      </p>
      <HouseRuleNote game={G} options={options} name="direction">
        Turns go counter-clockwise round the table.
      </HouseRuleNote>
      <HouseRuleNote game={G} options={options} name="two_player_end">
        With two players the round ends when the hands are empty; the last 8 cards stay in the draw pile.
      </HouseRuleNote>
      <HouseRuleNote game={G} options={options} name="must_play_matching_if_able">
        If you hold a card that matches the field, you must capture with it (or play the Gaji, or declare a hiki).
      </HouseRuleNote>
    </Section>
  );
}

function Capturing({ options }: { options: RuleOptions }) {
  return (
    <Section id="capturing" title="Capturing">
      <RulesTable
        caption="A card from your hand or the pile meets the field"
        head={["Cards of its month on the field", "What happens"]}
        rows={[
          ["none", "the card stays on the field"],
          ["one", "you take both"],
          ["two", "you choose one of them and take it with your card"],
          ["three", "you take all four"],
        ]}
      />
      <p>A matching card must capture. Cards you take go to your score pile, face up.</p>
      <Cards
        game={G}
        cards={["M03-0", "M03-2"]}
        caption="A match"
        note="the Cherry chaff from your hand takes the Curtain on the field"
      />
      <p>
        <strong>Hiki.</strong> When your hand and the field together hold all four cards of a month, you may declare a
        hiki instead of playing: you take all four at once, then draw as usual. Keep it secret until you use it.
      </p>
      <HouseRuleNote game={G} options={options} name="hiki" />
    </Section>
  );
}

function TheGaji({ options }: { options: RuleOptions }) {
  return (
    <Section id="gaji" title="The Gaji — the wild Lightning">
      {opt(options, G, "gaji") === "off" ? (
        <HouseRuleNote game={G} options={options} name="gaji">
          With these house rules the Lightning is <strong>not</strong> wild: it is an ordinary Willow chaff worth
          nothing, and only a Willow card captures it or is captured by it.
        </HouseRuleNote>
      ) : null}
      <Cards
        game={G}
        cards={["M11-3", "M11-0", "M11-1", "M11-2"]}
        caption="Willow (November)"
        note="the Lightning (Gaji) and the other Willow cards"
      />
      <p>
        Played from your hand, the Lightning is wild: it captures <em>any one</em> card on the field, and that
        card&apos;s month becomes the <strong>Gaji month</strong>. At the end of the round, the cards of the Gaji month
        still on the field go to you; every other card left there is dead and scores for nobody.
      </p>
      <ul className="list-disc space-y-1 pl-6">
        <li>Lying on the field, the Lightning can only be taken by a Willow card.</li>
        <li>Turned from the draw pile it is just a Willow card.</li>
        <li>
          Once another player has played or turned a Willow card this round (the <em>November restriction</em>), your
          Gaji is no longer wild: it only takes Willows.
        </li>
        <li>
          The Gaji can never take a card that would complete someone else&apos;s hiki: that player takes their four
          cards at once, and you pick another target or leave the Gaji on the field.
        </li>
      </ul>
      <HouseRuleNote game={G} options={options} name="gaji_november_restriction">
        The Gaji stays wild all round, whatever Willow cards the others play.
      </HouseRuleNote>
      <HouseRuleNote game={G} options={options} name="gaji_wild_when_drawn">
        A Lightning turned from the draw pile is wild too: it must capture a field card of your choice.
      </HouseRuleNote>
      <HouseRuleNote game={G} options={options} name="gaji_may_be_discarded">
        You may also lay the Gaji on the field without capturing.
      </HouseRuleNote>
      <HouseRuleNote game={G} options={options} name="gaji_on_initial_field">
        A Lightning dealt face up to the field is taken out of the round as a dead card.
      </HouseRuleNote>
      <HouseRuleNote game={G} options={options} name="blocked_gaji">
        When a hiki blocks your Gaji, it goes back to your hand and you play another card.
      </HouseRuleNote>
      <HouseRuleNote game={G} options={options} name="leftover_cards">
        At the end of the round the Gaji user takes every card left on the field, not just the Gaji month.
      </HouseRuleNote>
    </Section>
  );
}

function Yaku({ options }: { options: RuleOptions }) {
  return (
    <Section id="yaku" title="Yaku — the eight sets">
      <p>
        Each of these sets of three in your score pile is a yaku. A card may count in two yaku. No Willow or Paulownia
        card is part of any yaku.
      </p>
      <CardGrid>
        <Cards game={G} cards={["M03-0", "M08-0", "M09-0"]} caption="い Drinking" note="Curtain, Moon, Sake Cup" />
        <Cards game={G} cards={["M01-0", "M02-0", "M03-0"]} caption="ろ Spring" note="Crane, Bush Warbler, Curtain" />
        <Cards game={G} cards={["M01-1", "M02-1", "M03-1"]} caption="は Three poetry ribbons" />
        <Cards game={G} cards={["M06-1", "M09-1", "M10-1"]} caption="に Three blue ribbons" />
        <Cards game={G} cards={["M06-0", "M09-0", "M10-0"]} caption="ほ Butterflies, Sake Cup, Deer" />
        <Cards
          game={G}
          cards={["M04-1", "M05-1", "M07-1"]}
          caption="へ Three plain ribbons"
          note="Wisteria, Iris, Bush Clover (not the Willow ribbon)"
        />
        <Cards game={G} cards={["M04-0", "M05-0", "M07-0"]} caption="と Cuckoo, Bridge, Boar" />
        <Cards game={G} cards={["M07-0", "M08-1", "M10-0"]} caption="ち Boar, Geese, Deer" />
      </CardGrid>
      <HouseRuleNote game={G} options={options} name="yaku_labels" />
    </Section>
  );
}

function ScoringARound({ options }: { options: RuleOptions }) {
  return (
    <Section id="scoring" title="Scoring a round">
      <p>
        Your round score is the value of the cards you captured, minus 50 for every yaku your opponents hold. Dead cards
        count for nobody, so the scores need not add up to 240.
      </p>
      <p className="rounded-md bg-paper-deep/60 px-4 py-3">
        Example with three players: Aiko captured 120 points and holds two yaku, Ben captured 70 and holds one, Chie
        captured 40. Aiko scores 120 − 50 = <strong>70</strong>, Ben 70 − 100 = <strong>−30</strong>, Chie 40 − 150 ={" "}
        <strong>−110</strong>.
      </p>
      <HouseRuleNote game={G} options={options} name="yaku_effect" />
      <p>
        The highest score wins the round and deals the next one; on a tie the dealer wins, else the tied player first in
        turn order after the dealer.
      </p>
      <HouseRuleNote game={G} options={options} name="team_next_dealer" />
      <HouseRuleNote game={G} options={options} name="basa_chu" />
      <HouseRuleNote game={G} options={options} name="oibana" />
    </Section>
  );
}
