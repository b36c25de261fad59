// An elimination event's bracket, round by round, each match with its slots and points.
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { Translator } from "~/app/_lib/translator";
import type { BracketMatchView } from "~/server/views/tournament";
import { BracketScroll } from "./bracket-scroll";
import { useScoreText } from "./score";

/** An undecided slot of the bracket: whose winner comes here ("Winner of semi-final 2"), as lichess and BGA write it. */
export function feederLabel(rounds: BracketMatchView[][], from: string | null, t: Translator): string {
  for (let i = 0; i < rounds.length; i++) {
    const j = rounds[i]!.findIndex((m) => m.id === from);
    if (j < 0) continue;
    const fromEnd = rounds.length - 1 - i;
    return fromEnd === 1
      ? t("bracket.winnerOfSemi", { match: j + 1 })
      : fromEnd === 2
        ? t("bracket.winnerOfQuarter", { match: j + 1 })
        : t("bracket.winnerOfMatch", { round: i + 1, match: j + 1 });
  }
  return t("bracket.toBeDecided");
}

export function BracketDrawing({ rounds }: { rounds: BracketMatchView[][] }) {
  const t = useTranslations("Tournaments");
  const { num } = useScoreText();
  const title = (i: number) =>
    i === rounds.length - 1
      ? t("bracket.final")
      : i === rounds.length - 2
        ? t("bracket.semiFinals")
        : t("round", { round: i + 1 });
  return (
    <BracketScroll>
      <ol className="flex min-w-max gap-6">
        {rounds.map((matches, i) => (
          <li key={i} className="flex w-52 flex-col">
            <h3 className="mb-2 text-sm font-semibold tracking-wide text-ink-soft uppercase">{title(i)}</h3>
            <ol className="flex flex-1 flex-col justify-around gap-3">
              {matches.map((m) => (
                <li
                  key={m.id}
                  className="rounded-lg border border-paper-edge bg-paper/70"
                  data-testid="bracket-match"
                  data-match={m.id}
                  data-status={m.status}
                >
                  {m.slots.map((s, k) => {
                    const won = m.winner !== null && s.entrantId === m.winner;
                    return (
                      <div
                        key={k}
                        className={`flex items-center justify-between gap-2 px-2 py-1 ${k ? "border-t border-paper-edge" : ""} ${won ? "font-bold" : ""}`}
                      >
                        <span className="min-w-0 [overflow-wrap:anywhere]">
                          {s.seed !== null && m.round === 1 ? (
                            <span className="mr-1 text-xs text-ink-faint">{s.seed}</span>
                          ) : null}
                          {s.name ?? (
                            <span className="text-sm text-ink-faint italic">{feederLabel(rounds, s.from, t)}</span>
                          )}
                        </span>
                        <span className="shrink-0 text-sm whitespace-nowrap tabular-nums">
                          {m.points ? num(m.points[k] ?? 0) : ""}
                        </span>
                      </div>
                    );
                  })}
                  {m.status === "walkover" ? (
                    <p className="border-t border-paper-edge px-2 py-0.5 text-xs text-ink-faint">{t("bracket.bye")}</p>
                  ) : null}
                  {m.tableId ? (
                    <Link
                      href={`/table/${m.tableId}`}
                      className="block px-2 pb-1 text-xs"
                      aria-label={t("bracket.gamesOf", {
                        names: m.slots.map((x) => x.name ?? "?").join(` ${t("versus")} `),
                      })}
                    >
                      {t("bracket.games")}
                    </Link>
                  ) : null}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </BracketScroll>
  );
}
