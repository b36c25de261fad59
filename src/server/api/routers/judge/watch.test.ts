import { expect, it } from "vitest";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { collect, settle, startJudge, waitUntil } from "../../../testing/judge";
import type { JudgeLiveView } from "../../../judge/live-view";

async function first(stream: Promise<unknown>): Promise<{ it: AsyncIterator<JudgeLiveView>; view: JudgeLiveView }> {
  const it = ((await stream) as AsyncIterable<JudgeLiveView>)[Symbol.asyncIterator]();
  const r = await it.next();
  return { it, view: r.value as JudgeLiveView };
}

describeWithDatabase("judge.watch (subscription)", (t) => {
  it("streams the live view to each player (present on opening, away on closing) and to spectators of public tables", async () => {
    const h = await startJudge(t().db);
    const stop = new AbortController();
    const a = await first(callerFor(h.db, h.users[0]!, { signal: stop.signal }).judge.watch({ gameId: h.gameId }));
    expect(a.view).toMatchObject({ gameId: h.gameId, mySeat: 0, phase: "paused", present: [true, false], round: null, revealed: null });
    const spectator = await first(callerFor(h.db, await createTestUser(h.db), { signal: stop.signal }).judge.watch({ gameId: h.gameId }));
    expect(spectator.view).toMatchObject({ mySeat: null, present: [true, false] });
    const closeB = new AbortController();
    // Read all the time, as the server's SSE writer does.
    const b = collect<JudgeLiveView>(callerFor(h.db, h.users[1]!, { signal: closeB.signal }).judge.watch({ gameId: h.gameId }) as Promise<AsyncIterable<JudgeLiveView>>);
    await waitUntil(() => b.items.length > 0, "seat 1's first view");
    expect(b.items[0]!.mySeat).toBe(1);
    await settle(h.coordinator);
    // Both present: the countdown reaches every stream.
    let last: JudgeLiveView | undefined;
    for (;;) {
      last = (await a.it.next()).value as JudgeLiveView;
      if (last.phase === "countdown") break;
    }
    expect(last).toMatchObject({ round: 1, present: [true, true], revealed: null });
    // Seat 1 closes the page: it is away at once and the countdown is called off.
    closeB.abort();
    await b.done;
    await waitUntil(async () => (await h.db.judgePresence.findUniqueOrThrow({ where: { gameId_seat: { gameId: h.gameId, seat: 1 } } })).lastSeenAt!.getTime() < h.clock.now() - 5000, "seat 1 away");
    for (;;) {
      last = (await a.it.next()).value as JudgeLiveView;
      if (last.phase === "paused") break;
    }
    expect(last.present).toEqual([true, false]);
    stop.abort();
    await h.coordinator.stop();
  });

  it("refuses private matches to strangers, unknown games and anonymous callers before streaming", async () => {
    const h = await startJudge(t().db);
    await h.db.table.update({ where: { id: h.tableId }, data: { visibility: "PRIVATE" } });
    await expect(callerFor(h.db, await createTestUser(h.db)).judge.watch({ gameId: h.gameId })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(callerFor(h.db, h.users[0]!).judge.watch({ gameId: "nope" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(callerFor(h.db).judge.watch({ gameId: h.gameId })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await h.coordinator.stop();
  });
});
