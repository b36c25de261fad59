// How to play Mushi (docs/rules/mushi.md), for players. The words are the RulesMushi catalog's.
import { useTranslations } from "next-intl";
import { HouseRuleNote, HouseRuleNotes } from "~/app/rules/_components/house-rule-notes";
import { CardGroups, Cards, RULE_TAGS, Section } from "~/app/rules/_components/rule-parts";
import { opt, RulesPage, type RuleOptions } from "~/app/rules/_components/rules-page";
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
  { key: "the-three", cards: ["M01-0", "M02-0", "M03-0"], value: 25 },
  { key: "four-wisteria", cards: ["M04-0", "M04-1", "M04-2", "M04-3"], value: 10 },
  { key: "four-paulownia", cards: ["M12-0", "M12-1", "M12-2", "M12-3"], value: 10 },
] as const;

function GoalAndCards({ par }: { par: number }) {
  const t = useTranslations(NS);
  return (
    <>
      <Section id="goal" text={{ par }}>
        <HouseRuleNotes
          notes={[
            ["rounds", (v) => (v === "target" ? t("goal.target") : t("goal.rounds", { rounds: Number(v) }))],
            "target",
          ]}
        />
      </Section>
      <CardValues groups={VALUES}>
        <HouseRuleNote name="deck" />
      </CardValues>
    </>
  );
}

function DealAndTurn() {
  return (
    <>
      <Section id="deal" text>
        <HouseRuleNotes notes={["table_misdeal", "table_four_pairs", "hand_four_of_a_kind"]} />
      </Section>
      <PlayThenDraw />
    </>
  );
}

function Lightning() {
  const t = useTranslations(NS);
  return (
    <Section id="lightning">
      <Cards game={G} cards={["M11-3"]} caption={t("lightning.caption")} note={t("lightning.note")} />
      <Points
        items={[
          t.rich("lightning.fromHand", RULE_TAGS),
          t("lightning.fromStock"),
          t("lightning.onTable"),
          t("lightning.last"),
        ]}
      />
      <HouseRuleNote name="last_lightning" />
      <p>{t("lightning.leftover")}</p>
    </Section>
  );
}

function CombinationsAndScoring({ par }: { par: number }) {
  const t = useTranslations(NS);
  // the names the table shows under a player's captures
  const names = useTranslations("MushiYaku");
  return (
    <>
      <Section id="combinations" text>
        <CardGroups game={G} groups={COMBINATIONS} caption={(c) => names(c.key)} note={(c) => String(c.value)} />
        <HouseRuleNote name="five_brights" />
      </Section>
      <Section id="scoring" text={{ par }}>
        <Example>{t.rich("scoring.example", RULE_TAGS)}</Example>
      </Section>
    </>
  );
}

export function MushiRules({ options }: { options: RuleOptions }) {
  const par = opt(options, G, "deck") === 48 ? 132 : 115;
  return (
    <RulesPage game={G} namespace={NS} options={options}>
      <GoalAndCards par={par} />
      <DealAndTurn />
      <Lightning />
      <CombinationsAndScoring par={par} />
    </RulesPage>
  );
}
