// JudgeLiveView: the live state of a Judge match as the table stream (table.onChange) carries it (the countdown, the reveal, the actions of
// the round in play, who is present). The board gets the rest (heads, piles, pot, scores, outcomes) from the game's
// own view. Pickets appear only once the server's clock has reached the reveal T0, and only through the engine's
// playerView of the revealed state; before that nothing of them is in any message.
import { judgeRuleset, nextRoundNumber, revealPickets, type JudgeState, type JudgeView } from "~/engine/judge";
import type { JudgeActionRecord, JudgeMatchRecord, JudgePresenceRecord } from "../repositories/judge-matches";
import { absentForfeitAt, lastSeenOf, presenceBySeat, presentSeats } from "./presence";
import { readyState, type ReadyGame } from "./ready-state";
import type { JudgeTimings } from "./timings";

/**
 * - ready: both are here before the first round, waiting for every player's Ready (or the ready time limit);
 * - paused: a player is not on the match page (no countdown runs);
 * - between: both are here; the next countdown starts shortly;
 * - countdown: "3-2-1" towards `revealAt`;
 * - open: the pickets are revealed and actions are taken;
 * - resolving: the round is closed and is being stored;
 * - over: the match has ended.
 */
export type JudgeLivePhase = "ready" | "paused" | "between" | "countdown" | "open" | "resolving" | "over";

export interface JudgeLiveAction {
  act: "hit" | "defend";
  /** Effective ms after the reveal (0 for a false start). */
  ms: number;
  falseStart: boolean;
}

export interface JudgeLiveView {
  gameId: string;
  /** The game's seq this live view goes with (the round in play is the engine's next one at that seq). */
  seq: number;
  mySeat: number | null;
  /** The server's clock when the view was made (ms since the epoch). */
  serverNow: number;
  phase: JudgeLivePhase;
  /** The round scheduled or in play, else null. */
  round: number | null;
  /** The countdown's number (a voided and replayed round gets a new one). */
  countdown: number;
  /** The reveal T0 on the server's clock (ms since the epoch), while a round is scheduled or in play. */
  revealAt: number | null;
  countdownMs: number;
  /** Both players are on the match page. */
  present: [boolean, boolean];
  /** The pickets, once revealed (the engine's playerView of the revealed state), else null. */
  revealed: JudgeView["revealed"];
  /** The actions taken in the round in play, once revealed. */
  actions: [JudgeLiveAction | null, JudgeLiveAction | null];
  /** Consecutive rounds each player let pass without acting, and the limit that forfeits. */
  idleRounds: [number, number];
  idleLimit: number;
  /** Before the first round: who pressed Ready (a bot always has), and when the match starts without the rest; null once started. */
  ready: [boolean, boolean] | null;
  startsAt: number | null;
  /** While one player waits for the other: when the absent one forfeits (ms since the epoch). */
  absentForfeitAt: number | null;
  /** How long a player may stay away from the match page while the other waits before forfeiting. */
  awayLimitMs: number;
  windowMs: number;
  extensionMs: number;
}

export interface LiveViewInput {
  game: { id: string; seq: number; status: string; state: unknown; createdAt: Date } & ReadyGame;
  match: JudgeMatchRecord | null;
  presence: readonly JudgePresenceRecord[];
  /** The current countdown's actions. */
  actions: readonly JudgeActionRecord[];
  mySeat: number | null;
  now: number;
  timings: JudgeTimings;
}

export function livePhase(
  input: Pick<LiveViewInput, "game" | "match" | "presence" | "now" | "timings">,
): JudgeLivePhase {
  const { game, match, now } = input;
  const state = game.state as JudgeState;
  if (game.status !== "ACTIVE" || state.phase !== "playing") return "over";
  const present = presentSeats(presenceBySeat(input.presence), now, input.timings);
  if (match && match.round !== null && match.revealAt !== null && match.round === nextRoundNumber(state)) {
    if (match.closing) return "resolving";
    return now < match.revealAt.getTime() ? "countdown" : "open";
  }
  if (!(present[0] && present[1])) return "paused";
  return readyState(game, match, input.presence, now, input.timings).started ? "between" : "ready";
}

export function buildJudgeLiveView(input: LiveViewInput): JudgeLiveView {
  const { game, match, now, timings } = input;
  const state = game.state as JudgeState;
  const phase = livePhase(input);
  const inRound = phase === "countdown" || phase === "open" || phase === "resolving";
  const revealedNow = inRound && match!.revealAt!.getTime() <= now;
  const presence = presenceBySeat(input.presence);
  const present = presentSeats(presence, now, timings);
  const actions: [JudgeLiveAction | null, JudgeLiveAction | null] = [null, null];
  if (revealedNow)
    for (const a of input.actions)
      if (a.seat === 0 || a.seat === 1) actions[a.seat] = { act: a.act, ms: a.effectiveMs, falseStart: a.falseStart };
  let absent: number | null = null;
  if (phase !== "over" && present[0] !== present[1]) {
    const away = present[0] ? 1 : 0;
    absent = absentForfeitAt(lastSeenOf(presence[away], game.createdAt), timings);
  }
  const idle = match?.idleRounds ?? [0, 0];
  const start = phase === "over" ? null : readyState(game, match, input.presence, now, timings);
  return {
    gameId: game.id,
    seq: game.seq,
    mySeat: input.mySeat,
    serverNow: now,
    phase,
    round: inRound ? match!.round : null,
    countdown: match?.countdown ?? 0,
    revealAt: inRound ? match!.revealAt!.getTime() : null,
    countdownMs: timings.countdownMs,
    present,
    // The engine decides what the revealed state shows (both pickets, to both, at T0).
    revealed: revealedNow ? judgeRuleset.playerView(revealPickets(state), input.mySeat).revealed : null,
    actions,
    idleRounds: [idle[0] ?? 0, idle[1] ?? 0],
    idleLimit: timings.idleRoundsLimit,
    ready: start && !start.started ? start.ready : null,
    startsAt: start && !start.started ? start.startsAt : null,
    absentForfeitAt: absent,
    awayLimitMs: timings.absentForfeitMs,
    windowMs: state.opts.windowMs,
    extensionMs: state.opts.extensionMs,
  };
}
