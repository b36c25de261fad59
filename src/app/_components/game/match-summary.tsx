"use client";
// The match so far or at its end: who won, the totals, the per-round chart and table, and every round's scoring
// explanation on demand.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { RatingChanges } from "./rating-changes";
import { RoundScoring } from "./round-scoring";
import { ScoreChart } from "./score-chart";
import { matchSides } from "./match-sides";
import { MatchWinner } from "./match-winner";
import { sideColour, useNumberText } from "./names";
import { useUnnamed } from "./use-unnamed";
import type { BoardGameView } from "./types";
import { clientOf } from "~/app/_games/clients";

export { matchSides, type MatchSides } from "./match-sides";

/** Counted rounds with their labels ("1", "2", … ; Sutda hands and rematches). */
export function countedRounds(gv: BoardGameView) {
  let n = 0;
  return gv.rounds.flatMap((r, i) => {
    if (r.cancelled) return [];
    const own = clientOf(gv.game).result.roundLabel;
    if (own) return [{ round: r, label: own(gv.view, i) ?? String(i + 1) }];
    n += 1;
    return [{ round: r, label: String(n) }];
  });
}

/** The sides whose totals a finished match's summary marks: the winner's, or every top total where none won. */
function markedSides(gv: BoardGameView): Set<number> {
  const count = gv.teams ? gv.teams.length : gv.players.length;
  if (gv.winner !== null) return new Set([gv.winner]);
  const totals = Array.from({ length: count }, (_, s) => gv.totals[s] ?? 0);
  const top = Math.max(...totals);
  return new Set(totals.flatMap((total, s) => (total === top ? [s] : [])));
}

/** A table of more rounds than this shows only its last SHOWN_ROUNDS until the reader asks for all (a Koi-Koi year is whole). */
const WHOLE_ROUNDS = 12;
const SHOWN_ROUNDS = 8;

function totalsWord(gv: BoardGameView): string {
  const result = clientOf(gv.game).result;
  return result.totalsWord?.(gv.view) ?? result.totals;
}

/**
 * A long match's (a Sutda game of 40 hands) earlier rounds fold behind this native disclosure: the server draws it, it
 * opens without the page's script, and the chart above still shows every round. The rows stay in the one table (its
 * columns as they were) and show while it is open (`group-has-[details[open]]`, a CSS :has).
 */
function AllRounds({ unit, count }: { unit: "round" | "hand"; count: number }) {
  const t = useTranslations("MatchSummary");
  return (
    <details className="group/more" data-testid="all-rounds">
      <summary className="w-fit cursor-pointer rounded-md py-2.5 text-sm font-semibold text-beni hover:underline sm:py-1">
        <span className="group-open/more:hidden">{t("showAll", { unit, count })}</span>
        <span className="hidden group-open/more:inline">{t("showLast", { unit, count: SHOWN_ROUNDS })}</span>
      </summary>
    </details>
  );
}

/**
 * `final` shows the match's winner under the heading unless `winnerAbove` (the last round's result said it, or the
 * replay's board at the match's end).
 */
