// The replay's analysis panel (replay.analyse): "what would the bot play?" at one position of a finished game. The
// stored moves are folded with the engine as the replay does; the strong bot's search (analyseMoves) gets exactly the
// seat's playerView and legal moves at that position, so it knows what the player knew and nothing more. It runs in
// the bots' thinking thread with a fixed playout budget and a seed made of the game, the position and the seat, so
// asking again gives the same figures. Results are kept in a small in-memory cache; each computation counts against
// the caller's rate limit, and only a few may wait for the thread at once.
import { isAnalysable, type AnalysisInput } from "~/engine/bots";
import { Rng } from "~/engine/core/rng";
import { parseRecord, recordPositions } from "~/engine/record";
import { DomainError } from "../errors";
import type { AnalysedMove, ReplayAnalysisView } from "../views/replay";
import type { Db } from "../db/client";
import { analyseOffThread, ThinkingTimeout } from "../bots/thinking-thread";
import { listMoves } from "../repositories/games";
import { analyseLimit, enforceRateLimit } from "../security/rate-limit";
import { loadReplayableGame, recordOfGame, startFactsOf } from "./replay-service";
import { services } from "../services";

/** Playouts per analysis: at 800 this 2-core machine (load 3.8) took a median 55–130 ms, at most 430 ms per position, so 1,000 stays well under a second (DECISIONS.md). */
export const ANALYSIS_PLAYOUTS = 1000;
/** Analyses computing or waiting for the thread at once; more are told to come back in a moment. */
const MAX_RUNNING = 4;
const MAX_CACHED = 200;

export interface AnalyseInput {
  gameId: string;
  position: number;
  seat: number;
}

declare module "../services" {
  interface Services {
    analyses?: Map<string, Promise<ReplayAnalysisView>>;
  }
}
const cache = (services().analyses ??= new Map<string, Promise<ReplayAnalysisView>>());
let running = 0;

/** Empties the cache (tests). */
export function clearAnalysisCache(): void {
  cache.clear();
}

/** JSON with sorted keys: a stored move and the engine's legal move compare equal whatever their key order. */
function canonical(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/** The analysis of `input` for `userId` (signed in: the rate limit is per user). */
export async function analyseReplayPosition(db: Db, userId: string, input: AnalyseInput): Promise<ReplayAnalysisView> {
  const { game } = await loadReplayableGame(db, userId, input.gameId);
  if (game.status === "ACTIVE") throw new DomainError("PRECONDITION_FAILED", "analysisAfterGame");
  if (game.status !== "FINISHED") throw new DomainError("PRECONDITION_FAILED", "onlyFinishedGamesAnalysed");
  const ruleset = game.ruleset;
  if (!isAnalysable(ruleset.game))
    throw new DomainError("BAD_REQUEST", "reflexGameNoAnalysis", { params: { game: ruleset.game } });
  const seats = game.matchSetup.players;
  if (input.seat >= seats)
    throw new DomainError("BAD_REQUEST", "noSuchSeat", {
      params: { last: seats - 1, seat: input.seat },
      field: "seat",
    });

  const key = `${game.id}:${input.position}:${input.seat}:${ANALYSIS_PLAYOUTS}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key); // re-inserted: Map order is the LRU order
    cache.set(key, hit);
    return hit;
  }

  // The positions as the replay numbers them: each round's deal, then the position after each move.
  const moves = (await listMoves(db, game.id)).filter((m) => m.seq <= game.seq);
  const parsed = parseRecord(JSON.parse(JSON.stringify(recordOfGame(game, moves))));
  if (!parsed.ok) throw new Error(`replay.analyse: the game's record does not parse: ${parsed.error.message}`);
  const folded = recordPositions(parsed.value, startFactsOf(game));
  if (!folded.ok) throw new Error(`replay.analyse: the game's record does not fold: ${folded.error.message}`);
  const { states, next: nextMove } = folded.value;
  if (input.position >= states.length)
    throw new DomainError("BAD_REQUEST", "noSuchPosition", {
      field: "position",
      params: { last: states.length - 1, position: input.position },
    });

  const state = states[input.position]!;
  const name = game.seats.find((s) => s.seat === input.seat)?.displayName ?? `Seat ${input.seat + 1}`;
  const toAct = ruleset.phase(state) === "playing" ? ruleset.toAct(state) : [];
  if (!toAct.includes(input.seat))
    throw new DomainError("BAD_REQUEST", "nothingToChoose", { field: "seat", params: { name } });
  const legalMoves = ruleset.legalMoves(state, input.seat) as unknown[];
  if (legalMoves.length < 2) throw new DomainError("BAD_REQUEST", "onlyOneMove", { field: "seat", params: { name } });

  if (running >= MAX_RUNNING) throw new DomainError("TOO_MANY_REQUESTS", "analysisBusy", { retryAfterSeconds: 2 });
  await enforceRateLimit(db, analyseLimit(), userId);

  const next = nextMove[input.position];
  const playedKey = next === null || next === undefined ? null : canonical(next);
  const played = playedKey === null ? -1 : legalMoves.findIndex((m) => canonical(m) === playedKey);
  const analysisInput = {
    game: ruleset.game,
    setup: game.matchSetup,
    seat: input.seat,
    view: ruleset.playerView(state, input.seat),
    legalMoves,
    rng: Rng.fromSeed(`analysis/${game.id}/${input.position}/${input.seat}`),
    budget: { playouts: ANALYSIS_PLAYOUTS },
  } as AnalysisInput;
  const texts = legalMoves.map((m) => ruleset.describeMove(state, m));
  const phrases = legalMoves.map((m) => ruleset.phraseMove?.(state, m) ?? null);

  running++;
  const result = analyseOffThread(analysisInput)
    .then((a): ReplayAnalysisView => {
      const order = a.candidates
        .map((_, i) => i)
        .sort((x, y) => (a.candidates[y]!.mean ?? -Infinity) - (a.candidates[x]!.mean ?? -Infinity) || x - y);
      const moves: AnalysedMove[] = order.map((i, r) => ({
        index: i,
        text: texts[i]!,
        ...(phrases[i] ? { phrase: phrases[i] } : {}),
        mean: a.candidates[i]!.mean,
        count: a.candidates[i]!.count,
        rank: r + 1,
      }));
      return {
        gameId: game.id,
        position: input.position,
        seat: input.seat,
        unit: ruleset.traits.scoreUnit === "chip" ? "chips" : "points",
        moves,
        botChoice: a.searchChoice,
        heuristicChoice: a.heuristicChoice,
        played: played < 0 ? null : played,
        playouts: a.playouts,
      };
    })
    .catch((e: unknown) => {
      // A thread too busy to answer in time is a moment's overload: the reader is told to ask again.
      if (e instanceof ThinkingTimeout)
        throw new DomainError("TOO_MANY_REQUESTS", "analysisBusy", { retryAfterSeconds: 2 });
      throw e;
    })
    .finally(() => {
      running--;
    });
  cache.set(key, result);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  // A failed computation is not kept: the next question tries again.
  result.catch(() => cache.delete(key));
  return result;
}
