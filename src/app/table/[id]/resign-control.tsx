"use client";
// "Resign" for a seated player of a game in play: kept below the board, away from the cards and the move buttons,
// behind a confirmation that says what it does in this game (game.resign; README "Clocks, the stand-in and
// forfeits"): with one side left the game ends and that side wins; otherwise the stand-in plays the seat to the end
// and it ranks last. The answer (the game as the resign left it) is shown at once.
import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import type { GameView } from "~/app/_lib/api-types";
import { findGameClient } from "~/app/_games/clients";

// The confirmation (its dialog and form), loaded when the player asks to resign (a game's first view does without it).
const ResignDialog = lazy(() => import("./resign-form").then((m) => ({ default: m.ResignDialog })));

type Translate = ReturnType<typeof useTranslations<"Table">>;

/** Said on the table page to a player who left a game the others still play: it is over for them. */
export function leftGameLine(gv: Pick<GameView, "players" | "mySeat" | "game">, t: Translate): string {
  const me = gv.players.find((p) => p.seat === gv.mySeat);
  return t(findGameClient(gv.game)?.leaverFolds ? "resign.leftFolds" : "resign.leftStandIn", {
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
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap items-center justify-end gap-x-3" data-testid="resign-control">
      {confirming ? (
        // the board stays while the dialog loads (a moment, the first time)
        <Suspense
          fallback={
            <p role="status" className="text-sm text-ink-soft">
              {common("loading")}
            </p>
          }
        >
          <ResignDialog
            gameView={gv}
            onClosed={() => setConfirming(false)}
            onResigned={(view) => {
              setConfirming(false);
              onResigned(view);
            }}
          />
        </Suspense>
      ) : null}
      <button
        type="button"
        className="btn btn-quiet min-h-11 px-3 py-1.5 text-sm text-ink-soft hover:text-beni"
        data-testid="resign-open"
        onClick={() => setConfirming(true)}
      >
        {t("resign.open")}
      </button>
    </div>
  );
}
