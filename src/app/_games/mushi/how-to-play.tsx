// How to play Mushi (docs/rules/mushi.md), for players. The words are the RulesMushi catalog's.
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
import { CardValues, Example, PlayThenDraw, Points } from "~/app/rules/_components/rule-sections";

const G = "mushi" as const;
const NS = "RulesMushi";

const VALUES = [
  { cards: ["M01-0", "M03-0", "M08-0", "M11-0", "M12-0"], points: 20, note: "brights" },
  { cards: ["M02-0", "M05-0", "M11-1"], points: 10, note: "animals" },
  { cards: ["M01-1", "M09-1", "M11-2"], points: 5, note: "ribbons" },
  { cards: ["M03-2", "M12-3", "M11-3"], points: 1, note: "chaff" },
] as const;

const COMBINATIONS = [
  { key: "three", cards: ["M01-0", "M02-0", "M03-0"], value: 25 },
  { key: "wisteria", cards: ["M04-0", "M04-1", "M04-2", "M04-3"], value: 10 },
  { key: "paulownia", cards: ["M12-0", "M12-1", "M12-2", "M12-3"], value: 10 },
] as const;

function GoalAndCards({ options, par }: { options: RuleOptions; par: number }) {
  const t = useTranslations(NS);
  return (
    <>
      <Section id="goal" title={t("goal.title")}>
        <p>{t.rich("goal.text", { ...RULE_TAGS, par })}</p>
        <HouseRuleNotes
          game={G}
          options={options}
          notes={[
            ["rounds", (v) => (v === "target" ? t("goal.target") : t("goal.rounds", { rounds: Number(v) }))],
            "target",
          ]}
        />
      </Section>
      <CardValues namespace={NS} game={G} groups={VALUES}>
        <HouseRuleNote game={G} options={options} name="deck">
          {t("cards.houseDeck")}
        </HouseRuleNote>
      </CardValues>
    </>
  );
}

function DealAndTurn({ options }: { options: RuleOptions }) {
  const t = useTranslations(NS);
  return (
    <>
      <Section id="deal" title={t("deal.title")}>
        <p>{t("deal.text")}</p>
        <HouseRuleNotes
          game={G}
          options={options}
          notes={[
            ["table_misdeal", t("deal.houseMisdeal")],
            ["table_four_pairs", t("deal.houseFourPairs")],
            ["hand_four_of_a_kind", t("deal.houseHandFour")],
          ]}
        />
      </Section>
      <PlayThenDraw namespace={NS} />
    </>
  );
}

function Lightning({ options }: { options: RuleOptions }) {
  const t = useTranslations(NS);
  return (
    <Section id="lightning" title={t("lightning.title")}>
      <Cards game={G} cards={["M11-3"]} caption={t("lightning.caption")} note={t("lightning.note")} />
      <Points
        items={[
          t.rich("lightning.fromHand", RULE_TAGS),
          t("lightning.fromStock"),
          t("lightning.onTable"),
          t("lightning.last"),
        ]}
      />
      <HouseRuleNote game={G} options={options} name="last_lightning" />
      <p>{t("lightning.leftover")}</p>
    </Section>
  );
}

function CombinationsAndScoring({ options, par }: { options: RuleOptions; par: number }) {
  const t = useTranslations(NS);
  return (
    <>
      <Section id="combinations" title={t("combinations.title")}>
        <p>{t("combinations.text")}</p>
        <CardGroups
          game={G}
          groups={COMBINATIONS}
          caption={(c) => t(`combinations.${c.key}`)}
          note={(c) => String(c.value)}
        />
        <HouseRuleNote game={G} options={options} name="five_brights">
          {t("combinations.houseFiveBrights")}
        </HouseRuleNote>
      </Section>
      <Section id="scoring" title={t("scoring.title")}>
        <p>{t("scoring.text", { par })}</p>
        <Example>{t.rich("scoring.example", RULE_TAGS)}</Example>
      </Section>
    </>
  );
}

export function MushiRules({ options }: { options: RuleOptions }) {
  const par = opt(options, G, "deck") === 48 ? 132 : 115;
  return (
    <>
      <GoalAndCards options={options} par={par} />
      <DealAndTurn options={options} />
      <Lightning options={options} />
      <CombinationsAndScoring options={options} par={par} />
    </>
  );
}
