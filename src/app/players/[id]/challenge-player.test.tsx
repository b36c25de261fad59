// @vitest-environment happy-dom
// "Challenge" on a player's page opens the lobby's create-table form for a challenge: the opponent named, private by
// default, no bots offered; the player page shows it only when the server says the viewer may challenge.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PlayerPageView } from "~/server/views/player";
import { button, mountWithTrpc, unmountAll } from "../../_lib/testing/mounted";
import { TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import type { AppRouter } from "~/server/api/root";
import { ChallengePlayer } from "./challenge-player";
import { PlayerPage } from "./player-page";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined }) }));

// The form asks for the game's house-rule presets; nothing else is sent before the player submits.
const presetsPending: TRPCLink<AppRouter> =
  () =>
  ({ op }) =>
    observable((o) => {
      if (op.path !== "rules.presets") o.error(new TRPCClientError(`unexpected call ${op.path}`));
    });
const games = [
  { game: "sakura" as const, title: "Sakura", minPlayers: 2, maxPlayers: 2 },
  { game: "sfj" as const, title: "Season's Flowers in Japan", minPlayers: 3, maxPlayers: 7 },
];
const ren: PlayerPageView = {
  id: "u-ren",
  displayName: "Ren",
  memberSince: new Date("2026-01-01T00:00:00Z"),
  botLevel: null,
  isYou: false,
  ratings: [],
  tournaments: [],
};

describe("challenging a player", () => {
  afterEach(unmountAll);

  it("the Challenge button opens the create-table form with the opponent named, private, without bots", async () => {
    const host = await mountWithTrpc(<ChallengePlayer player={ren} games={games} />, presetsPending);
    expect(host.querySelector('[data-testid="create-table-form"]')).toBeNull();
    await act(async () => button(host, "Challenge").click());
    expect(host.querySelector("h2")?.textContent).toBe("Challenge Ren");
    expect(host.querySelector('[data-testid="create-table"]')?.textContent).toBe("Challenge Ren");
    const visibility = [...host.querySelectorAll<HTMLInputElement>('input[name="visibility"]')];
    expect(visibility.map((r) => [r.parentElement?.textContent?.trim(), r.checked])).toEqual([
      ["Anyone: listed in the lobby", false],
      ["Only people with the invite link", true],
    ]);
    expect(host.querySelector('[data-testid="practice-bots-level"]')).toBeNull();
    // Another game keeps the challenge private.
    await act(async () =>
      host.querySelector<HTMLInputElement>(`input[aria-label="Season's Flowers in Japan"]`)!.click(),
    );
    expect(
      host.querySelector<HTMLInputElement>('input[name="visibility"]:checked')?.parentElement?.textContent?.trim(),
    ).toBe("Only people with the invite link");
    await act(async () => button(host, "Close").click());
    expect(host.querySelector('[data-testid="create-table-form"]')).toBeNull();
  });

  it("the player's page offers it only when the viewer may challenge them", async () => {
    const page = (canChallenge: boolean) =>
      mountWithTrpc(
        <PlayerPage player={{ ...ren, canChallenge }} stats={null} games={[]} challengeGames={games} />,
        presetsPending,
      );
    expect((await page(true)).querySelector('[data-testid="challenge-button"]')?.textContent).toBe("Challenge");
    expect((await page(false)).querySelector('[data-testid="challenge-button"]')).toBeNull();
  });
});
