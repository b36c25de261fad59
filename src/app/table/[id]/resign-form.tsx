"use client";
// The resign confirmation (ResignControl loads it when the player asks to resign): a modal dialog that says what
// resigning does in this game before it is done, and game.resign on confirming. A refusal is shown in the server's
// words.
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import type { GameView } from "~/app/_lib/api-types";
import { sideName, type Unnamed } from "../../_components/game/names";
import { useUnnamed } from "../../_components/game/use-unnamed";
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
  unnamed: Unnamed,
): string {
  const sides = gv.teams ?? gv.players.map((p) => [p.seat]);
  const gone = new Set(gv.players.filter((p) => p.forfeited || p.seat === gv.mySeat).map((p) => p.seat));
  const standing = sides.map((_, i) => i).filter((i) => !sides[i]!.some((s) => gone.has(s)));
  if (standing.length === 1) {
    const winner = sideName(gv.players, gv.teams, standing[0]!, unnamed);
    const mine = gv.teams?.some((t) => t.includes(gv.mySeat!) && t.length > 1);
    const many = gv.teams && sides[standing[0]!]!.length > 1 ? "many" : "one";
    return t(mine ? "resign.teamLoses" : "resign.youLose", { winner, winners: many });
  }
  if (standing.length === 0) return t("resign.youLoseAlone");
  // A game whose stand-in folds a seat that left (Sutda) plays on without it.
  if (gv.game !== undefined && findGameTraits(gv.game)?.leaverFolds) return t("resign.folds");
  return gv.teams ? t("resign.standInTeam") : t("resign.standIn");
}

/**
 * The confirmation, open from its first render. It closes itself (Escape, "Keep playing", the answer), so that the
 * browser gives the focus back to "Resign…", then tells the caller: `onClosed`, or `onResigned` with the answer.
 */
export function ResignDialog({
  gameView,
  onClosed,
  onResigned,
}: {
  gameView: GameView;
  onClosed: () => void;
  onResigned: (view: GameView) => void;
}) {
  const id = useId();
  const dialogRef = useModalDialog(true);
  const answer = useRef<GameView | null>(null);
  const close = () => dialogRef.current?.close();
  return (
    <dialog
      ref={dialogRef}
      onClose={() => (answer.current ? onResigned(answer.current) : onClosed())}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-what`}
      className={modalDialogClass()}
      data-testid="resign-dialog"
    >
      <ResignForm
        id={id}
        gameView={gameView}
        onCancel={close}
        onResigned={(view) => {
          answer.current = view;
          close();
        }}
      />
    </dialog>
  );
}

/** `id`: the dialog's ids derive from it (it is labelled by the title and described by the consequence). */
export function ResignForm({
  id,
  gameView: gv,
  onCancel,
  onResigned,
}: {
  id: string;
  gameView: GameView;
  onCancel: () => void;
  onResigned: (view: GameView) => void;
}) {
  const t = useTranslations("Table");
  const unnamed = useUnnamed();
  const gameTitle = useGameTitle()(gv.game, gv.gameTitle);
  const trpc = useTRPC();
  const [error, setError] = useState<string | null>(null);
  const resign = useMutation(
    trpc.game.resign.mutationOptions({ onSuccess: onResigned, onError: (e: ApiError) => setError(e.message) }),
  );
  return (
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
        {resignConsequence(gv, t, unnamed)} {t("resign.final")}
      </p>
      <FormError message={error} />
      <DialogActions
        cancel={t("resign.keepPlaying")}
        onCancel={onCancel}
        submit={t("resign.submit")}
        pendingSubmit={t("resign.resigning")}
        pending={resign.isPending}
        focusCancel
      />
    </form>
  );
}
