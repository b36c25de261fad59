// How to play Sakura (docs/rules/sakura.md), for players. House-rule notes appear where a chosen preset changes a rule.
// The words are the RulesSakura catalog's.
import { useTranslations } from "next-intl";
import { HouseRuleNote, HouseRuleNotes } from "~/app/rules/_components/house-rule-notes";
import { CardGroups, Cards, RULE_TAGS, Section } from "~/app/rules/_components/rule-parts";
import { RulesPage, type RuleOptions } from "~/app/rules/_components/rules-page";
import {
  CaptureTable,
  CardValues,
  Example,
  PlayThenDraw,
  Points,
  RoundsGoal,
} from "~/app/rules/_components/rule-sections";
import { DealSection } from "../deal-section";

const G = "sakura" as const;
const NS = "RulesSakura";

export function SakuraRules({ options }: { options: RuleOptions }) {
  return (
    <RulesPage game={G} namespace={NS} options={options}>
      <RoundsGoal>
        <HouseRuleNote name="match_scoring" />
      </RoundsGoal>
      <CardValues groups={CARD_VALUES} />
      <TheDeal />
      <ATurn />
      <Capturing />
      <TheGaji />
      <Yaku />
      <ScoringARound />
    </RulesPage>
  );
}

const CARD_VALUES = [
  { cards: ["M01-0", "M03-0", "M08-0", "M12-0"], points: 20, note: "brights" },
  { cards: ["M01-1", "M06-1", "M04-1", "M12-1"], points: 10, note: "ribbons" },
  { cards: ["M02-0", "M07-0", "M10-0", "M11-0"], points: 5, note: "animals" },
  { cards: ["M01-2", "M09-3", "M12-2", "M11-3"], points: 0, note: "chaff" },
] as const;

/** Players, then the cards of each hand, of the field and of the pile. */
const DEAL_SIZES = [
  [2, 8, 8, 24],
  [3, 7, 6, 21],
  [4, 5, 8, 20],
  [5, 4, 8, 20],
  [6, 3, 12, 18],
  [7, 3, 6, 21],
] as const;

function TheDeal() {
  const t = useTranslations(NS);
  return (
    <DealSection columns={["hand", "field", "pile"]} sizes={DEAL_SIZES}>
      <p>{t("deal.teams")}</p>
      <p>{t("deal.checked")}</p>
      <Points items={[t.rich("deal.teshi", RULE_TAGS), t("deal.fieldFour")]} />
      <HouseRuleNotes notes={["dealt_hand_teshi", "field_four_of_a_kind", "field_four_pairs"]} />
    </DealSection>
  );
}

function ATurn() {
  const t = useTranslations(NS);
  return (
    <PlayThenDraw>
      <p>{t("turn.end")}</p>
      <HouseRuleNotes notes={["direction", "two_player_end", "must_play_matching_if_able"]} />
    </PlayThenDraw>
  );
}

function Capturing() {
  const t = useTranslations(NS);
  return (
    <Section id="capturing">
      <CaptureTable prefix="capturing" />
      <p>{t("capturing.must")}</p>
      <Cards game={G} cards={["M03-0", "M03-2"]} caption={t("capturing.match")} note={t("capturing.matchNote")} />
      <p>{t.rich("capturing.hiki", RULE_TAGS)}</p>
      <HouseRuleNote name="hiki" />
    </Section>
  );
}

function TheGaji() {
  const t = useTranslations(NS);
  return (
    <Section id="gaji">
      <HouseRuleNote name="gaji" when={(v) => v === "off"} />
      <Cards
        game={G}
        cards={["M11-3", "M11-0", "M11-1", "M11-2"]}
        caption={t("gaji.willow")}
        note={t("gaji.willowNote")}
      />
      <p>{t.rich("gaji.text", RULE_TAGS)}</p>
      <Points items={[t("gaji.onField"), t("gaji.drawn"), t.rich("gaji.november", RULE_TAGS), t("gaji.hiki")]} />
      <HouseRuleNotes
        notes={[
          "gaji_november_restriction",
          "gaji_wild_when_drawn",
          "gaji_may_be_discarded",
          "gaji_on_initial_field",
          "blocked_gaji",
          "leftover_cards",
        ]}
      />
    </Section>
  );
}

const YAKU = [
  { key: "drinking", cards: ["M03-0", "M08-0", "M09-0"], note: true },
  { key: "spring", cards: ["M01-0", "M02-0", "M03-0"], note: true },
  { key: "poetry", cards: ["M01-1", "M02-1", "M03-1"], note: false },
  { key: "blue", cards: ["M06-1", "M09-1", "M10-1"], note: false },
  { key: "butterflies", cards: ["M06-0", "M09-0", "M10-0"], note: false },
  { key: "plain", cards: ["M04-1", "M05-1", "M07-1"], note: true },
  { key: "cuckoo", cards: ["M04-0", "M05-0", "M07-0"], note: false },
  { key: "boar", cards: ["M07-0", "M08-1", "M10-0"], note: false },
] as const;

function Yaku() {
  const t = useTranslations(NS);
  return (
    <Section id="yaku" text>
      <CardGroups
        game={G}
        groups={YAKU}
        caption={(y) => t(`yaku.${y.key}`)}
        note={(y) => (y.note ? t(`yaku.${y.key}Note`) : undefined)}
      />
      <HouseRuleNote name="yaku_labels" />
    </Section>
  );
}

function ScoringARound() {
  const t = useTranslations(NS);
  return (
    <Section id="scoring" text>
      <Example>{t.rich("scoring.example", RULE_TAGS)}</Example>
      <HouseRuleNote name="yaku_effect" />
      <p>{t("scoring.winner")}</p>
      <HouseRuleNotes notes={["team_next_dealer", "basa_chu", "oibana"]} />
    </Section>
  );
}
