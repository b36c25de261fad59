// @vitest-environment happy-dom
// The round's scoring dialog loads when a round ends: loading, it must wait in a boundary of its own, not suspend up
// to the page's (which shows "Finding the table…" in place of the board).
import { act, Suspense, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mount, unmountAll, until } from "~/app/_lib/testing/mounted";
import { gameView, newLocalGame, playRandom } from "../../dev/boards/local-game";
import { BoardResults } from "./lazy-board-results";

// next/dynamic as a page's build has it (the app router's: a part loading suspends up to the nearest boundary)
vi.mock("next/dynamic", async () => {
  const appDynamic = (await import("next/dist/shared/lib/app-dynamic")) as { default: unknown };
  return { default: (appDynamic.default as { default?: unknown }).default ?? appDynamic.default };
});

afterEach(unmountAll);

describe("the round's scoring dialog, loaded on demand", () => {
  it("comes in as a round ends without hiding the board", async () => {
    const game = newLocalGame({ game: "sakura", players: 2, teamLayout: null, options: { rounds: 2 }, seed: "lazy" });
    if ("error" in game) throw new Error(game.error);
    const ended = playRandom(game, (g) => g.ruleset.roundSummaries(g.state).length > 0);
    const v = gameView(ended, 0);
    let endRound: () => void = () => {};
    function Page() {
      const [unseen, setUnseen] = useState<number | null>(null);
      endRound = () => setUnseen(0);
      return (
        <Suspense fallback={<p data-testid="finding">Finding the table…</p>}>
          <div data-testid="board" />
          <BoardResults gameView={v} showMatch={false} final={false} unseen={unseen} onSeen={() => {}} />
        </Suspense>
      );
    }
    const host = await mount(<Page />);
    expect(host.querySelector('[data-testid="board"]')).not.toBeNull();
    act(() => endRound());
    expect(host.querySelector('[data-testid="finding"]')).toBeNull();
    expect(host.querySelector<HTMLElement>('[data-testid="board"]')!.style.display).not.toBe("none");
    await until(() => host.querySelector("dialog"), "the round's dialog");
    expect(host.querySelector('[data-testid="finding"]')).toBeNull();
  });
});
