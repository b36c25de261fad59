// watchJudge: the live stream of a Judge match for one receiver (server-sent events). Each bus event only says that
// something changed; the stream then reads the match and sends the JudgeLiveView its receiver may see. The reveal is
// the one message not triggered by an event: at T0 on the server's clock every stream of the match in this process is
// woken by the same timer and sends a reveal view built beforehand (during the countdown, kept on the server), so both
// players get the pickets in the same tick. Nothing of a picket is in any message before T0 (live-view.ts).
//
// Opening the stream counts as a heartbeat of a seated player; closing it marks the player away at once (the
// heartbeat of another tab brings them back within a ping).
import { DomainError } from "../errors";
import { loadGame } from "../games/game-state";
import { viewerSeat } from "../games/game-view";
import type { PlayContext } from "../games/play-context";
import {
  findJudgeMatch,
  listJudgeActions,
  listJudgePresence,
  markJudgeAbsent,
  touchJudgePresence,
} from "../repositories/judge-matches";
import { gameChannel, type BusEvent } from "../realtime/bus";
import { judgeChannel, judgeEventPayload } from "./channel";
import type { Clock } from "./clock";
import type { JudgeCoordinator } from "./coordinator";
import { buildJudgeLiveView, type JudgeLiveView } from "./live-view";

/** Wakes every waiter for the same reveal from one timer (same tick). */
const revealTimers = new WeakMap<Clock, Map<string, { promise: Promise<void>; waiters: number; cancel: () => void }>>();

function atReveal(clock: Clock, key: string, at: number): { promise: Promise<void>; release: () => void } {
  let byKey = revealTimers.get(clock);
  if (!byKey) revealTimers.set(clock, (byKey = new Map()));
  let entry = byKey.get(key);
  if (!entry) {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    const timer = clock.at(at, () => {
      byKey.delete(key);
      resolve();
    });
    entry = { promise, waiters: 0, cancel: () => timer.cancel() };
    byKey.set(key, entry);
  }
  entry.waiters++;
  const e = entry;
  let released = false;
  return {
    promise: e.promise,
    release: () => {
      if (released) return;
      released = true;
      if (--e.waiters === 0 && byKey.get(key) === e) {
        e.cancel();
        byKey.delete(key);
      }
    },
  };
}

/** "Something changed" on one of the match's channels (or the stream ended): a version number and its waiters. */
class ChangeSignal {
  version = 0;
  private waiters = new Set<() => void>();

  notify(): void {
    this.version++;
    const ws = [...this.waiters];
    this.waiters.clear();
    for (const w of ws) w();
  }

  /** Resolves once a change came after version `seen` (at once if one already has). */
  after(seen: number): Promise<void> {
    if (this.version > seen) return Promise.resolve();
    return new Promise((r) => this.waiters.add(r));
  }
}

async function pump(events: AsyncIterable<BusEvent>, signal: ChangeSignal): Promise<void> {
  try {
    for await (const _ of events) signal.notify();
  } finally {
    signal.notify();
  }
}

const sameView = (a: JudgeLiveView | null, b: JudgeLiveView) =>
  a !== null && JSON.stringify({ ...a, serverNow: 0 }) === JSON.stringify({ ...b, serverNow: 0 });

export async function* watchJudge(
  ctx: PlayContext,
  coordinator: JudgeCoordinator,
  userId: string,
  gameId: string,
  signal?: AbortSignal,
): AsyncGenerator<JudgeLiveView> {
  const { clock, timings } = coordinator;
  const ended = new AbortController();
  const onAbort = () => ended.abort();
  signal?.addEventListener("abort", onAbort, { once: true });
  const changes = new ChangeSignal();
  // Subscribe before the first read, so a change between the read and the subscription is not missed.
  void pump(ctx.bus.subscribe(judgeChannel(gameId), ended.signal), changes);
  void pump(ctx.bus.subscribe(gameChannel(gameId), ended.signal), changes);
  let seat: number | null = null;
  try {
    const first = await loadGame(ctx.db, gameId);
    if (!first) throw new DomainError("NOT_FOUND", "noSuchGame");
    if (first.game !== "judge") throw new DomainError("BAD_REQUEST", "onlyJudgeMatchesPlayed");
    seat = viewerSeat(first, userId);
    if (seat !== null && first.status === "ACTIVE") {
      await touchJudgePresence(ctx.db, gameId, seat, new Date(clock.now()));
      await ctx.bus.publish(judgeChannel(gameId), judgeEventPayload({ k: "presence", seat })).catch(() => {});
      coordinator.touch(gameId);
    }

    let last: JudgeLiveView | null = null;
    while (!ended.signal.aborted) {
      const seen = changes.version;
      const now = clock.now();
      const game = await loadGame(ctx.db, gameId);
      if (!game) return;
      const match = await findJudgeMatch(ctx.db, gameId);
      const presence = await listJudgePresence(ctx.db, gameId);
      const revealed = match?.revealAt && match.revealAt.getTime() <= now;
      const actions = match && revealed ? await listJudgeActions(ctx.db, gameId, match.countdown) : [];
      const input = { game, match, presence, actions, mySeat: seat, timings };
      const view = buildJudgeLiveView({ ...input, now });
      if (!sameView(last, view)) {
        last = view;
        yield view;
      }
      if (view.phase === "over") return;
      if (view.phase === "countdown" && view.revealAt !== null) {
        // The reveal view, built now and kept here until T0 (its own actions: none can be valid before T0).
        const reveal = buildJudgeLiveView({ ...input, actions: [], now: view.revealAt });
        const timer = atReveal(clock, `${gameId}:${view.countdown}:${view.revealAt}`, view.revealAt);
        const woke = await Promise.race([
          timer.promise.then(() => "reveal" as const),
          changes.after(seen).then(() => "change" as const),
        ]);
        timer.release();
        if (woke === "reveal" && !ended.signal.aborted) {
          last = { ...reveal, serverNow: clock.now() };
          yield last;
        }
      } else {
        await changes.after(seen);
      }
    }
  } finally {
    ended.abort();
    signal?.removeEventListener("abort", onAbort);
    if (seat !== null) {
      // Away from now on (dated back past the presence TTL), unless a heartbeat says otherwise.
      await markJudgeAbsent(ctx.db, gameId, seat, new Date(clock.now() - timings.presenceTtlMs - 1)).catch(() => {});
      await ctx.bus.publish(judgeChannel(gameId), judgeEventPayload({ k: "presence", seat })).catch(() => {});
    }
  }
}
