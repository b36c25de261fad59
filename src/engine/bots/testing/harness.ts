// Test and benchmark helpers: a bot's input built from a full state the way a server builds it (the
// seat's player view and legal moves only), and whole games played by bots.

import { Rng } from "../../core/rng";
import type { EngineGameName, MatchSetup } from "../../core/ruleset";
import { revealPickets, type JudgeState } from "../../judge/state";
import { chooseMove } from "../index";
import type { JudgeBotAction } from "../../judge/bot";
import type { BotInput, BotMove } from "../registry";
import type { BotBudget, BotLevel } from "../types";
import { rulesetOf } from "./positions";

/** What a server hands a bot for `seat` in `state` (Judge: the state with its pickets revealed). */
export function inputFor(
  game: EngineGameName,
  setup: MatchSetup,
  state: unknown,
  seat: number,
  level: BotLevel,
  rng: Rng,
  budget?: BotBudget,
): BotInput {
  const r = rulesetOf(game);
  const s = game === "judge" ? revealPickets(state as JudgeState) : state;
  return {
    game,
    setup,
    seat,
    view: r.playerView(s, seat),
    legalMoves: r.legalMoves(s, seat),
    level,
    rng,
    budget,
  } as BotInput;
}

/** The record move of a Judge picket round from both seats' bot actions. */
export function judgeRoundMove(state: JudgeState, actions: readonly (JudgeBotAction | null)[]): unknown {
  const round = state.suddenDeath ? 23 + state.suddenDeath.played + 1 : state.played + 1;
  return { round, actions: actions.flatMap((a) => (a ? [{ seat: a.seat, act: a.act, ms: a.ms }] : [])) };
}

export interface PlayedGame {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  state: any;
  moves: number;
  /** Milliseconds spent by each seat's bot, when a clock is given. */
  time: number[];
}

/** Plays a whole game with one bot level per seat (Judge: both seats' actions make each move). */
export function playBotGame(
  game: EngineGameName,
  setup: MatchSetup,
  levels: readonly BotLevel[],
  seed: string,
  budgetOf?: (seat: number) => BotBudget | undefined,
  now?: () => number,
): PlayedGame {
  const r = rulesetOf(game);
  const started = r.newGame(setup, seed);
  if (!started.ok) throw new Error(started.error.message);
  let s = started.value;
  const rngs = levels.map((_, i) => Rng.fromSeed(`${seed}/bot${i}`));
  const time = levels.map(() => 0);
  let moves = 0;
  while (r.phase(s) === "playing") {
    let move: BotMove | unknown;
    if (game === "judge") {
      const revealed = revealPickets(s as JudgeState);
      const actions = [0, 1].map(
        (seat) =>
          chooseMove(inputFor(game, setup, revealed, seat, levels[seat]!, rngs[seat]!)) as JudgeBotAction | null,
      );
      move = judgeRoundMove(revealed, actions);
      s = revealed;
    } else {
      const seat = r.toAct(s)[0]!;
      const t0 = now?.() ?? 0;
      move = chooseMove(inputFor(game, setup, s, seat, levels[seat]!, rngs[seat]!, budgetOf?.(seat)));
      if (now) time[seat]! += now() - t0;
    }
    const next = r.applyMove(s, move);
    if (!next.ok) throw new Error(`${game}: a bot move was refused (${JSON.stringify(move)}): ${next.error.message}`);
    s = next.state;
    moves++;
  }
  return { state: s, moves, time };
}

/** The move a bot level chooses for `seat` in a hand-built position (300 playouts for the strong level). */
export function scenarioMove(
  game: EngineGameName,
  setup: MatchSetup,
  state: unknown,
  seat: number,
  level: BotLevel = "heuristic",
  seed = "s",
): Record<string, unknown> {
  return chooseMove(
    inputFor(game, setup, state, seat, level, Rng.fromSeed(seed), { playouts: 300 }),
  ) as unknown as Record<string, unknown>;
}
