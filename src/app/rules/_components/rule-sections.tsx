// The parts several games' rules pages say alike: lists of points, a worked example, how many rounds make a game,
// what the cards are worth, a turn of play-then-draw and the capture table. Each reads its words from the page's
// rules catalog (RulesPage), under the same keys in every game that has the part.
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { CardRef } from "~/app/_components/cards";
import { HouseRuleNote } from "./house-rule-notes";
import { CardGroups, RULE_TAGS, RulesTable, Section } from "./rule-parts";
import { useRuleOption, useRulesPage } from "./rules-page";

function RuleList({ items, numbered }: { items: readonly ReactNode[]; numbered: boolean }) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className={`${numbered ? "list-decimal" : "list-disc"} space-y-1 pl-6`}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </List>
  );
}

/** A bulleted list of rule points. */
export function Points({ items }: { items: readonly ReactNode[] }) {
  return <RuleList items={items} numbered={false} />;
}

/** A numbered list of steps, in the order they happen. */
export function Steps({ items }: { items: readonly ReactNode[] }) {
  return <RuleList items={items} numbered />;
}

/** A worked example, set apart from the rule it illustrates. */
export function Example({ children }: { children: ReactNode }) {
  return <p className="rounded-md bg-paper-deep/60 px-4 py-3">{children}</p>;
}

/** The goal of a game of a fixed number of rounds (`goal.text` with `rounds`), and the house rule that changes it. */
export function RoundsGoal({ children }: { children?: ReactNode }) {
  const t = useTranslations(useRulesPage().namespace);
  const rounds = Number(useRuleOption("rounds"));
  return (
    <Section id="goal" text={{ rounds }}>
      <HouseRuleNote name="rounds">{(v) => t("goal.rounds", { rounds: Number(v) })}</HouseRuleNote>
      {children}
    </Section>
  );
}

/** One kind of card: examples of it, what each is worth, and its name's key under `cards.`. */
export type CardValue = { readonly cards: readonly CardRef[]; readonly points: number; readonly note: string };

/** What the cards are worth: `cards.text` (with `values`), then each kind of card with its points. */
export function CardValues({
  groups,
  values,
  children,
}: {
  groups: readonly CardValue[];
  values?: Record<string, number>;
  children?: ReactNode;
}) {
  const { game, namespace } = useRulesPage();
  const t = useTranslations(namespace);
  return (
    <Section id="cards" text={values ?? true}>
      <CardGroups
        game={game}
        groups={groups}
        caption={(v) => t("cards.points", { points: v.points })}
        note={(v) => t(`cards.${v.note}`)}
      />
      {children}
    </Section>
  );
}

/** A turn of a fishing game: `turn.text`, then play a card from the hand and turn one from the pile. */
export function PlayThenDraw({ children }: { children?: ReactNode }) {
  const t = useTranslations(useRulesPage().namespace);
  return (
    <Section id="turn" text>
      <Steps items={[t.rich("turn.play", RULE_TAGS), t.rich("turn.draw", RULE_TAGS)]} />
      {children}
    </Section>
  );
}

const FIELD_MATCHES = ["none", "one", "two", "three"] as const;

/** What a played card does by how many cards of its month lie on the field, the words under `prefix`. */
export function CaptureTable({ prefix }: { prefix: string }) {
  const t = useTranslations(useRulesPage().namespace);
  return (
    <RulesTable
      caption={t(`${prefix}.tableCaption`)}
      head={[t(`${prefix}.onField`), t(`${prefix}.happens`)]}
      rows={FIELD_MATCHES.map((n) => [t(`${prefix}.count.${n}`), t(`${prefix}.result.${n}`)])}
    />
  );
}
