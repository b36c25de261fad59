// Judge's moves (docs/record-format.md): one picket round carrying both seats' timed actions.

import { isPlainObject } from "../core/plain-object";
import { err, type EngineError } from "../core/result";
import type { SeatActions, TimedAction } from "./resolve";

/** A parsed picket-round move. */
export interface PicketMove {
  round: number;
  actions: SeatActions;
}

/** The record-format move: `{round: r, actions: [{seat, act, ms}]}` (absent seat = NONE). */
export interface JudgeMove {
  round: number;
  actions: { seat: number; act: "hit" | "defend"; ms: number }[];
}

/** Strict shape check of an untrusted move (no unknown keys, right types). Round order is checked by applyMove. */
export function parseMove(raw: unknown): { ok: true; move: PicketMove } | { ok: false; error: EngineError } {
  if (!isPlainObject(raw)) return err("bad-move", 'a Judge move must be an object {"round": r, "actions": [...]}');
  for (const key of Object.keys(raw))
    if (key !== "round" && key !== "actions")
      return err(
        "bad-move",
        key === "seat"
          ? "a Judge picket round has no seat: both seats' actions are in its actions list"
          : `a Judge move has no field "${key}"`,
      );
  const { round, actions } = raw;
  if (typeof round !== "number" || !Number.isInteger(round))
    return err("bad-move", "round must be a whole number (the picket round, from 1)");
  if (!Array.isArray(actions)) return err("bad-move", "actions must be a list (empty when nobody acted)");
  if (actions.length > 2) return err("bad-move", "actions holds at most one action per seat (2 in all)");
  const bySeat: [TimedAction | null, TimedAction | null] = [null, null];
  for (let i = 0; i < actions.length; i++) {
    const a: unknown = actions[i];
    if (!isPlainObject(a)) return err("bad-move", `action ${i} must be an object {"seat", "act", "ms"}`);
    for (const key of Object.keys(a))
      if (key !== "seat" && key !== "act" && key !== "ms") return err("bad-move", `action ${i} has no field "${key}"`);
    const { seat, act, ms } = a;
    if (seat !== 0 && seat !== 1) return err("bad-seat", `action ${i}: seat must be 0 or 1`);
    if (act !== "hit" && act !== "defend") return err("bad-act", `action ${i}: act must be "hit" or "defend"`);
    if (typeof ms !== "number" || !Number.isFinite(ms) || ms < 0)
      return err("bad-time", `action ${i}: ms must be a finite number of milliseconds after the reveal, 0 or more`);
    if (bySeat[seat])
      return err("duplicate-seat", `seat ${seat} acts twice in one round (each seat has one irrevocable action)`);
    bySeat[seat] = { act, ms };
  }
  return { ok: true, move: { round, actions: bySeat } };
}

/** The record-format JSON of a parsed move (actions by seat order). */
export function moveToJson(move: PicketMove): JudgeMove {
  const actions: JudgeMove["actions"] = [];
  for (const seat of [0, 1] as const) {
    const a = move.actions[seat];
    if (a) actions.push({ seat, act: a.act, ms: a.ms });
  }
  return { round: move.round, actions };
}
