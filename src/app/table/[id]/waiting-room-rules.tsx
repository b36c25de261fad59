"use client";
// The waiting room's summary of the table: its own module, so that a table in play does not load it (its rules below
// its board are drawn on the server, table-rules.tsx).
import { useTranslations } from "next-intl";
import type { TableView } from "~/server/views/table";
import { useTimeControlLabel } from "../../play/time-words";
import { useTableWords } from "./rules-words-context";
import { TablePresetLine } from "./table-preset-line";

/** The waiting room's summary: players and teams, the game's end, the clock, who may sit, and every house rule. */
export function WaitingRoomRules({ table: t }: { table: TableView }) {
  const tr = useTranslations("Table");
  const sep = useTranslations("Common")("separator");
  const { rule, ends, preset } = useTableWords(t);
  const timeControlLabel = useTimeControlLabel();
  const rematchOf = t.rematchOf;
  const access = t.visibility === "PUBLIC" ? "public" : "private";
  return (
    <section className="panel p-5" aria-labelledby="rules-heading">
      <h2 id="rules-heading" className="text-xl font-semibold">
        {tr("rules.heading")}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="font-semibold text-ink-faint">{tr("rules.players")}</dt>
        <dd>{t.teams !== "none" ? tr(`rules.teams.${t.teams}`, { count: t.playerCount }) : t.playerCount}</dd>
        {ends ? (
          <>
            <dt className="font-semibold text-ink-faint">{tr("rules.gameEnd")}</dt>
            <dd data-testid="table-ends">{ends}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-ink-faint">{tr("rules.clock")}</dt>
        <dd data-testid="table-clock">{timeControlLabel(t.game, t.timeControl)}</dd>
        {t.timeControl ? (
          <>
            <dt className="font-semibold text-ink-faint">{tr("rules.missedMoves")}</dt>
            <dd>
              {t.timeoutsBeforeForfeit
                ? tr("rules.forfeitAfter", { count: t.timeoutsBeforeForfeit })
                : tr("rules.noForfeit")}
            </dd>
          </>
        ) : null}
        <dt className="font-semibold text-ink-faint">{tr("rules.table")}</dt>
        <dd>{rematchOf ? tr(`rules.rematchAccess.${access}`) : tr(`rules.access.${access}`)}</dd>
      </dl>
      <h3 className="mt-4 font-sans text-sm font-bold">{tr("rules.houseRules")}</h3>
      <TablePresetLine table={t} preset={preset} tr={tr} sep={sep} />
      <ul className="mt-1 space-y-0.5 text-sm">
        {t.options.map((o) => (
          <li key={o.name} className={o.isDefault ? "text-ink-soft" : "font-semibold"}>
            {tr.rich("rules.ruleLabel", { rule: rule(o).label, value: rule(o).value, mark: (chunks) => chunks })}
            {o.isDefault ? "" : tr("rules.changed")}
          </li>
        ))}
      </ul>
    </section>
  );
}
