// How to play Judge (docs/rules/judge.md), for players. The words are the RulesJudge catalog's.
import { useTranslations } from "next-intl";
import { useDigits } from "~/app/_lib/use-digits";
import { HouseRuleNotes } from "~/app/rules/_components/house-rule-notes";
import { CardGrid, Cards, RULE_TAGS, RulesTable, Section } from "~/app/rules/_components/rule-parts";
import { RulesPage, useRuleOption, type RuleOptions } from "~/app/rules/_components/rules-page";
import { Steps } from "~/app/rules/_components/rule-sections";

const G = "judge" as const;
const NS = "RulesJudge";

/** Each row: what the later month does, what the earlier one does, and the result (keys of the catalog's outcomes). */
const OUTCOMES = [
  ["hits", "nothing", "later"],
  ["hits", "hitsMistake", "later"],
  ["hits", "defendsFirst", "potBoth"],
  ["hitsFirst", "defendsLate", "later"],
  ["defendsMistake", "nothing", "earlier"],
  ["defends", "defends", "earlier"],
  ["defends", "hits", "pot"],
  ["nothing", "hits", "pot"],
  ["nothing", "defends", "pot"],
  ["nothing", "nothing", "pot"],
] as const;

function GoalAndSetup() {
  const t = useTranslations(NS);
  return (
    <>
      <Section id="goal" text></Section>
      <Section id="setup" text>
        <CardGrid>
          <Cards cards={["M02-2", "M09-1"]} caption={t("setup.laterCaption")} note={t("setup.laterNote")} />
          <Cards cards={["M05-0", "M05-3"]} caption={t("setup.sameCaption")} note={t("setup.sameNote")} />
        </CardGrid>
      </Section>
    </>
  );
}

function Round() {
  const t = useTranslations(NS);
  const digits = useDigits();
  const seconds = digits(Number(useRuleOption("window_ms")) / 1000);
  return (
    <Section id="round">
      <Steps
        items={[
          t.rich("round.picket", RULE_TAGS),
          t("round.flip"),
          t.rich("round.different", RULE_TAGS),
          t.rich("round.same", RULE_TAGS),
        ]}
      />
      <p>{t("round.online", { seconds })}</p>
      <HouseRuleNotes notes={["window_ms", "epsilon_ms", "mistake_extension_ms", "false_start"]} />
    </Section>
  );
}

function Outcomes() {
  const t = useTranslations(NS);
  return (
    <Section id="outcomes">
      <RulesTable
        caption={t("outcomes.caption")}
        head={[t("outcomes.laterDoes"), t("outcomes.earlierDoes"), t("outcomes.result")]}
        rows={OUTCOMES.map(([l, e, r]) => [t(`outcomes.act.${l}`), t(`outcomes.act.${e}`), t(`outcomes.res.${r}`)])}
      />
      <p>{t.rich("outcomes.text", RULE_TAGS)}</p>
      <HouseRuleNotes notes={["tie_hit_vs_def", "unanswered_mistake", "no_action"]} />
    </Section>
  );
}

function Scoring() {
  const t = useTranslations(NS);
  return (
    <Section id="scoring" text>
      <Cards
        cards={["M01-0", "M03-0", "M08-0", "M11-0", "M12-0"]}
        caption={t("scoring.brights")}
        note={t("scoring.brightsNote")}
      />
      <p>{t("scoring.end")}</p>
      <HouseRuleNotes notes={["final_pot", "tie"]} />
    </Section>
  );
}

export function JudgeRules({ options }: { options: RuleOptions }) {
  return (
    <RulesPage game={G} namespace={NS} options={options}>
      <GoalAndSetup />
      <Round />
      <Outcomes />
      <Scoring />
    </RulesPage>
  );
}
