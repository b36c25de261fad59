import { afterAll, describe, expect, it } from "vitest";
import { chooseMove } from "~/engine/bots";
import { inputFor } from "~/engine/bots/testing/harness";
import { randomPositions } from "~/engine/bots/testing/positions";
import { Rng } from "~/engine/core/rng";
import { stopThinkingThread, thinkOffThread } from "./thinking-thread";

describe("the strong bots' thinking thread", () => {
  afterAll(() => stopThinkingThread());

  it("answers with the move chooseMove gives for the same input, seed and playouts", async () => {
    for (const p of randomPositions("sakura", 3, "thinking-thread")) {
      const input = inputFor(p.game, p.setup, p.state, p.seat, "heuristic", Rng.fromSeed(`t/${p.seat}`));
      const inThread = await thinkOffThread(input, 5);
      const here = chooseMove(inputFor(p.game, p.setup, p.state, p.seat, "heuristic", Rng.fromSeed(`t/${p.seat}`)));
      expect(inThread).toEqual(JSON.parse(JSON.stringify(here)));
    }
  });

  it("leaves the main thread free while a strong bot thinks", async () => {
    const [p] = randomPositions("sutda", 1, "thinking-thread-strong");
    const input = inputFor(p!.game, p!.setup, p!.state, p!.seat, "strong", Rng.fromSeed("strong"));
    let answered = false;
    const answer = thinkOffThread(input, 300).then((m) => {
      answered = true;
      return m;
    });
    // A timer set after the request fires before the 300 ms search is over: the search is not on this thread.
    const timerFiredFirst = await new Promise<boolean>((resolve) => setTimeout(() => resolve(!answered), 20));
    expect(timerFiredFirst).toBe(true);
    expect(input.legalMoves).toContainEqual(await answer);
  });

  it("reports a bot's failure as an error (the caller plays the stand-in's move)", async () => {
    const [p] = randomPositions("sakura", 1, "thinking-thread-fail");
    const input = { ...inputFor(p!.game, p!.setup, p!.state, p!.seat, "strong", Rng.fromSeed("x")), legalMoves: [] };
    await expect(thinkOffThread(input, 10)).rejects.toThrow(/no legal move/);
  });
});
