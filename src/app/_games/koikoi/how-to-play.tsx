// How to play Koi-Koi, for players: the rules in a player's words, the yaku table under the table's house rules, and
// a note beside each rule a house rule changes. The words are the RulesKoikoi catalog's; the yaku's names the Yaku one.
import { useTranslations } from "next-intl";
import type { HanafudaGame } from "~/app/_components/cards";
import {
  CardGroups,
  HouseRuleNote,
  HouseRuleNotes,
  RULE_TAGS,
  Section,
  type RuleOptions,
} from "~/app/rules/_components/rule-parts";
import { CaptureTable, Example, PlayThenDraw, Points, RoundsGoal } from "~/app/rules/_components/rule-sections";
import { koikoiOptions, scoringExample, yakuTable } from "./yaku-table";

const G: HanafudaGame = "koikoi";
const NS = "RulesKoikoi";

/** The house-rule notes of `names`, each shown only where the table changes that rule. */
function Notes({ options, names }: { options: RuleOptions; names: readonly string[] }) {
  return names.map((name) => <HouseRuleNote key={name} game={G} options={options} name={name} />);
}

const KINDS = [
  { key: "brights", cards: ["M01-0", "M03-0", "M08-0", "M11-0", "M12-0"] },
  { key: "animals", cards: ["M02-0", "M07-0", "M09-0", "M10-0"] },
  { key: "ribbons", cards: ["M01-1", "M06-1", "M04-1"] },
  { key: "chaff", cards: ["M01-2", "M11-3", "M12-1"] },
] as const;

function CardsAndDeal({ options }: { options: RuleOptions }) {
  const t = useTranslations(NS);
  return (
    <>
      <Section id="cards" title={t("cards.title")}>
        <p>{t("cards.text")}</p>
        <CardGroups groups={KINDS} caption={(k) => t(`cards.${k.key}`)} note={(k) => t(`cards.${k.key}Note`)} />
        <p>{t("cards.rainMan")}</p>
        <HouseRuleNote game={G} options={options} name="sake_cup" />
      </Section>
      <Section id="deal" title={t("deal.title")}>
        <p>{t("deal.text")}</p>
        <Points items={[t("deal.fieldFour"), t.rich("deal.teshi", RULE_TAGS)]} />
        <Notes
          options={options}
          names={["field_four_of_a_kind", "field_four_pairs", "lucky_hands", "lucky_hands_stack", "both_lucky"]}
        />
      </Section>
    </>
  );
}

function Turn() {
  const t = useTranslations(NS);
  return (
    <PlayThenDraw namespace={NS}>
      <CaptureTable namespace={NS} prefix="turn" />
      <p>{t("turn.free")}</p>
    </PlayThenDraw>
  );
}

function YakuSection({ options }: { options: RuleOptions }) {
  const t = useTranslations(NS);
  const tYaku = useTranslations("Yaku");
  return (
    <Section id="yaku" title={t("yaku.title")}>
      <p>{t("yaku.text")}</p>
      <CardGroups
        groups={yakuTable(options)}
        caption={(y) => t("yaku.caption", { name: tYaku(y.key), points: y.points })}
        note={(y) => t(`yaku.notes.${y.key}`, { stacking: y.stacking ? "yes" : "no" })}
      />
      <Notes
        options={options}
        names={["bright_points", "yaku_groups", "viewing_yaku", "viewing_weather", "tsukifuda"]}
      />
    </Section>
  );
}

function KoikoiOrStop({ options }: { options: RuleOptions }) {
  const t = useTranslations(NS);
  return (
    <Section id="koikoi" title={t("koikoi.title")}>
      <p>{t("koikoi.text")}</p>
      <Points items={[t.rich("koikoi.stop", RULE_TAGS), t.rich("koikoi.call", RULE_TAGS)]} />
      <p>{t("koikoi.both")}</p>
      <HouseRuleNotes
        game={G}
        options={options}
        notes={["koikoi_trigger", ["koikoi_min", (v) => t("koikoi.min", { points: Number(v) })]]}
      />
      <Notes options={options} names={["drawn_round", "drawn_round_dealer"]} />
    </Section>
  );
}

function Scoring({ options }: { options: RuleOptions }) {
  const t = useTranslations(NS);
  const ex = scoringExample(options);
  return (
    <Section id="scoring" title={t("scoring.title")}>
      <p>{t.rich("scoring.text", RULE_TAGS)}</p>
      <Example>{t.rich("scoring.example", { ...RULE_TAGS, plain: ex.plain, called: ex.called })}</Example>
      <Notes options={options} names={["seven_point_double", "koikoi_bonus", "field_brights"]} />
    </Section>
  );
}

export function KoikoiRules({ options }: { options: RuleOptions }) {
  const all = koikoiOptions(options);
  return (
    <>
      <RoundsGoal namespace={NS} game={G} options={all} />
      <CardsAndDeal options={all} />
      <Turn />
      <YakuSection options={all} />
      <KoikoiOrStop options={all} />
      <Scoring options={all} />
    </>
  );
}