export function MatchSummary({
  gameView: gv,
  final,
  winnerAbove = false,
}: {
  gameView: BoardGameView;
  final: boolean;
  winnerAbove?: boolean;
}) {
  const t = useTranslations("MatchSummary");
  const { num, signed } = useNumberText();
  const unnamed = useUnnamed();
  const { names, mine } = matchSides(gv, unnamed);
  const rounds = countedRounds(gv);
  const folded = rounds.length > WHOLE_ROUNDS ? rounds.length - SHOWN_ROUNDS : 0;
  const [open, setOpen] = useState<number | null>(null);
  const order = names.map((_, s) => s).sort((a, b) => (gv.totals[b] ?? 0) - (gv.totals[a] ?? 0));
  // at the end the winner's total is marked (after a forfeit not always the highest), or every top one where none won
  const marked = final ? markedSides(gv) : new Set<number>();
  const word = totalsWord(gv);
  const result = clientOf(gv.game).result;
  const unit = t("unit", { unit: result.unit });
  const start = result.startTotals?.(gv.view, names.length);
  // the game's own word for its whole game ("le match") where the language has two
  const whole = result.wholeGame ?? "game";
  return (
    <section aria-labelledby="match-summary-heading" className="space-y-5" data-testid="match-summary">
      <div>
        <h2 id="match-summary-heading" className="text-2xl font-semibold">
          {final ? t("final", { whole }) : t("soFar", { whole })}
        </h2>
        {final && !winnerAbove ? <MatchWinner gameView={gv} /> : null}
      </div>
      {final ? <RatingChanges /> : null}
      <ol className="flex flex-wrap gap-2" aria-label={t("totals", { word })}>
        {order.map((s) => (
          <li
            key={s}
            className={`flex flex-wrap items-center gap-x-2 rounded-xl border px-3 py-2 ${marked.has(s) ? "border-kin bg-kin/15" : "border-paper-edge bg-white/70"}`}
          >
            {/* on a phone a line too long wraps between its parts, never inside one ("101 チ / ップ" in Japanese) */}
            <span
              aria-hidden="true"
              className="inline-block h-3 w-3 rounded-full"
              style={{ background: sideColour(s) }}
            />
            <span className="font-semibold">{names[s]}</span>
            {s === mine ? (
              <span className="text-sm whitespace-nowrap text-ink-faint">{gv.teams ? t("yourTeam") : t("you")}</span>
            ) : null}
            <span className="whitespace-nowrap">
              <span className="text-lg font-bold tabular-nums">{num(gv.totals[s] ?? 0)}</span>{" "}
              <span className="text-sm text-ink-faint">{t("word", { word, count: gv.totals[s] ?? 0 })}</span>
            </span>
          </li>
        ))}
      </ol>
      {rounds.length > 0 ? (
        <>
          <ScoreChart
            labels={rounds.map((r) => r.label)}
            scores={rounds.map((r) => names.map((_, s) => r.round.scores[s] ?? 0))}
            sideNames={names}
            start={start}
            line={result.totals === "chips" ? "chips" : "total"}
          />
          <div className="group/rounds space-y-2">
            {folded > 0 ? <AllRounds unit={result.unit} count={rounds.length} /> : null}
            {/* relative: the table's screen-reader-only labels are positioned; the scroller must clip them too, or they widen the dialog */}
            <div className="relative overflow-x-auto">
              <table className="w-full min-w-max border-collapse text-sm">
                <caption className="sr-only">{t("caption")}</caption>
                <thead>
                  <tr className="border-b border-paper-edge text-left">
                    <th scope="col" className="py-1.5 pr-3">
                      {unit}
                    </th>
                    {names.map((n, s) => (
                      <th key={s} scope="col" className="px-2 py-1.5 text-right">
                        {n}
                      </th>
                    ))}
                    <th scope="col" className="py-1.5 pl-2">
                      <span className="sr-only">{t("details")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rounds.map(({ round, label }, i) => (
                    <tr
                      key={round.index}
                      className={`border-b border-paper-edge/60${i < folded ? " hidden group-has-[details[open]]/rounds:table-row" : ""}`}
                    >
                      <th scope="row" className="py-1.5 pr-3 text-left font-semibold">
                        {label}
                      </th>
                      {names.map((_, s) => (
                        <td
                          key={s}
                          className={`px-2 py-1.5 text-right tabular-nums ${round.winner === s ? "font-bold text-matsu" : ""}`}
                        >
                          {signed(round.scores[s] ?? 0)}
                        </td>
                      ))}
                      <td className="py-1 pl-2 text-right">
                        {round.explained ? (
                          <button
                            type="button"
                            className="rounded-md px-2 py-1 font-semibold text-beni hover:bg-paper-deep max-sm:min-h-11"
                            aria-expanded={open === round.index}
                            onClick={() => setOpen(open === round.index ? null : round.index)}
                          >
                            {open === round.index ? t("hide") : t("scoring")}
                            <span className="sr-only">{t("scoringOf", { unit: result.unit, label })}</span>
                          </button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
          {open !== null
            ? rounds
                .filter((r) => r.round.index === open && r.round.explained)
                .map((r) => (
                  <div key={r.round.index} className="rounded-xl border border-paper-edge bg-paper/60 p-3">
                    <h3 className="mb-2 font-sans text-base font-bold">
                      {t("labelled", { unit: result.unit, label: r.label })}
                    </h3>
                    <RoundScoring
                      gameId={gv.gameId}
                      round={r.round}
                      game={gv.game}
                      players={gv.players}
                      teams={gv.teams}
                      mySide={mine}
                      winner={r.round.winner}
                      level={4}
                    />
                  </div>
                ))
            : null}
        </>
      ) : (
        <p className="text-ink-soft">{final ? t("noneScored", { whole }) : t("noneYet")}</p>
      )}
    </section>
  );
}
