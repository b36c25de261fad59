// The scoring of one round, side by side: each step (card values with the cards, yaku or roles, breakeven or par,
// penalties, antes and pots) with its points, the side's total, and the engine's notes (transfers, dead cards,
// who deals next), all with players' names.
import { useTranslations } from "next-intl";
import type { Phrase } from "~/engine/core/phrase";
import type { RoundExplanation, YakuEffect } from "~/engine/core/ruleset";
import { CardStack, type HanafudaGame } from "../cards";
import { usePhraseWords } from "./move-words";
import { sideColour, sideName, useNumberText, withNames } from "./names";
import { useUnnamed } from "./use-unnamed";
import type { BoardPlayer } from "./types";
import { gameClient } from "~/app/_games/clients";

export interface RoundExplanationProps {
  explanation: RoundExplanation;
  game: HanafudaGame;
  players: readonly BoardPlayer[];
  teams: readonly (readonly number[])[] | null;
  /** The viewer's side, listed first and marked "you". */
  mySide: number | null;
  winner: number | null;
  /** Heading level of the side names. */
  level?: 3 | 4;
}

/** A translator of the RoundExplanation messages. */
type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A yaku's line from the reader's side: "You made To: each opponent loses 50", "Ren made To: you lose 50". `maker`:
 * the side that made it; `reader`: the viewer's side (null: a spectator, told it as between the players).
 */
export function yakuWords(
  t: Translate,
  y: YakuEffect,
  maker: { name: string; mine: boolean },
  reader: { team: boolean } | null,
): string {
  const who = maker.mine ? (reader?.team ? "team" : "you") : "other";
  const team = reader?.team ? "yes" : "no";
  const toward = maker.mine ? who : "other";
  const effect = (() => {
    switch (y.effect) {
      case "others-lose":
        return reader === null || maker.mine
          ? t("loseEach", { amount: y.amount })
          : t("loseYou", { team, amount: y.amount });
      case "others-pay":
        if (reader !== null && !maker.mine) return t("payYou", { team, name: maker.name, amount: y.amount });
        return t("payEach", { to: toward, amount: y.amount });
      case "bonus":
        return t("bonus", { to: toward, name: maker.name, amount: y.amount });
    }
  })();
  return t("made", { who, name: maker.name, yaku: y.name, effect });
}

export function RoundExplanationView({
  explanation,
  game,
  players,
  teams,
  mySide,
  winner,
  level = 3,
}: RoundExplanationProps) {
  const t = useTranslations("RoundExplanation");
  const { signed } = useNumberText();
  const say = usePhraseWords("Explain");
  const tAll = useTranslations();
  const unnamed = useUnnamed();
  // a yaku named in the catalogs reads in the reader's language; the engine's label otherwise
  const named = (y: YakuEffect): YakuEffect => (y.term ? { ...y, name: tAll(`${y.term.ns}.${y.term.key}`) } : y);
  // a side of one player is that player's seat: a note about it speaks to the reader ("You stopped")
  const mySeat = teams === null ? mySide : null;
  const words = (label: string, phrase: Phrase | null | undefined) =>
    phrase ? say(phrase, { players, teams, mySeat }) : withNames(label, players, teams, unnamed);
  const H = level === 3 ? "h3" : "h4";
  const asHand = gameClient(game).result.explanationCards === "hand";
  const sides = [...explanation.sides].sort((a, b) =>
    a.side === mySide ? -1 : b.side === mySide ? 1 : a.side - b.side,
  );
  return (
    <div className="space-y-4" data-testid="round-explanation">
      {/* minmax(0, 1fr) columns: a long pile wraps inside its side instead of widening the dialog past a phone's edge */}
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {sides.map((s) => {
          const name = teams
            ? sideName(players, teams, s.side, unnamed)
            : sideName(players, null, s.seats[0] ?? s.side, unnamed);
          return (
            <section
              key={s.side}
              className={`min-w-0 rounded-xl border bg-white/70 p-3 ${s.side === winner ? "border-kin shadow-[0_0_0_2px_rgba(199,154,43,.35)]" : "border-paper-edge"}`}
              aria-label={t("sideLabel", { name, count: s.total })}
            >
              <div className="mb-2 flex items-baseline justify-between gap-2 border-b border-paper-edge pb-1.5">
                <H className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 font-sans text-base font-bold">
                  <span className="flex min-w-0 items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="inline-block h-3 w-3 shrink-0 rounded-full"
                      style={{ background: sideColour(s.side) }}
                    />
                    {/* the mark's catalog puts the space before it (" (you)"; none before Japanese's 「（あなた）」), which
                        the heading's gap would add in every language; it stays whole when a long name is cut */}
                    <span className="flex min-w-0 items-baseline">
                      <span className="truncate">{name}</span>
                      {s.side === mySide ? (
                        <span className="shrink-0 text-sm font-semibold whitespace-pre text-ink-faint">
                          {teams ? t("yourTeamMark") : t("youMark")}
                        </span>
                      ) : null}
                    </span>
                  </span>
                  {/* whole beside a long name (a phone broke 「勝ち」 over two lines), and under it where the name needs the
                      line: on a 360 px phone "gewinnt" cut "Wilhelm_MW42" to "Wilhe…" */}
                  {s.side === winner ? (
                    <span className="shrink-0 rounded bg-kin px-1.5 text-xs font-bold text-ink">{t("wins")}</span>
                  ) : null}
                </H>
                <span
                  className={`shrink-0 text-xl font-bold tabular-nums ${s.total < 0 ? "text-beni" : "text-matsu"}`}
                  data-testid="side-total"
                >
                  {signed(s.total)}
                </span>
              </div>
              {/* a side with no line (a Koi-Koi round's loser) would stand empty under its name */}
              {s.steps.length === 0 ? <p className="text-sm text-ink-faint">{t("nothingScored")}</p> : null}
              <ol className="space-y-1.5">
                {s.steps.map((step, i) => (
                  <li key={i} className="flex items-start justify-between gap-3 text-sm">
                    <div className="min-w-0 flex-1">
                      <p>
                        {step.yaku
                          ? yakuWords(
                              t,
                              named(step.yaku),
                              { name, mine: s.side === mySide },
                              mySide === null ? null : { team: teams !== null },
                            )
                          : words(step.label, step.phrase)}
                      </p>
                      {step.cards && step.cards.length > 0 ? (
                        <CardStack
                          cards={step.cards}
                          game={game}
                          size={asHand ? "md" : "sm"}
                          overlap={asHand ? 0 : 0.55}
                          grouped={!asHand}
                          className="mt-1"
                          label={words(step.label, step.phrase)}
                        />
                      ) : null}
                    </div>
                    <span
                      className={`shrink-0 font-semibold tabular-nums ${step.points < 0 ? "text-beni" : step.points > 0 ? "text-matsu" : "text-ink-faint"}`}
                    >
                      {/* A line worth nothing (a yaku whose points move in a transfer, a shown hand): a dash, read as words. */}
                      {step.points === 0 ? (
                        <>
                          <span aria-hidden="true">—</span>
                          {/* a yaku that costs the others: its points are in their scores, not a failure of its maker */}
                          <span className="sr-only">{step.yaku ? t("countedInOthers") : t("noPoints")}</span>
                        </>
                      ) : (
                        signed(step.points)
                      )}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          );
        })}
      </div>
      {explanation.notes.length > 0 ? (
        <ul className="space-y-1 rounded-lg bg-paper-deep/70 px-3 py-2 text-sm text-ink-soft">
          {explanation.notes.map((n, i) => (
            <li key={i}>{words(n, explanation.notePhrases?.[i])}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
