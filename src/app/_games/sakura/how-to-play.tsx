// How to play Sakura (docs/rules/sakura.md), for players. House-rule notes appear where a chosen preset changes a rule.
// The words are the RulesSakura catalog's.
import { useTranslations } from "next-intl";
import {
  CardGroups,
  Cards,
  HouseRuleNote,
  HouseRuleNotes,
  opt,
  RULE_TAGS,
  Section,
  type RuleOptions,
} from "~/app/rules/_components/rule-parts";
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
    <>
      <Goal options={options} />
      <CardValues namespace={NS} game={G} groups={CARD_VALUES} />
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
  const t = useTranslations(NS);
  return (
    <RoundsGoal namespace={NS} game={G} options={options}>
      <HouseRuleNote game={G} options={options} name="match_scoring">
        {t("goal.matchScoring")}
      </HouseRuleNote>
    </RoundsGoal>
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

function TheDeal({ options }: { options: RuleOptions }) {
  const t = useTranslations(NS);
  return (
    <DealSection namespace={NS} columns={["hand", "field", "pile"]} sizes={DEAL_SIZES}>
      <p>{t("deal.teams")}</p>
      <p>{t("deal.checked")}</p>
      <Points items={[t.rich("deal.teshi", RULE_TAGS), t("deal.fieldFour")]} />
      <HouseRuleNotes
        game={G}
        options={options}
        notes={[
          ["dealt_hand_teshi", t("deal.houseTeshi")],
          ["field_four_of_a_kind", t("deal.houseFieldFour")],
          ["field_four_pairs", t("deal.houseFieldPairs")],
        ]}
      />
    </DealSection>
  );
}

function ATurn({ options }: { options: RuleOptions }) {
  const t = useTranslations(NS);
  return (
    <PlayThenDraw namespace={NS}>
      <p>{t("turn.end")}</p>
      <HouseRuleNotes
        game={G}
        options={options}
        notes={[
          ["direction", t("turn.houseDirection")],
          ["two_player_end", t("turn.houseTwoPlayerEnd")],
          ["must_play_matching_if_able", t("turn.houseMustMatch")],
        ]}
      />
    </PlayThenDraw>
  );
}

function Capturing({ options }: { options: RuleOptions }) {
  const t = useTranslations(NS);
  return (
    <Section id="capturing" title={t("capturing.title")}>
      <CaptureTable namespace={NS} prefix="capturing" />
      <p>{t("capturing.must")}</p>
      <Cards game={G} cards={["M03-0", "M03-2"]} caption={t("capturing.match")} note={t("capturing.matchNote")} />
      <p>{t.rich("capturing.hiki", RULE_TAGS)}</p>
      <HouseRuleNote game={G} options={options} name="hiki" />
    </Section>
  );
}

function TheGaji({ options }: { options: RuleOptions }) {
  const t = useTranslations(NS);
  return (
    <Section id="gaji" title={t("gaji.title")}>
      {opt(options, G, "gaji") === "off" ? (
        <HouseRuleNote game={G} options={options} name="gaji">
          {t.rich("gaji.houseOff", RULE_TAGS)}
        </HouseRuleNote>
      ) : null}
      <Cards
        game={G}
        cards={["M11-3", "M11-0", "M11-1", "M11-2"]}
        caption={t("gaji.willow")}
        note={t("gaji.willowNote")}
      />
      <p>{t.rich("gaji.text", RULE_TAGS)}</p>
      <Points items={[t("gaji.onField"), t("gaji.drawn"), t.rich("gaji.november", RULE_TAGS), t("gaji.hiki")]} />
      <HouseRuleNotes
        game={G}
        options={options}
        notes={[
          ["gaji_november_restriction", t("gaji.houseNovember")],
          ["gaji_wild_when_drawn", t("gaji.houseWildDrawn")],
          ["gaji_may_be_discarded", t("gaji.houseDiscard")],
          ["gaji_on_initial_field", t("gaji.houseInitialField")],
          ["blocked_gaji", t("gaji.houseBlocked")],
          ["leftover_cards", t("gaji.houseLeftover")],
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

function Yaku({ options }: { options: RuleOptions }) {
  const t = useTranslations(NS);
  return (
    <Section id="yaku" title={t("yaku.title")}>
      <p>{t("yaku.text")}</p>
      <CardGroups
        game={G}
        groups={YAKU}
        caption={(y) => t(`yaku.${y.key}`)}
        note={(y) => (y.note ? t(`yaku.${y.key}Note`) : undefined)}
      />
      <HouseRuleNote game={G} options={options} name="yaku_labels" />
    </Section>
  );
}

function ScoringARound({ options }: { options: RuleOptions }) {
  const t = useTranslations(NS);
  return (
    <Section id="scoring" title={t("scoring.title")}>
      <p>{t("scoring.text")}</p>
      <Example>{t.rich("scoring.example", RULE_TAGS)}</Example>
      <HouseRuleNote game={G} options={options} name="yaku_effect" />
      <p>{t("scoring.winner")}</p>
      <HouseRuleNotes game={G} options={options} notes={["team_next_dealer", "basa_chu", "oibana"]} />
    </Section>
  );
}
