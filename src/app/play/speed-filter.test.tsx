// @vitest-environment happy-dom
// The lobby's speed filter: its three buttons are as tall as the game and player lists beside them (min-h-10), a
// finger-sized target on a phone; they were 32 px, and their "Speed" label sat lower than "Game" and "Players".
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { afterEach, describe, expect, it } from "vitest";
import { answeringLink, idleRouter, mountWithTrpc, unmountAll } from "../_lib/testing/mounted";
import { PlayLobby } from "./play-lobby";

const router = idleRouter();

afterEach(unmountAll);

describe("the lobby's speed filter", () => {
  it("has buttons as tall as the lists beside it", async () => {
    const host = await mountWithTrpc(
      <AppRouterContext value={router}>
        <PlayLobby games={[{ game: "sutda", title: "Sutda", minPlayers: 2, maxPlayers: 10 }]} />
      </AppRouterContext>,
      answeringLink("table.lobby", [], () => ({ tables: [], nextCursor: null })),
    );
    const buttons = [...host.querySelectorAll('[data-testid="speed-filter"] button')];
    expect(buttons.map((b) => b.textContent)).toEqual(["Any", "Fast (under an hour)", "Daily or no limit"]);
    for (const b of buttons) expect(b.className.split(/\s+/)).toContain("min-h-10");
    for (const id of ["filter-game", "filter-players"])
      expect(host.querySelector(`#${id}`)!.className.split(/\s+/)).toContain("min-h-10");
  });
});
