// A game in play as one seat has seen it: the game's record is written from the stored moves (it stays on the
// server), folded round by round with the engine, and at each position only `playerView(state, seat)` — the same
// view the live game sent that seat — goes out, with the public facts of the position (who moved and how, who is
// to act, the totals, the rounds that have ended). Spectators (seat null) get the public view.
import type { AnyRuleset, MatchSetup } from "~/engine/core/ruleset";
import { foldRecord, parseRecord, type GameRecord } from "~/engine/record";
import type { RoundResultView } from "../api/views/game";
import type { SeatReplayStep } from "../api/views/replay";
import { roundResultsOf } from "../games/game-view";
import { encodeViews, type Json } from "./view-patch";

export interface SeatSteps {
  steps: SeatReplayStep[];
  rounds: RoundResultView[];
}

const json = (x: unknown): Json => JSON.parse(JSON.stringify(x)) as Json;

/**
 * The positions of `record` seen by `seat`. `standIn[i]` tells whether the i-th move (all rounds' moves one after
 * another) was the stand-in's.
 */
export function seatSteps(ruleset: AnyRuleset, setup: MatchSetup, record: GameRecord, seat: number | null, standIn: readonly boolean[]): SeatSteps {
  const parsed = parseRecord(record);
  if (!parsed.ok) throw new Error(`replay: the game's own record does not parse (${parsed.error.message})`);
  if (parsed.value.setup.players !== setup.players) throw new Error("replay: the record's players differ from the game's");
  const facts: Omit<SeatReplayStep, "view">[] = [];
  const views: Json[] = [];
  let flat = 0;
  const at = (state: unknown, round: number, move: number | null, mover: number | null, text: string | null, byStandIn: boolean) => {
    facts.push({
      round,
      move,
      seat: mover,
      text,
      byStandIn,
      toAct: ruleset.phase(state) === "playing" ? [...ruleset.toAct(state)] : [],
      totals: [...ruleset.totals(state)],
      roundsDone: ruleset.roundSummaries(state).length,
    });
    views.push(json(ruleset.playerView(state, seat)));
  };
  const folded = foldRecord(parsed.value, {
    onRoundStart: (round, state) => at(state, round, null, null, null, false),
    onMove: (round, move, before, after) => {
      const m = record.rounds[round]!.moves[move] as { seat?: number };
      at(after, round, move, typeof m.seat === "number" ? m.seat : null, ruleset.describeMove(before, m), standIn[flat] === true);
      flat += 1;
    },
  });
  if (!folded.ok) throw new Error(`replay: the game's own record does not fold (${folded.error.message})`);
  const patches = encodeViews(views);
  return {
    steps: facts.map((f, i) => ({ ...f, view: patches[i]! })),
    rounds: roundResultsOf({ ruleset, state: folded.value }),
  };
}
