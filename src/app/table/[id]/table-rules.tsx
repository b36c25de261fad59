// The house rules a table plays, under its board: the preset and version it pinned when it was created — editing
// the preset later never changes them — and every rule in words, the ones that differ from the standard first. Drawn
// on the server (a table's rules never change): the page carries neither its code nor its words. The waiting room
// says them with the players, the clock and who may sit (waiting-room-rules.tsx).
import { getTranslations } from "next-intl/server";
import type { TableView } from "~/server/views/table";
import { tableWords, type TableRulesWords } from "./table-words";
import { TablePresetLine } from "./table-preset-line";

export async function TableRules({ table: t, words }: { table: TableView; words: TableRulesWords }) {
  const [tr, common] = await Promise.all([getTranslations("Table"), getTranslations("Common")]);
  const { rule, ends, preset } = tableWords(t, words);
  const changed = t.options.filter((o) => !o.isDefault);
  const standard = t.options.filter((o) => o.isDefault);
  return (
    <details className="panel mt-6 p-4" data-testid="table-rules">
      <summary className="cursor-pointer font-semibold">
        {tr("rules.summary")}
        {changed.length ? tr("rules.different", { count: changed.length }) : tr("rules.standard")}
        {ends ? (
          <span className="block text-sm font-normal text-ink-soft" data-testid="table-ends">
            {tr("rules.endsSentence", { ends })}
          </span>
        ) : null}
      </summary>
      <div className="mt-2 space-y-2">
        <TablePresetLine table={t} preset={preset} tr={tr} sep={common("separator")} />
        <ul className="grid gap-x-6 gap-y-0.5 text-sm sm:grid-cols-2">
          {[...changed, ...standard].map((o) => (
            <li
              key={o.name}
              className={o.isDefault ? "text-ink-soft" : "font-semibold"}
              data-testid={`table-rule-${o.name}`}
            >
              {tr.rich("rules.ruleLabel", {
                rule: rule(o).label,
                value: rule(o).value,
                mark: (chunks) =>
                  o.isDefault ? chunks : <mark className="rounded bg-kin/30 px-1 text-ink">{chunks}</mark>,
              })}
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
