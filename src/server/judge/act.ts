// judge.act: a player's one irrevocable action in the picket round in play (docs/rules/judge.md, "A picket round"),
// stamped with the time the request reached the server. The effective time is t_recv − min(OWD_est, OWD_cap), hardened
// by the client's own reaction time when it fits; an action the reveal cannot have reached yet is a false start.
// It is stored under the match row's lock, so it is either in before the owner closes the round or refused; a second
// action by the same seat in a round is refused (unique per seat and countdown).
import {
  acceptsAction,
  currentPickets,
  effectiveTime,
  hardenedReactionTime,
  isFalseStart,
  liveRoundStatus,
  nextRoundNumber,
  recordMs,
  type Act,
  type JudgeState,
} from "~/engine/judge";
import { DomainError, because } from "../errors";
import { loadGame } from "../games/game-state";
import type { PlayContext } from "../games/play-context";
import { takeJudgeAction, type NewJudgeAction } from "../repositories/judge-matches";
import { judgeChannel, judgeEventPayload } from "./channel";
import { creditedDelay, graceOf, presenceBySeat } from "./presence";
import { seatActionsOf } from "./round-move";
import { falseStartAllowance, type JudgeTimings } from "./timings";

export interface JudgeActInput {
  gameId: string;
  userId: string;
  round: number;
  act: Act;
  /** The client's reveal-to-click time on its monotonic clock, if it measured one. */
  clientReactionMs?: number | null;
}

export type JudgeActResult =
  | { status: "accepted"; round: number; act: Act; effectiveMs: number; receivedMs: number }
  | { status: "false-start"; round: number; act: Act; receivedMs: number; ignored: boolean; message: string };

class StaleState extends Error {}

/** Takes the action received at `receivedAt` (server clock, ms since the epoch). */
export async function takeJudgeAct(
  ctx: PlayContext,
  timings: JudgeTimings,
  input: JudgeActInput,
  receivedAt: number,
): Promise<JudgeActResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await attemptAct(ctx, timings, input, receivedAt);
    } catch (e) {
      // The round moved on between reading the game and locking the match: read it again (once is enough).
      if (e instanceof StaleState && attempt < 2) continue;
      if (e instanceof StaleState) throw new DomainError("CONFLICT", "roundDecided");
      throw e;
    }
  }
}

async function attemptAct(
  ctx: PlayContext,
  timings: JudgeTimings,
  input: JudgeActInput,
  receivedAt: number,
): Promise<JudgeActResult> {
  const game = await loadGame(ctx.db, input.gameId);
  if (!game) throw new DomainError("NOT_FOUND", "noSuchGame");
  if (game.game !== "judge") throw new DomainError("BAD_REQUEST", "onlyJudgePlayedHits");
  const mine = game.seats.find((s) => s.userId === input.userId);
  if (!mine) throw new DomainError("FORBIDDEN", "notSeatGame");
  if (game.status !== "ACTIVE") throw new DomainError("PRECONDITION_FAILED", "gameOver");
  if (mine.forfeited) throw new DomainError("FORBIDDEN", "seatForfeited");
  const seat = mine.seat as 0 | 1;
  const state = game.state as JudgeState;
  const opts = state.opts;
  const pickets = currentPickets(state);
  const expected = nextRoundNumber(state);

  let countdown = 0;
  const result = await takeJudgeAction<JudgeActResult>(ctx.db, input.gameId, ({ match, actions, presence }) => {
    if (!match || match.round === null || match.revealAt === null) throw new DomainError("BAD_REQUEST", "notInPlay");
    if (match.round !== input.round)
      throw new DomainError("BAD_REQUEST", "roundNotInPlay", {
        params: { round: input.round, current: match.round },
        field: "round",
      });
    if (match.closing) throw new DomainError("CONFLICT", "roundDecided");
    if (match.round !== expected || !pickets) throw new StaleState();
    if (actions.some((a) => a.seat === seat)) throw new DomainError("CONFLICT", "alreadyActed");
    countdown = match.countdown;
    const p = presenceBySeat(presence);
    const me = p[seat];
    const owd = me?.owdMs ?? 0;
    const credited = creditedDelay(me, timings.owdCapMs);
    const receivedMs = receivedAt - match.revealAt.getTime();
    const base = {
      seat,
      act: input.act,
      receivedAt: new Date(receivedAt),
      receivedMs,
      creditedMs: credited,
      clientReactionMs: input.clientReactionMs ?? null,
    };

    if (
      receivedMs < 0 ||
      isFalseStart(receivedMs, owd, timings.owdCapMs, falseStartAllowance(timings, me?.jitterMs ?? null))
    ) {
      const ignored = opts.falseStart === "ignored";
      const message = ignored
        ? "False start: the pickets were not revealed yet. It does not count; you may still act."
        : "False start: the pickets were not revealed yet. Your opponent wins the round.";
      const out: JudgeActResult = {
        status: "false-start",
        round: match.round,
        act: input.act,
        receivedMs,
        ignored,
        message,
      };
      // An ignored false start is not stored: the player keeps their one action.
      return { action: ignored ? null : { ...base, effectiveMs: 0, falseStart: true }, result: out };
    }
    if (actions.some((a) => a.falseStart)) throw new DomainError("CONFLICT", "roundDecided");

    let eff = effectiveTime(receivedMs, owd, timings.owdCapMs);
    if (input.clientReactionMs !== undefined && input.clientReactionMs !== null)
      eff = hardenedReactionTime(eff, input.clientReactionMs, me?.jitterMs ?? 0);
    const effectiveMs = recordMs(eff);
    const so = seatActionsOf(actions);
    // Closed already (the outcome was fixed, or the window passed), as the owner would see it at this moment.
    const status = liveRoundStatus(
      { pickets, actions: so, nowMs: receivedMs, graceMs: graceOf(p, timings.owdCapMs) },
      opts,
    );
    if (status.closed)
      throw new DomainError(
        "CONFLICT",
        status.reason === "window-passed" ? because("windowClosed", { ms: status.windowEndMs }) : "roundDecided",
      );
    if (!acceptsAction(pickets, so, seat, effectiveMs, opts))
      throw new DomainError("CONFLICT", because("windowClosed", { ms: status.windowEndMs }));
    const action: NewJudgeAction = { ...base, effectiveMs, falseStart: false };
    return { action, result: { status: "accepted", round: match.round, act: input.act, effectiveMs, receivedMs } };
  });
  if (result.status === "accepted" || !result.ignored) {
    await ctx.bus
      .publish(judgeChannel(input.gameId), judgeEventPayload({ k: "acted", c: countdown, seat }))
      .catch(() => {});
  }
  return result;
}
