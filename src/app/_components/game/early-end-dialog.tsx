"use client";
// A game that ends early — a forfeit after too many missed moves, or a resign — stops mid-round, so no round result
// dialog says it is over (a forfeit before the first round ended showed "0 : 0" and "you win" and nothing else).
// This dialog does: who forfeited or resigned, the winner, the match, and what comes next. It opens once per game
// (remembered in localStorage, as the round results are), for the players and spectators alike.
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useModalDialog } from "../ui/use-modal-dialog";
import { AfterGameNav } from "./after-game";
import { endedEarlyLine, useEndedEarlyWords } from "./forfeit-ended";
import { MatchSummary } from "./match-summary";
import type { BoardGameView } from "./types";

const KEY = (gameId: string) => `hanafuda:seen-early-end:${gameId}`;

function seenBefore(gameId: string): boolean {
  try {
    return window.localStorage.getItem(KEY(gameId)) !== null;
  } catch {
    return false;
  }
}

export function EarlyEndDialog({ gameView: gv }: { gameView: BoardGameView }) {
  const t = useTranslations("EarlyEnd");
  const words = useEndedEarlyWords();
  const line = gv.status === "FINISHED" ? endedEarlyLine(words, gv) : undefined;
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads browser storage after hydration
    if (line && !seenBefore(gv.gameId)) setOpen(true);
  }, [line, gv.gameId]);
  const ref = useModalDialog(open);
  const close = () => {
    setOpen(false);
    try {
      window.localStorage.setItem(KEY(gv.gameId), "1");
    } catch {
      // storage full or blocked: the dialog simply shows again on the next visit
    }
  };
  if (!line) return null;
  return (
    <dialog
      ref={ref}
      onClose={close}
      aria-labelledby="early-end-heading"
      aria-describedby="early-end-line"
      className="m-auto max-h-[92dvh] w-[min(56rem,calc(100vw-1rem))] overflow-y-auto rounded-2xl border-2 border-kin bg-paper p-0 text-ink shadow-2xl backdrop:bg-ink/60"
      data-testid="early-end"
    >
      {open ? (
        <div className="space-y-4 p-4 sm:p-6">
          <header className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="text-sm font-semibold tracking-[0.16em] text-beni uppercase">{t("kicker")}</p>
              <h2 id="early-end-heading" className="text-2xl font-semibold">
                {t("title")}
              </h2>
              <p id="early-end-line" className="mt-1 text-ink-soft" data-testid="early-end-line">
                {line}
              </p>
            </div>
            <form method="dialog">
              <button type="submit" className="btn btn-quiet min-h-9 px-3 py-1 text-sm" aria-label={t("closeLabel")}>
                ✕
              </button>
            </form>
          </header>
          <MatchSummary gameView={gv} final />
          <div className="flex flex-wrap justify-end gap-2 border-t border-paper-edge pt-3">
            <AfterGameNav gameId={gv.gameId} />
            <form method="dialog">
              <button type="submit" className="btn btn-primary" autoFocus>
                {t("close")}
              </button>
            </form>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
