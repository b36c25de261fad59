"use client";
// "Resign" for a seated player of a game in play: kept below the board, away from the cards and the move buttons,
// behind a confirmation that says what it does in this game (game.resign; README "Clocks, the stand-in and
// forfeits"): with one side left the game ends and that side wins; otherwise the stand-in plays the seat to the end
// and it ranks last. The answer (the game as the resign left it) is shown at once.
import { useTranslations } from "next-intl";
import { lazy, Suspense, useId, useState } from "react";
import type { GameView } from "~/app/_lib/api-types";
import { findGameTraits } from "~/app/_games/traits";
import { modalDialogClass } from "../../_components/ui/modal-dialog";
import { useModalDialog } from "../../_components/ui/use-modal-dialog";

// The confirmation's form, loaded when the player asks to resign (a game's first view does without it).
const ResignForm = lazy(() => import("./resign-form").then((m) => ({ default: m.ResignForm })));

type Translate = ReturnType<typeof useTranslations<"Table">>;

/** Said on the table page to a player who left a game the others still play: it is over for them. */
export function leftGameLine(gv: Pick<GameView, "players" | "mySeat" | "game">, t: Translate): string {
  const me = gv.players.find((p) => p.seat === gv.mySeat);
  return t(findGameTraits(gv.game)?.leaverFolds ? "resign.leftFolds" : "resign.leftStandIn", {
    how: me?.resigned ? "resigned" : "forfeited",
  });
}

export function ResignControl({
  gameView: gv,
  onResigned,
}: {
  gameView: GameView;
  onResigned: (view: GameView) => void;
}) {
  const t = useTranslations("Table");
  const common = useTranslations("Common");
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const dialogRef = useModalDialog(confirming);
  return (
    <div className="flex justify-end" data-testid="resign-control">
      <button
        type="button"
        className="btn btn-quiet min-h-11 px-3 py-1.5 text-sm text-ink-soft hover:text-beni"
        data-testid="resign-open"
        onClick={() => setConfirming(true)}
      >
        {t("resign.open")}
      </button>
      <dialog
        ref={dialogRef}
        onClose={() => setConfirming(false)}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-what`}
        className={modalDialogClass()}
        data-testid="resign-dialog"
      >
        {confirming ? (
          // its own boundary: the board stays while the form loads (a moment, the first time)
          <Suspense fallback={<p className="min-h-40 text-ink-soft">{common("loading")}</p>}>
            <ResignForm
              id={id}
              gameView={gv}
              onCancel={() => setConfirming(false)}
              onResigned={(view) => {
                setConfirming(false);
                onResigned(view);
              }}
            />
          </Suspense>
        ) : null}
      </dialog>
    </div>
  );
}
