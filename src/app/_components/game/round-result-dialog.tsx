"use client";
// When a round ends the next one is dealt at once, so the board shows the scoring in a dialog the player closes:
// the round's explanation, the match score, and the whole match on request. It opens for every round that ends
// while the page is open, and once for rounds that ended since the player's last visit (remembered per game in
// localStorage), never for a spectator's first look. The last round of a finished game says what comes next: the
// replay of the game and a new table (not in a replay, which is already there).
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { AfterGameNav } from "./after-game";
import { MatchSummary, countedRounds } from "./match-summary";
import { MatchWinner } from "./match-winner";
import { matchSides } from "./match-sides";
import { useUnnamed } from "./use-unnamed";
import { RoundScoring } from "./round-scoring";
import type { BoardGameView } from "./types";
import { clientOf } from "~/app/_games/clients";

export function RoundResultDialog({
  gameView: gv,
  index,
  onClose,
  replay = false,
}: {
  gameView: BoardGameView;
  index: number;
  onClose: () => void;
  replay?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [showMatch, setShowMatch] = useState(false);
  const unnamed = useUnnamed();
  const round = gv.rounds[index]!;
  const { mine, names } = matchSides(gv, unnamed);
  const label = countedRounds(gv).find((r) => r.round.index === round.index)?.label ?? String(index + 1);
  const finished = gv.status === "FINISHED" && index === gv.rounds.length - 1;
  const unit = clientOf(gv.game).result.unit;
  const t = useTranslations("RoundResult");
  const next = Number(label) + 1;

  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    // showModal focuses the first button (the ✕); the main action is the better start
    d?.querySelector<HTMLElement>('[data-testid="round-result-continue"]')?.focus({ preventScroll: true });
    d?.scrollTo({ top: 0 });
  }, []);

  return (
    <dialog
      ref={ref}
      className="m-auto max-h-[92dvh] w-[min(56rem,calc(100vw-1rem))] overflow-y-auto rounded-2xl border-2 border-kin bg-paper p-0 text-ink shadow-2xl backdrop:bg-ink/60"
      aria-labelledby="round-result-heading"
      onClose={onClose}
      data-testid="round-result"
    >
      <div className="space-y-4 p-4 sm:p-6">
        {/* the ✕ stays at the heading's right: beside a long "… wins the match" line it wrapped under it on a phone */}
        <header className="flex items-start justify-between gap-2">
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold tracking-[0.16em] text-beni uppercase">
              {finished ? t("final") : t("scoring")}
            </p>
            {/* the match's winner first: the last round's own winner, said below, may be another side */}
            {finished ? <MatchWinner gameView={gv} testId="final-match-winner" /> : null}
            <h2 id="round-result-heading" className="text-2xl font-semibold">
              {t("heading", { unit, label })}
            </h2>
            {/* who won, before the sides: on a phone the winner's side can be the third, below the dialog's fold */}
            {round.winner !== null && names[round.winner] !== undefined ? (
              <p className="mt-1 font-semibold" data-testid="round-winner">
                {t.rich("winner", {
                  unit,
                  who: round.winner === mine ? "you" : "other",
                  name: names[round.winner]!,
                  b: (chunks) => <span className={round.winner === mine ? "text-matsu" : ""}>{chunks}</span>,
                })}
              </p>
            ) : null}
          </div>
          <form method="dialog">
            <button
              type="submit"
              className="btn btn-quiet min-h-11 min-w-11 px-3 py-1 text-sm"
              aria-label={t("closeResult")}
            >
              ✕
            </button>
          </form>
        </header>
        {round.explained ? (
          <RoundScoring
            gameId={gv.gameId}
            round={round}
            game={gv.game}
            players={gv.players}
            teams={gv.teams}
            mySide={mine}
            winner={round.winner}
          />
        ) : null}
        {showMatch || finished ? <MatchSummary gameView={gv} final={finished} winnerAbove={finished} /> : null}
        <div className="flex flex-wrap justify-end gap-2 border-t border-paper-edge pt-3">
          {!finished ? (
            <button
              type="button"
              className="btn btn-quiet"
              onClick={() => setShowMatch((s) => !s)}
              aria-expanded={showMatch}
            >
              {showMatch ? t("hideMatch") : t("showMatch")}
            </button>
          ) : null}
          {finished && !replay ? <AfterGameNav gameId={gv.gameId} testId="round-result-next" /> : null}
          <form method="dialog">
            <button type="submit" className="btn btn-primary" data-testid="round-result-continue">
              {finished
                ? t("close")
                : Number.isNaN(next)
                  ? t("continue", { unit })
                  : t("continueTo", { unit, n: next })}
            </button>
          </form>
        </div>
      </div>
    </dialog>
  );
}

/** Under a board: the match summary while it is asked for, and the result of the round the player has not seen yet. */
export function BoardResults({
  gameView: gv,
  showMatch,
  final,
  unseen,
  onSeen,
  replay,
}: {
  gameView: BoardGameView;
  showMatch: boolean;
  final: boolean;
  /** The round to show (useUnseenRound), or null. */
  unseen: number | null;
  onSeen: () => void;
  replay?: boolean;
}) {
  return (
    <>
      {showMatch ? (
        <div className="panel p-4 sm:p-6">
          <MatchSummary gameView={gv} final={final} />
        </div>
      ) : null}
      {unseen !== null ? (
        <RoundResultDialog key={unseen} gameView={gv} index={unseen} onClose={onSeen} replay={replay} />
      ) : null}
    </>
  );
}
