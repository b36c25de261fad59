// A replay as the page steps through it: positions (each round's deal, then the position after each move), the
// words for each move, the rounds with their scoring, and for any position and perspective the game view a board
// draws. Two sources, one shape:
//  - a record (an imported file) is folded in the browser with the engine (record-model.ts); every seat's view and
//    the all-hands-open view are computed from the folded states on demand;
//  - a finished game from the server comes folded, with the positions the page opens on (served-model.ts); the
//    browser folds its record with the game's own rules when another position is asked for;
//  - a game in play comes as the views the server made for the caller's seat (replay.get "seat"), nothing more.
import type { AnyRuleset, DealtRound, GameName, MatchSetup } from "~/engine/core/ruleset";
import type { RoundResultView, EngineView } from "~/server/views/game";
import type { SeatReplay, SeatReplayStep } from "~/server/views/replay";
import { applyViewPatch, type Json } from "~/server/replays/view-patch";
import { byGame, type BoardGameView, type BoardPlayer, type BoardRound } from "../../_components/game/types";
import { findGameClient } from "~/app/_games/clients";

/** Whose view the board shows: "all" (every hand open, after the game) or a seat's view as it was. */
export type Perspective = "all" | number;

/**
 * A position of the replay: the server's seat-replay step's round, move, mover (null for a deal, and for Judge's
 * picket rounds), words ("plays Curtain, takes Cherry chaff", seats by number) and stand-in mark.
 */
export interface ReplayStep extends Pick<SeatReplayStep, "round" | "move" | "seat" | "text" | "phrase" | "byStandIn"> {
  index: number;
  /** The record round that ended at this position (its scoring is shown here), else null. */
  roundEnded: number | null;
}

export interface ReplayFrame {
  board: BoardGameView;
  /** Every seat's hand when all hands are open (fishing games), else null. */
  openHands: { seat: number; cards: string[] }[] | null;
}

export interface ReplayModel {
  source: "record" | "seat";
  gameId: string;
  game: GameName;
  gameTitle: string;
  players: BoardPlayer[];
  teams: number[][] | null;
  steps: ReplayStep[];
  /** The step of each record round's deal. */
  roundStarts: number[];
  /** The rounds that have ended by the last position (scores, yaku, the scoring explanation). */
  rounds: BoardRound[];
  perspectives: Perspective[];
  defaultPerspective: Perspective;
  /** The last position is the end of the match. */
  finished: boolean;
  /** How many of `rounds` had ended at a position. */
  roundsDoneAt(step: number): number;
  frame(step: number, perspective: Perspective): ReplayFrame;
  /** The seat with a real choice (two or more legal moves) at a position, or null; always null for a seat replay (no states). */
  choiceAt(step: number): number | null;
  /** A served replay: the load of the rules a position the server did not draw waits for, else null (it is here). */
  missing?(step: number, perspective: Perspective): Promise<void> | null;
  /** A served replay: loads the game's rules and folds the record, once (what `missing` waits for). */
  load?(): Promise<void>;
  /** A served replay: settles once the rules are here, whoever asked for them (the fairness check waits for it). */
  loaded?: Promise<void>;
  /** Record models: what the fairness check needs (the setup, every round's deal and moves). */
  recordFacts: {
    ruleset: AnyRuleset;
    setup: MatchSetup;
    deals: readonly DealtRound[];
    movesByRound: unknown[][];
  } | null;
}

export interface PlayerInfo {
  displayName: string;
  team?: number | null;
  forfeited?: boolean;
  resigned?: boolean;
}

export function boardPlayers(names: readonly PlayerInfo[]): BoardPlayer[] {
  return names.map((p, seat) => ({
    seat,
    userId: null,
    displayName: p.displayName,
    team: p.team ?? null,
    standIn: false,
    timeouts: 0,
    forfeited: p.forfeited === true,
    resigned: p.resigned === true,
  }));
}

export interface FrameFacts {
  step: ReplayStep;
  view: EngineView;
  mySeat: number | null;
  toAct: number[];
  totals: number[];
  roundsDone: number;
  winner: number | null;
  /** The last position: the only one a seat's forfeit (known as of the game's end, or of now) is shown at. */
  final: boolean;
}

/** The view a board draws for one position: read-only (no legal moves, no clock), the rounds without their dialogs. */
export function boardView(
  model: Pick<ReplayModel, "gameId" | "gameTitle" | "players" | "teams" | "rounds">,
  f: FrameFacts,
): BoardGameView {
  const mover = f.step.move !== null ? f.step.seat : null;
  return {
    gameId: `replay:${model.gameId}`,
    gameTitle: model.gameTitle,
    seq: f.step.index,
    // A replay never ends the board's way (final dialogs, clocks): the engine's phase says when the match is over.
    status: "ACTIVE",
    endReason: null,
    mySeat: f.mySeat,
    // "Forfeited" on a seat at the deal read as if it had forfeited before playing: the flag is the game's end's.
    players: model.players.map((p) => ({
      ...p,
      standIn: f.step.byStandIn && p.seat === mover,
      forfeited: p.forfeited && f.final,
      resigned: p.resigned === true && f.final,
    })),
    teams: model.teams,
    legalMoves: [],
    toAct: f.toAct,
    deadlineAt: null,
    timeControl: null,
    // The replay page shows each round's scoring itself; the boards' result dialogs stay closed (no explanation).
    rounds: model.rounds.slice(0, f.roundsDone).map((r) => ({ ...r, explanation: null, explained: false })),
    totals: f.totals,
    winner: f.winner,
    lastMove:
      f.step.move !== null && f.step.text !== null
        ? {
            seat: f.step.seat ?? 0,
            text: f.step.text,
            ...(f.step.phrase ? { phrase: f.step.phrase } : {}),
            byStandIn: f.step.byStandIn,
          }
        : null,
    ...byGame(f.view),
  };
}

