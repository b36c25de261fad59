"use client";
// A Judge match summed up: the live board's at a match's end, and the replay page's under its board (Judge's entry
// gives it as its Summary). The match is one scoring unit: its picket rounds hand cards to their winners, and the
// points (a card each, the brights bonus, the pot left at the end) are counted once, at the end. So it shows each
// player's points with their cards and bonus, the rounds won and the pots, a bar per picket round of the cards it
// handed over, and how the points were counted; never a table of rounds, which would hold one row: the whole match.
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { MatchWinner } from "~/app/_components/game/match-winner";
import { seatName } from "~/app/_components/game/names";
import { RatingChanges } from "~/app/_components/game/rating-changes";
import { RoundExplanationView } from "~/app/_components/game/round-explanation";
import { ScoreChart } from "~/app/_components/game/score-chart";
import { youSeatOf } from "~/app/_components/game/types";
import { useUnnamed } from "~/app/_components/game/use-unnamed";
import type { MatchSummaryProps } from "../types";
import { useJudgeWords } from "./judge-words";
import type { JudgeGameView } from "./view";

/**
 * `final`: the match is over (else "the match so far"). `winnerAbove`: the board above says who won, with the score
 * (its banner at the end); else the summary says it under its heading (a replay away from its last position).
 * `scoringAbove`: the replay's last position explains the points under the board, so "How the points were counted"
 * is not folded in here as well.
 */
export function JudgeSummary({
  gameView: gv,
  final,
  winnerAbove = false,
  scoringAbove = false,
}: MatchSummaryProps<JudgeGameView>) {
  const { t } = useJudgeWords();
  const shared = useTranslations("MatchSummary");
  const sep = useTranslations("Common")("separator");
  const unnamed = useUnnamed();
  const names = useMemo(() => [0, 1].map((s) => seatName(gv.players, s, unnamed)), [gv.players, unnamed]);
  const v = gv.view;
  const r = v.result;
  const me = youSeatOf(gv);
  const won = [0, 1].map((s) => v.outcomes.filter((o) => !o.suddenDeath && o.winner === s).length);
  const pots = v.outcomes.filter((o) => !o.suddenDeath && o.winner === null).length;
  // a replay's last position explains the points beside the board: not again here
  const explanation = scoringAbove ? null : (gv.rounds[0]?.explanation ?? null);
  const fate = r?.finalPot;
  return (
    <section className="space-y-4" data-testid="judge-summary" aria-labelledby="judge-summary-heading">
      <div>
        <h2 id="judge-summary-heading" className="text-2xl font-semibold">
          {final ? t("summary.title") : shared("soFar", { whole: "match" })}
        </h2>
        {final && !winnerAbove ? <MatchWinner gameView={gv} /> : null}
      </div>
      {final ? <RatingChanges /> : null}
      <ol className="grid gap-2 sm:grid-cols-2">
        {[0, 1].map((s) => (
          <li
            key={s}
            className={`rounded-xl border px-3 py-2 ${final && gv.winner === s ? "border-kin bg-kin/15" : "border-paper-edge bg-white/70"}`}
          >
            <p className="font-semibold">
              {t.rich("summary.points", {
                name: s === me ? t("strip.you") : names[s]!,
                points: (r ? r.scores[s] : v.points[s]) ?? 0,
                big: (chunks) => <span className="text-2xl font-bold tabular-nums">{chunks}</span>,
              })}
            </p>
            <p className="text-sm text-ink-soft">
              {r
                ? t("summary.cardsAndBonus", {
                    count: r.cards[s] ?? 0,
                    bonus: r.bonus[s] ?? 0,
                    brights: r.brights[s]!.length,
                  })
                : t("cards", { count: v.scorePiles[s]!.length })}
              {sep}
              {t("summary.roundsWon", { count: won[s] ?? 0 })}
            </p>
          </li>
        ))}
      </ol>
      <p className="text-sm text-ink-soft">
        {t("summary.pots", { count: pots })}
        {fate && fate.kind !== "none"
          ? ` ${t("summary.finalPot", { count: fate.cards.length, fate: fate.kind, name: names[fate.seat ?? 0]! })}`
          : ""}
      </p>
      {v.outcomes.length > 0 ? (
        <ScoreChart
          labels={v.outcomes.map((o) => String(o.round))}
          scores={v.outcomes.map((o) => [0, 1].map((s) => (o.winner === s && !o.suddenDeath ? o.taken.length : 0)))}
          sideNames={names}
          line="cards"
        />
      ) : null}
      {explanation ? (
        <details>
          <summary className="cursor-pointer font-semibold">{t("summary.howCounted")}</summary>
          <div className="mt-2">
            <RoundExplanationView
              explanation={explanation}
              game="judge"
              players={gv.players}
              teams={null}
              mySide={me}
              winner={gv.winner}
            />
          </div>
        </details>
      ) : null}
    </section>
  );
}
