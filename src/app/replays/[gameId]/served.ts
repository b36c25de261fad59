// What the replay page's server render hands the browser: replay.get's answer and, for a finished game, its record
// folded here (every game's rules are on the server) with the positions the page opens on drawn, so that the page's
// first paint and its script need no engine (served-model.ts).
import { TRPCError } from "@trpc/server";
import { isAnalysable } from "~/engine/bots/analysable";
import type { ReplayView } from "~/server/views/replay";
import { botsNamed, type BotNames } from "~/lib/bot-name";
import { modelFromRecord } from "../_lib/every-game-model";
import { clampStep, parsePerspective } from "../_lib/replay-model";
import { servedReplay, type ServedReplay } from "../_lib/served-model";

export type ServedPage =
  | { kind: "missing" }
  | { kind: "refused"; message: string; signIn: boolean }
  | {
      kind: "replay";
      replay: ReplayView;
      /** A finished game folded; null for a game in play (the seat's views are the model). */
      served: ServedReplay | null;
      /** The engine's reason the record does not fold. */
      foldError: string | null;
      /** The position the address asks for (?move=, ?seat=), as the page's script reads it too. */
      move: string | null;
      seat: string | null;
      analysable: boolean;
    };

/**
 * `names`: the reader's words for the bots, put in the players' names here, before the fold words the moves with them
 * and the header shows them (the server sends the stored name).
 */
export async function servedPage(
  get: () => Promise<ReplayView>,
  move: string | null,
  seat: string | null,
  names: BotNames,
): Promise<ServedPage> {
  let replay: ReplayView;
  try {
    const got = await get();
    replay = { ...got, players: botsNamed(got.players, names) };
  } catch (e) {
    // An unknown game is a real 404, as unknown players and events are; a game the viewer may not see (private table,
    // a game in play for a visitor) keeps the screen's own message and sign-in link.
    if (!(e instanceof TRPCError)) throw e;
    if (e.code === "NOT_FOUND" || e.code === "BAD_REQUEST") return { kind: "missing" };
    return { kind: "refused", message: e.message, signIn: e.code === "UNAUTHORIZED" };
  }
  const page = { kind: "replay" as const, replay, move, seat, analysable: false, foldError: null };
  if (replay.kind === "seat") return { ...page, served: null };
  const built = modelFromRecord(replay.record, {
    gameId: replay.gameId,
    players: replay.players,
    standInMoves: replay.standInMoves,
    startFacts: replay.startFacts,
  });
  if (!built.ok) return { ...page, served: null, foldError: built.error.message };
  const { model } = built;
  const step = clampStep(model, move, 0);
  const perspective = parsePerspective(model, seat);
  const last = model.steps.length - 1;
  return {
    ...page,
    served: servedReplay(model, [
      [step, perspective],
      [last, perspective],
    ]),
    analysable: replay.status === "FINISHED" && isAnalysable(replay.game),
  };
}
