"use client";
// The house rules a table plays: the preset and version it pinned when it was created — editing the preset
// later never changes them — and every rule in words, the ones that differ from the standard first; in the waiting
// room, with the players, the clock and who may sit (waiting-room-rules.tsx). The words come from the server
// (rules-words.ts): a table's rules never change, and the page then carries neither the games' option specs nor their
// words.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { createContext, useContext, type ReactNode } from "react";
import type { TableView } from "~/server/views/table";

type TableOption = TableView["options"][number];

/** A table's rules in the page's language, said on the server. */
export interface TableRulesWords {
  /** Each rule's name and value, by the option's name. */
  rules: Record<string, { label: string; value: string }>;
  /** How the game ends ("Ends after 12 rounds"); "" for a game the catalogs do not know. */
  ends: string;
  /** The preset's title (a built-in preset's in the page's language); null without a preset. */
  preset: string | null;
}

const RulesWords = createContext<TableRulesWords | null>(null);

/** The table page's rules words for the table's screen below it. */
export function TableRulesWordsProvider({ words, children }: { words: TableRulesWords | null; children: ReactNode }) {
  return <RulesWords.Provider value={words}>{children}</RulesWords.Provider>;
}

/** The table's rules and its end in the page's language (the server's English without the page's words). */
export function useTableWords(t: TableView) {
  const words = useContext(RulesWords);
  const rule = (o: TableOption) => words?.rules[o.name] ?? { label: o.label, value: o.value };
  return { rule, ends: words?.ends || undefined, preset: words?.preset ?? t.preset?.title ?? "" };
}

/** "Club night, version 2 (with changes by the table's creator)" with a link to the rules page. */
export function TablePresetLine({ table: t }: { table: TableView }) {
  const tr = useTranslations("Table");
  const { preset } = useTableWords(t);
  if (!t.preset) return null;
  const href = `/rules/${t.game}?preset=${t.preset.slug}`;
  return (
    <p className="text-sm" data-testid="table-preset">
      {tr.rich(t.preset.customized ? "rules.presetCustomized" : "rules.preset", {
        title: () => <span className="font-semibold">{preset}</span>,
        version: t.preset.version,
      })}{" "}
      ·{" "}
      <Link href={href} target="_blank" rel="noopener">
        {tr("rules.howToPlay")}
      </Link>
    </p>
  );
}

export function TableRules({ table: t }: { table: TableView }) {
  const tr = useTranslations("Table");
  const { rule, ends } = useTableWords(t);
  const changed = t.options.filter((o) => !o.isDefault);
  const standard = t.options.filter((o) => o.isDefault);
  return (
    <details className="panel mt-6 p-4" data-testid="table-rules">
      <summary className="cursor-pointer font-semibold">
        {tr("rules.summary")} {changed.length ? tr("rules.different", { count: changed.length }) : tr("rules.standard")}
        {ends ? (
          <span className="block text-sm font-normal text-ink-soft" data-testid="table-ends">
            {tr("rules.endsSentence", { ends })}
          </span>
        ) : null}
      </summary>
      <div className="mt-2 space-y-2">
        <TablePresetLine table={t} />
        <ul className="grid gap-x-6 gap-y-0.5 text-sm sm:grid-cols-2">
          {[...changed, ...standard].map((o) => (
            <li
              key={o.name}
              className={o.isDefault ? "text-ink-soft" : "font-semibold"}
              data-testid={`table-rule-${o.name}`}
            >
              {tr("rules.ruleLabel", { rule: rule(o).label })}{" "}
              {o.isDefault ? rule(o).value : <mark className="rounded bg-kin/30 px-1 text-ink">{rule(o).value}</mark>}
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