/** A game in play as the server sent it for the caller's seat (or a spectator): its own views, nothing else. */
export function modelFromSeatReplay(r: SeatReplay): ReplayModel {
  const views: Json[] = [];
  let cur: Json = null;
  for (const s of r.steps) views.push((cur = applyViewPatch(cur, s.view)));
  const steps: ReplayStep[] = r.steps.map((s, index) => {
    const before = index > 0 ? r.steps[index - 1]!.roundsDone : 0;
    return {
      index,
      round: s.round,
      move: s.move,
      seat: s.seat,
      text: s.text,
      ...(s.phrase ? { phrase: s.phrase } : {}),
      byStandIn: s.byStandIn,
      roundEnded: s.roundsDone > before ? s.roundsDone - 1 : null,
    };
  });
  const perspective: Perspective = r.seat ?? "all";
  const rounds: BoardRound[] = r.rounds.map((x: RoundResultView) => ({ ...x }));
  const frames = new Map<number, ReplayFrame>();
  const model: ReplayModel = {
    source: "seat",
    gameId: r.gameId,
    game: r.game,
    gameTitle: r.gameTitle,
    players: boardPlayers(r.players),
    teams: r.teams,
    steps,
    roundStarts: steps.filter((s) => s.move === null).map((s) => s.index),
    rounds,
    perspectives: [perspective],
    defaultPerspective: perspective,
    finished: false,
    roundsDoneAt: (step) => r.steps[step]?.roundsDone ?? 0,
    frame(step) {
      const hit = frames.get(step);
      if (hit) return hit;
      const s = r.steps[step]!;
      const frame: ReplayFrame = {
        board: boardView(model, {
          step: steps[step]!,
          view: views[step] as unknown as EngineView,
          mySeat: r.seat,
          toAct: s.toAct,
          totals: s.totals,
          roundsDone: s.roundsDone,
          winner: null,
          final: step === steps.length - 1,
        }),
        openHands: null,
      };
      frames.set(step, frame);
      return frame;
    },
    choiceAt: () => null,
    recordFacts: null,
  };
  return model;
}

/**
 * What the game calls a round: a "hand" in Sutda, a "round" elsewhere (the catalogs word it); "match" where the whole
 * match is one scoring unit (Judge's): no round to name or step to.
 */
export type RoundUnit = "hand" | "round" | "match";

export function roundUnit(game: string): RoundUnit {
  const result = findGameClient(game)?.result;
  if (result?.oneScoringUnit) return "match";
  return result?.unit === "hand" ? "hand" : "round";
}

/** Whether the position at `step` ends a round and shows its scoring (a redeal has none). */
export function scoringShownAt(model: Pick<ReplayModel, "steps" | "rounds">, step: number): boolean {
  const ended = model.steps[step]?.roundEnded;
  const round = ended === null || ended === undefined ? undefined : model.rounds[ended];
  return Boolean(round?.explanation && !round.cancelled);
}

/**
 * Each round's name ("Round 3") in `format`'s words: counted rounds only (a cancelled deal is a redeal of the same
 * round, `redeal` true).
 */
export function roundLabels(
  model: Pick<ReplayModel, "roundStarts" | "rounds" | "game">,
  format: (n: number, redeal: boolean) => string,
): string[] {
  let n = 0;
  return model.roundStarts.map((_, i) => {
    const prevCancelled = i > 0 && model.rounds[i - 1]?.cancelled === true;
    if (!prevCancelled) n += 1;
    return format(n, prevCancelled);
  });
}

/** The step a `?move=` value names, clamped to the replay. */
export function clampStep(model: Pick<ReplayModel, "steps">, raw: unknown, fallback: number): number {
  const n = typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : typeof raw === "number" ? raw : NaN;
  if (!Number.isInteger(n)) return fallback;
  return Math.max(0, Math.min(model.steps.length - 1, n));
}

/** The perspective a `?view=` value names ("all" or a seat number), if the replay offers it. */
export function parsePerspective(
  model: Pick<ReplayModel, "perspectives" | "defaultPerspective">,
  raw: unknown,
): Perspective {
  const want: Perspective | null =
    raw === "all" ? "all" : typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : null;
  return want !== null && model.perspectives.includes(want) ? want : model.defaultPerspective;
}
