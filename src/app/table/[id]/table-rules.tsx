"use client";
// The house rules a table plays: the preset and version it pinned when it was created — editing the preset
// later never changes them — and every rule in words, the ones that differ from the standard first; in the waiting
// room, with the players, the clock and who may sit.
import Link from "next/link";
import type { TableView } from "~/server/views/table";
import { timeControlLabel } from "../../play/table-form-model";

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

/** The waiting room's summary: players and teams, the game's end, the clock, who may sit, and every house rule. */
export function WaitingRoomRules({ table: t }: { table: TableView }) {
  const rematchOf = t.rematchOf;
  return (
    <section className="panel p-5" aria-labelledby="rules-heading">
      <h2 id="rules-heading" className="text-xl font-semibold">
        The rules of this table
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="font-semibold text-ink-faint">Players</dt>
        <dd>
          {t.playerCount}
          {t.teams !== "none"
            ? ` in ${t.teams === "2v2" ? "two teams of two" : t.teams === "3x2" ? "three teams of two" : "two teams of three"}`
            : ""}
        </dd>
        {t.ends ? (
          <>
            <dt className="font-semibold text-ink-faint">Game end</dt>
            <dd data-testid="table-ends">{t.ends}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-ink-faint">Clock</dt>
        <dd data-testid="table-clock">{timeControlLabel(t.timeControl)}</dd>
        {t.timeControl ? (
          <>
            <dt className="font-semibold text-ink-faint">Missed moves</dt>
            <dd>
              {t.timeoutsBeforeForfeit
                ? `A stand-in plays them; forfeit after ${t.timeoutsBeforeForfeit}`
                : "A stand-in plays them; no forfeit"}
            </dd>
          </>
        ) : null}
        <dt className="font-semibold text-ink-faint">Table</dt>
        <dd>
          {rematchOf
            ? `For the earlier game's players (${t.visibility === "PUBLIC" ? "anyone may watch" : "by invitation"})`
            : t.visibility === "PUBLIC"
              ? "Public (listed in the lobby)"
              : "By invitation"}
        </dd>
      </dl>
      <h3 className="mt-4 font-sans text-sm font-bold">House rules</h3>
      <TablePresetLine table={t} />
      <ul className="mt-1 space-y-0.5 text-sm">
        {t.options.map((o) => (
          <li key={o.name} className={o.isDefault ? "text-ink-soft" : "font-semibold"}>
            {o.label}: {o.value}
            {o.isDefault ? "" : " (changed)"}
          </li>
        ))}
      </ul>
    </section>
  );
}
