// A record folded into a replay with the rules of every game the site offers, every game's entry registered: what
// a page that may show any game's record (the import page) and the server's first render of a replay use.
import type { RecordError } from "~/engine/record/types";
import { getRuleset } from "~/engine/registry";
import { GAME_CLIENTS } from "~/app/_games/registry";
import { modelFromRecordWith, type RecordModelOptions } from "./record-model";
import type { ReplayModel } from "./replay-model";

export type { RecordModelOptions };

/** A game with an entry (importing the registry registered them all) and its rules. */
const offered = (game: string) => (Object.hasOwn(GAME_CLIENTS, game) ? getRuleset(game) : undefined);

/**
 * Folds a record (docs/record-format.md) into a replay. An invalid record is refused with the engine's error: the round
 * and move at fault, or the field.
 */
export function modelFromRecord(
  doc: unknown,
  opts: RecordModelOptions,
): { ok: true; model: ReplayModel } | { ok: false; error: RecordError } {
  return modelFromRecordWith(doc, opts, offered);
}
