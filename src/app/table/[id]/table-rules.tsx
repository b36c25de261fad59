"use client";
// The house rules a table plays: the preset and version it pinned when it was created — editing the preset
// later never changes them — and every rule in words, the ones that differ from the standard first.
import Link from "next/link";
import type { TableView } from "~/server/views/table";

/** "Club night, version 2 (with changes by the table's creator)" with a link to the rules page. */
export function TablePresetLine({ table: t }: { table: TableView }) {
  if (!t.preset) return null;
  const href = `/rules/${t.game}?preset=${t.preset.slug}`;
  return (
    <p className="text-sm" data-testid="table-preset">
      <span className="font-semibold">{t.preset.title}</span>, version {t.preset.version}
      {t.preset.customized ? " (with changes by the table's creator)" : ""} ·{" "}
      <Link href={href} target="_blank" rel="noopener">
        how to play
      </Link>
    </p>
  );
}

export function TableRules({ table: t }: { table: TableView }) {
  const changed = t.options.filter((o) => !o.isDefault);
  const standard = t.options.filter((o) => o.isDefault);
  return (
    <details className="panel mt-6 p-4" data-testid="table-rules">
      <summary className="cursor-pointer font-semibold">
        House rules of this table
        {changed.length ? ` (${changed.length} different from the standard)` : " (the standard rules)"}
        {t.ends ? (
          <span className="block text-sm font-normal text-ink-soft" data-testid="table-ends">
            {t.ends}.
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
              {o.label}: {o.isDefault ? o.value : <mark className="rounded bg-kin/30 px-1 text-ink">{o.value}</mark>}
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
