// A game in play as one seat has seen it: the game's record is written from the stored moves (it stays on the
// server), folded round by round with the engine, and at each position only `playerView(state, seat)` — the same
// view the live game sent that seat — goes out, with the public facts of the position (who moved and how, who is
// to act, the totals, the rounds that have ended). Spectators (seat null) get the public view.
//
// A game in play keeps growing, so a fold can be extended: given the fold of an earlier record of the same game (a
// prefix: moves are append-only), only the positions after it are made.
import type { Phrase } from "~/engine/core/phrase";
import type { AnyRuleset, MatchSetup } from "~/engine/core/ruleset";
import { parseRecord, startState, type GameRecord } from "~/engine/record";
import { roundViews, type RoundResultView } from "../views/game";
import type { SeatReplayStep } from "../views/replay";
import { roundResultsOf } from "../games/game-view";
import { diffView, type Json, type ViewPatch } from "./view-patch";

export interface SeatSteps {
  steps: SeatReplayStep[];
  rounds: RoundResultView[];
}

/** A fold in progress: enough to carry on with the moves stored since. */
export interface SeatFold extends SeatSteps {
  seat: number | null;
  /** The engine state (record mode) at the last position. */
  state: unknown;
  lastView: Json;
  /** Record rounds dealt, and moves folded in the last of them. */
  roundsDealt: number;
  movesInLastRound: number;
  /** Moves folded in all (the index of the next one in `standIn`). */
  flat: number;
}

const json = (x: unknown): Json => JSON.parse(JSON.stringify(x)) as Json;

/**
 * The positions of `record` seen by `seat`. `standIn[i]` tells whether the i-th move (all rounds' moves one after
 * another) was the stand-in's. `from`: the fold of an earlier record of this game for the same seat, to extend.
 * `startFacts`: what the live game settled before its first deal and shows in every view (`Ruleset.startFacts`:
 * Mushi's lots for the first elder), which the record does not carry.
 */
export function seatSteps(
  ruleset: AnyRuleset,
  setup: MatchSetup,
  record: GameRecord,
  seat: number | null,
  standIn: readonly boolean[],
  from?: SeatFold | null,
  startFacts: unknown = null,
): SeatFold {
  const parsed = parseRecord(record);
  if (!parsed.ok) throw new Error(`replay: the game's own record does not parse (${parsed.error.message})`);
  if (parsed.value.setup.players !== setup.players)
    throw new Error("replay: the record's players differ from the game's");
  // an earlier fold of the same seat is a prefix of this record (moves are append-only); anything else starts over
  const base =
    from &&
    from.seat === seat &&
    from.roundsDealt > 0 &&
    from.roundsDealt <= record.rounds.length &&
    from.movesInLastRound <= record.rounds[from.roundsDealt - 1]!.moves.length
      ? from
      : null;
  const steps: SeatReplayStep[] = base ? [...base.steps] : [];
  let state: unknown;
  if (base) state = base.state;
  else {
    const start = startState(ruleset, parsed.value.setup, startFacts);
    if (!start.ok) throw new Error(`replay: the game's start facts do not apply (${start.error.message})`);
    state = start.value;
  }
  let lastView: Json | null = base ? base.lastView : null;
  let flat = base ? base.flat : 0;
  const at = (
    round: number,
    move: number | null,
    mover: number | null,
    text: string | null,
    byStandIn: boolean,
    phrase?: Phrase | null,
  ) => {
    const view = json(ruleset.playerView(state, seat));
    const patch: ViewPatch | null = lastView === null ? { v: view } : diffView(lastView, view);
    lastView = view;
    steps.push({
      round,
      move,
      seat: mover,
      text,
      ...(phrase ? { phrase } : {}),
      byStandIn,
      toAct: ruleset.phase(state) === "playing" ? [...ruleset.toAct(state)] : [],
      totals: [...ruleset.totals(state)],
      roundsDone: ruleset.roundSummaries(state).length,
      view: patch,
    });
  };
  const fault = (what: string) => new Error(`replay: the game's own record does not fold (${what})`);
  const firstRound = base ? base.roundsDealt - 1 : 0;
  for (let i = Math.max(firstRound, 0); i < record.rounds.length; i++) {
    const round = record.rounds[i]!;
    let firstMove = 0;
    if (base && i === base.roundsDealt - 1) firstMove = base.movesInLastRound;
    else {
      if (ruleset.phase(state) !== "awaiting-deal") throw fault(`round ${i} follows an unfinished round`);
      const deal =
        round.seed !== undefined ? ruleset.dealFromSeed(state, round.dealer ?? null, round.seed) : round.deal;
      const started = ruleset.startRound(state, round.dealer ?? null, deal);
      if (!started.ok) throw fault(`round ${i}: ${started.error.message}`);
      state = started.state;
      at(i, null, null, null, false);
    }
    for (let j = firstMove; j < round.moves.length; j++) {
      const m = round.moves[j] as { seat?: number };
      const next = ruleset.applyMove(state, m);
      if (!next.ok) throw fault(`round ${i}, move ${j}: ${next.error.message}`);
      const text = ruleset.describeMove(state, m);
      const phrase = ruleset.phraseMove?.(state, m);
      state = next.state;
      at(i, j, typeof m.seat === "number" ? m.seat : null, text, standIn[flat] === true, phrase);
      flat += 1;
    }
  }
  const lastRound = record.rounds.length - 1;
  return {
    seat,
    steps,
    rounds: roundViews(roundResultsOf({ ruleset, state }), false),
    state,
    lastView: lastView ?? null,
    roundsDealt: record.rounds.length,
    movesInLastRound: lastRound >= 0 ? record.rounds[lastRound]!.moves.length : 0,
    flat,
  };
}
