// A record folded into a replay (a finished game from the server, or an imported file) with the rules the caller
// gives (a page of one game's replay: that game's only): a position for each round's deal and after each move, the
// words for each move, the rounds with their scoring; every seat's view and the all-hands-open view are computed
// from the folded states on demand. The lookups answer for the game entries registered on the page.
import type { Phrase } from "~/engine/core/phrase";
import { roundResults } from "~/engine/core/round-results";
import { roundViews, type EngineView } from "~/server/views/game";
import type { AnyRuleset } from "~/engine/core/ruleset";
import { foldRecord, parseRecordWith, type FoldVisitor } from "~/engine/record/fold";
import type { RecordError } from "~/engine/record/types";
import type { BoardGameView, BoardRound } from "../../_components/game/types";
import { findGameClient } from "~/app/_games/clients";
import {
  boardPlayers,
  boardView,
  type PlayerInfo,
  type ReplayFrame,
  type ReplayModel,
  type ReplayStep,
} from "./replay-model";

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

function teamOf(teams: readonly (readonly number[])[] | null | undefined, seat: number): number | null {
  if (!teams) return null;
  const t = teams.findIndex((x) => x.includes(seat));
  return t < 0 ? null : t;
}

/** A hand in a fishing game's view (the viewer's own, read through the game's adapter), or null. */
function handOf(view: EngineView): string[] | null {
  return findGameClient(view.game)?.fishing?.model(view as BoardGameView["view"]).hand ?? null;
}

export interface RecordModelOptions {
  gameId: string;
  /** Names and teams from the server; an imported record's own player names otherwise. */
  players?: PlayerInfo[];
  /** Indices (all rounds' moves in a row) of the stand-in's moves. */
  standInMoves?: readonly number[];
  /** What the game settled before its first deal, which the record lacks (replay.get's startFacts: Mushi's lots). */
  startFacts?: unknown;
}

/**
 * Folds a record (docs/record-format.md) into a replay. An invalid record is refused with the engine's error: the round
 * and move at fault, or the field.
 */
export function modelFromRecordWith(
  doc: unknown,
  opts: RecordModelOptions,
  rules: (game: string) => AnyRuleset | undefined,
): { ok: true; model: ReplayModel } | { ok: false; error: RecordError } {
  const parsed = parseRecordWith(doc, rules);
  if (!parsed.ok) return parsed;
  const { ruleset, setup, record } = parsed.value;
  const states: unknown[] = [];
  const steps: ReplayStep[] = [];
  const roundsDone: number[] = [];
  const roundStarts: number[] = [];
  const standIn = new Set(opts.standInMoves ?? []);
  let flat = 0;
  const push = (state: unknown, s: Omit<ReplayStep, "index" | "roundEnded">) => {
    const done = ruleset.roundSummaries(state).length;
    const before = roundsDone.length ? roundsDone[roundsDone.length - 1]! : 0;
    steps.push({ ...s, index: steps.length, roundEnded: done > before ? done - 1 : null });
    roundsDone.push(done);
    states.push(state);
  };
  const visitor: FoldVisitor<unknown> = {
    onRoundStart: (round, state) => {
      roundStarts.push(steps.length);
      push(state, { round, move: null, seat: null, text: null, byStandIn: false });
    },
    onMove: (round, move, before, after) => {
      const m = record.rounds[round]!.moves[move] as { seat?: unknown };
      push(after, {
        round,
        move,
        seat: typeof m.seat === "number" ? m.seat : null,
        text: ruleset.describeMove(before, m),
        ...phraseOf(ruleset.phraseMove?.(before, m)),
        byStandIn: standIn.has(flat),
      });
      flat += 1;
    },
  };
  const folded = foldRecord(parsed.value, visitor, opts.startFacts ?? null);
  if (!folded.ok) return folded;
  const last = folded.value;
  const rounds: BoardRound[] = roundViews(roundResults(ruleset, last), false);
  const names: PlayerInfo[] =
    opts.players ?? record.players.map((displayName, seat) => ({ displayName, team: teamOf(setup.teams, seat) }));
  const seats = Array.from({ length: setup.players }, (_, s) => s);
  const frames = new Map<string, ReplayFrame>();
  const model: ReplayModel = {
    source: "record",
    gameId: opts.gameId,
    game: ruleset.game,
    gameTitle: ruleset.title,
    players: boardPlayers(names),
    teams: setup.teams ? setup.teams.map((t) => [...t]) : null,
    steps,
    roundStarts,
    rounds,
    perspectives: ["all", ...seats],
    defaultPerspective: "all",
    finished: ruleset.phase(last) === "game-over",
    roundsDoneAt: (step) => roundsDone[step] ?? 0,
    frame(step, perspective) {
      const key = `${step}:${perspective}`;
      const hit = frames.get(key);
      if (hit) return hit;
      const state = states[step]!;
      const seat = perspective === "all" ? null : perspective;
      let view = json(ruleset.playerView(state, seat)) as EngineView;
      let openHands: ReplayFrame["openHands"] = null;
      if (perspective === "all") {
        const client = findGameClient(view.game);
        if (client?.openView) view = client.openView(view as BoardGameView["view"], ruleset.dealtRounds(state));
        else if (client?.fishing)
          openHands = seats.map((s) => ({ seat: s, cards: handOf(ruleset.playerView(state, s) as EngineView) ?? [] }));
      }
      const over = ruleset.phase(state) === "game-over";
      const frame: ReplayFrame = {
        board: boardView(model, {
          step: steps[step]!,
          view,
          mySeat: seat,
          toAct: ruleset.phase(state) === "playing" ? [...ruleset.toAct(state)] : [],
          totals: [...ruleset.totals(state)],
          roundsDone: roundsDone[step] ?? 0,
          winner: over ? ruleset.winner(state) : null,
          final: step === steps.length - 1,
        }),
        openHands,
      };
      frames.set(key, frame);
      return frame;
    },
    choiceAt(step) {
      const state = states[step];
      if (state === undefined || ruleset.phase(state) !== "playing") return null;
      return ruleset.toAct(state).find((seat) => ruleset.legalMoves(state, seat).length >= 2) ?? null;
    },
    recordFacts: { ruleset, setup, deals: ruleset.dealtRounds(last), movesByRound: record.rounds.map((r) => r.moves) },
  };
  return { ok: true, model };
}

/** A step's phrase field, absent where the game gives none. */
function phraseOf(phrase: Phrase | null | undefined): { phrase?: Phrase } {
  return phrase ? { phrase } : {};
}
