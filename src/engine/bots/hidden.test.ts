// The proof that a bot cannot read hidden cards. For thousands of seeded positions per game, a second
// full state is built that gives the bot's seat the very same player view but deals every card the
// seat cannot see anew (another deal of the other hands, the pile, a Sutda seat's own unseen second
// card, a Judge pile's order). Every level, with the same Rng seed and budget, must choose the same
// move in both. The API takes no state at all (checked by the compiler below), so the view and the
// seat's legal moves are all a bot has.
import { describe, expect, it } from "vitest";
import { Rng } from "../core/rng";
import { GAME_NAMES, type GameName, type MatchSetup } from "../core/ruleset";
import type { Result } from "../core/result";
import { determinizeJudge } from "../judge/determinize";
import { koikoiDeterminizer } from "../koikoi/determinize";
import { revealPickets, type JudgeState } from "../judge/state";
import { determinizeMushi } from "../mushi/determinize";
import { determinizeSakura } from "../sakura/determinize";
import { determinizeSfj } from "../sfj/determinize";
import { determinizeSutda } from "../sutda/determinize";
import { analyseMoves, chooseMove, isAnalysable, type AnalysisInput } from "./index";
import { randomPositions, rulesetOf } from "./testing/positions";
import type { SakuraBotInput } from "../sakura/bot";
import type { BotInput } from "./registry";
import type { BotBudget, BotLevel } from "./types";

const COUNT = Number(process.env.BOT_HIDDEN_POSITIONS ?? 2000);
const STRONG_COUNT = Number(process.env.BOT_HIDDEN_STRONG_POSITIONS ?? 200);
const STRONG_BUDGET: BotBudget = { playouts: 16 };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const DETERMINIZE: Record<GameName, (setup: MatchSetup, view: any, rng: Rng) => Result<unknown>> = {
  sakura: determinizeSakura,
  sfj: determinizeSfj,
  mushi: determinizeMushi,
  sutda: determinizeSutda,
  judge: determinizeJudge,
  koikoi: (setup, view, rng) => {
    const sampler = koikoiDeterminizer(setup, view);
    return sampler.ok ? { ok: true, value: sampler.value(rng) } : sampler;
  },
};

function decide(
  game: GameName,
  setup: MatchSetup,
  state: unknown,
  seat: number,
  level: BotLevel,
  seed: string,
): string {
  const r = rulesetOf(game);
  const input = {
    game,
    setup,
    seat,
    view: r.playerView(state, seat),
    legalMoves: r.legalMoves(state, seat),
    level,
    rng: Rng.fromSeed(seed),
    budget: STRONG_BUDGET,
  } as BotInput;
  return JSON.stringify(chooseMove(input));
}

/** The replay's analysis (every legal move's search figures) for `seat`, or null when it has fewer than two moves. */
function analyse(game: GameName, setup: MatchSetup, state: unknown, seat: number, seed: string): string | null {
  const r = rulesetOf(game);
  const legalMoves = r.legalMoves(state, seat);
  if (legalMoves.length < 2) return null;
  const input = {
    game,
    setup,
    seat,
    view: r.playerView(state, seat),
    legalMoves,
    rng: Rng.fromSeed(seed),
    budget: { playouts: STRONG_BUDGET.playouts! * 2 },
  } as AnalysisInput;
  return JSON.stringify(analyseMoves(input));
}

function proof(
  game: GameName,
  levels: readonly BotLevel[],
  count: number,
  seed: string,
  withAnalysis = false,
): { positions: number; rebuiltDiffers: number; analysed: number } {
  const r = rulesetOf(game);
  const rng = Rng.fromSeed(`hidden/${game}/${seed}`);
  let rebuiltDiffers = 0;
  let analysed = 0;
  const positions = randomPositions(game, count, seed);
  positions.forEach((p, i) => {
    const a = game === "judge" ? revealPickets(p.state as JudgeState) : p.state;
    const view = r.playerView(a, p.seat);
    const det = DETERMINIZE[game](p.setup, view, rng);
    if (!det.ok) throw new Error(`${game}: ${det.error.message}`);
    const b = det.value;
    // The same view for the bot's seat, from a state whose hidden cards were dealt again.
    expect(r.playerView(b, p.seat)).toEqual(view);
    if (JSON.stringify(a) !== JSON.stringify(b)) rebuiltDiffers++;
    for (const level of levels)
      expect(decide(game, p.setup, b, p.seat, level, `${seed}/${i}`)).toBe(
        decide(game, p.setup, a, p.seat, level, `${seed}/${i}`),
      );
    if (withAnalysis) {
      const fromA = analyse(game, p.setup, a, p.seat, `${seed}/${i}`);
      expect(analyse(game, p.setup, b, p.seat, `${seed}/${i}`)).toBe(fromA);
      if (fromA !== null) analysed++;
    }
  });
  return { positions: positions.length, rebuiltDiffers, analysed };
}

describe.each(GAME_NAMES.map((g) => [g]))("a %s bot cannot read hidden cards", (game) => {
  it(`random and heuristic levels choose alike in ${COUNT} positions and their re-dealt twins`, () => {
    const res = proof(game, ["random", "heuristic"], COUNT, "hidden-rh");
    // Nearly every twin really differs in its hidden cards (a position late in a Judge match or a Sutda
    // deal with nothing left to hide can coincide).
    expect(res.rebuiltDiffers).toBeGreaterThan(res.positions * 0.8);
  });
  it(`the strong level (${STRONG_BUDGET.playouts} playouts) chooses alike in ${STRONG_COUNT} positions and their twins`, () => {
    const res = proof(game, ["strong"], STRONG_COUNT, "hidden-s");
    expect(res.rebuiltDiffers).toBeGreaterThan(res.positions * 0.8);
  });
  it.skipIf(!isAnalysable(game))(
    `the replay's analysis (${STRONG_BUDGET.playouts! * 2} playouts) gives the same figures in ${STRONG_COUNT} positions and their twins`,
    () => {
      const res = proof(game, [], STRONG_COUNT, "hidden-a", true);
      expect(res.rebuiltDiffers).toBeGreaterThan(res.positions * 0.8);
      // Most positions have a real choice to analyse (the rest have one legal move).
      expect(res.analysed).toBeGreaterThan(res.positions * 0.3);
    },
  );
});

// Compile-time part of the proof: the bot API has no way to take a state.
export function apiTakesNoState(input: SakuraBotInput, state: unknown): void {
  // @ts-expect-error chooseMove accepts a view and legal moves, never a state
  chooseMove({ ...input, state });
  // @ts-expect-error nor a state in place of the view
  chooseMove({ ...input, view: state });
}
