// How to play Koi-Koi, for players: the rules in a player's words, the yaku table under the table's house rules, and
// a note beside each rule a house rule changes. The words are the RulesKoikoi catalog's; the yaku's names the Yaku one.
import { useTranslations } from "next-intl";
import type { HanafudaGame } from "~/app/_components/cards";
import { HouseRuleNote, HouseRuleNotes } from "~/app/rules/_components/house-rule-notes";
import { CardGroups, RULE_TAGS, Section } from "~/app/rules/_components/rule-parts";
import { RulesPage, useRulesPage, type RuleOptions } from "~/app/rules/_components/rules-page";
import { CaptureTable, Example, PlayThenDraw, Points, RoundsGoal } from "~/app/rules/_components/rule-sections";
import { koikoiOptions, scoringExample, yakuTable } from "./yaku-table";

const G: HanafudaGame = "koikoi";
const NS = "RulesKoikoi";

const KINDS = [
  { key: "brights", cards: ["M01-0", "M03-0", "M08-0", "M11-0", "M12-0"] },
  { key: "animals", cards: ["M02-0", "M07-0", "M09-0", "M10-0"] },
  { key: "ribbons", cards: ["M01-1", "M06-1", "M04-1"] },
  { key: "chaff", cards: ["M01-2", "M11-3", "M12-1"] },
] as const;

function CardsAndDeal() {
  const t = useTranslations(NS);
  return (
    <>
      <Section id="cards" text>
        <CardGroups groups={KINDS} caption={(k) => t(`cards.${k.key}`)} note={(k) => t(`cards.${k.key}Note`)} />
        <p>{t("cards.rainMan")}</p>
        <HouseRuleNote name="sake_cup" />
      </Section>
      <Section id="deal" text>
        <Points items={[t("deal.fieldFour"), t.rich("deal.teshi", RULE_TAGS)]} />
        <HouseRuleNotes
          notes={["field_four_of_a_kind", "field_four_pairs", "lucky_hands", "lucky_hands_stack", "both_lucky"]}
        />
      </Section>
    </>
  );
}

function Turn() {
  const t = useTranslations(NS);
  return (
    <PlayThenDraw>
      <CaptureTable prefix="turn" />
      <p>{t("turn.free")}</p>
    </PlayThenDraw>
  );
}

function YakuSection() {
  const t = useTranslations(NS);
  const { options } = useRulesPage();
  const tYaku = useTranslations("Yaku");
  return (
    <Section id="yaku" text>
      <CardGroups
        groups={yakuTable(options)}
        caption={(y) => t("yaku.caption", { name: tYaku(y.key), points: y.points })}
        note={(y) => t(`yaku.notes.${y.key}`, { stacking: y.stacking ? "yes" : "no" })}
      />
      <HouseRuleNotes notes={["bright_points", "yaku_groups", "viewing_yaku", "viewing_weather", "tsukifuda"]} />
    </Section>
  );
}

function KoikoiOrStop() {
  const t = useTranslations(NS);
  return (
    <Section id="koikoi" text>
      <Points items={[t.rich("koikoi.stop", RULE_TAGS), t.rich("koikoi.call", RULE_TAGS)]} />
      <p>{t("koikoi.both")}</p>
      <HouseRuleNotes
        notes={[
          "koikoi_trigger",
          ["koikoi_min", (v) => t("koikoi.min", { points: Number(v) })],
          "drawn_round",
          "drawn_round_dealer",
        ]}
      />
    </Section>
  );
}

function Scoring() {
  const t = useTranslations(NS);
  const ex = scoringExample(useRulesPage().options);
  return (
    <Section id="scoring" text>
      <Example>{t.rich("scoring.example", { ...RULE_TAGS, plain: ex.plain, called: ex.called })}</Example>
      <HouseRuleNotes notes={["seven_point_double", "koikoi_bonus", "field_brights"]} />
    </Section>
  );
}

export function KoikoiRules({ options }: { options: RuleOptions }) {
  return (
    <RulesPage game={G} namespace={NS} options={koikoiOptions(options)}>
      <RoundsGoal />
      <CardsAndDeal />
      <Turn />
      <YakuSection />
      <KoikoiOrStop />
      <Scoring />
    </RulesPage>
  );
}
