"use client";
// "Resign" for a seated player of a game in play: kept below the board, away from the cards and the move buttons,
// behind a confirmation that says what it does in this game (game.resign; README "Clocks, the stand-in and
// forfeits"): with one side left the game ends and that side wins; otherwise the stand-in plays the seat to the end
// and it ranks last. The answer (the game as the resign left it) is shown at once.
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { GameView } from "~/app/_lib/api-types";
import { sideName } from "../../_components/game/names";
import { findGameTraits } from "~/app/_games/traits";
import { DialogActions, modalDialogClass } from "../../_components/ui/modal-dialog";
import { useModalDialog } from "../../_components/ui/use-modal-dialog";
import { type ApiError, useMutation, useTRPC } from "../../_lib/trpc";
import { FormError } from "../../_components/ui/form-error";
import { useGameTitle } from "../../play/words";

type Translate = ReturnType<typeof useTranslations<"Table">>;

/** What resigning does in this game, in the player's words (the forfeit rule of games/outcome.ts, on the view). */
export function resignConsequence(
  gv: Pick<GameView, "players" | "teams" | "mySeat"> & { game?: GameView["game"] },
  t: Translate,
): string {
  const sides = gv.teams ?? gv.players.map((p) => [p.seat]);
  const gone = new Set(gv.players.filter((p) => p.forfeited || p.seat === gv.mySeat).map((p) => p.seat));
  const standing = sides.map((_, i) => i).filter((i) => !sides[i]!.some((s) => gone.has(s)));
  if (standing.length === 1) {
    const winner = sideName(gv.players, gv.teams, standing[0]!);
    const mine = gv.teams?.some((t) => t.includes(gv.mySeat!) && t.length > 1);
    const many = gv.teams && sides[standing[0]!]!.length > 1 ? "many" : "one";
    return t(mine ? "resign.teamLoses" : "resign.youLose", { winner, winners: many });
  }
  if (standing.length === 0) return t("resign.youLoseAlone");
  // A game whose stand-in folds a seat that left (Sutda) plays on without it.
  if (gv.game !== undefined && findGameTraits(gv.game)?.leaverFolds) return t("resign.folds");
  return gv.teams ? t("resign.standInTeam") : t("resign.standIn");
}

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
  const gameTitle = useGameTitle()(gv.game, gv.gameTitle);
  const trpc = useTRPC();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dialogRef = useModalDialog(confirming);
  const resign = useMutation(
    trpc.game.resign.mutationOptions({
      onSuccess: (view) => {
        setConfirming(false);
        onResigned(view);
      },
      onError: (e: ApiError) => setError(e.message),
    }),
  );
  return (
    <div className="flex justify-end" data-testid="resign-control">
      <button
        type="button"
        className="btn btn-quiet min-h-11 px-3 py-1.5 text-sm text-ink-soft hover:text-beni"
        data-testid="resign-open"
        onClick={() => {
          setError(null);
          setConfirming(true);
        }}
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
          <form
            onSubmit={(e) => {
              e.preventDefault();
              resign.mutate({ gameId: gv.gameId });
            }}
          >
            <h2 id={`${id}-title`} className="text-xl font-semibold">
              {t("resign.title", { game: gameTitle })}
            </h2>
            <p id={`${id}-what`} className="mt-2 text-ink-soft">
              {resignConsequence(gv, t)} {t("resign.final")}
            </p>
            <FormError message={error} />
            <DialogActions
              cancel={t("resign.keepPlaying")}
              onCancel={() => setConfirming(false)}
              submit={t("resign.submit")}
              pendingSubmit={t("resign.resigning")}
              pending={resign.isPending}
              focusCancel
            />
          </form>
        ) : null}
      </dialog>
    </div>
  );
}
