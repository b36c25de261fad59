// @vitest-environment happy-dom
// The replay list opened from a player's "More games" link (?playerId=): it asks replay.list for that player's games,
// is headed "Games of Botan" (a link to their page), and a button clears the filter (the list asks again without it,
// and the address bar loses it).
import { afterEach, describe, expect, it } from "vitest";
import { act } from "react";
import type { ReplayListView } from "~/server/views/replay";
import { answeringLink, button, mountWithTrpc, unmountAll, until } from "~/app/_lib/testing/mounted";
import { ReplayList, type ReplayFilters } from "./replay-list";

afterEach(unmountAll);

const initial: ReplayFilters = {
  scope: "public",
  status: "",
  game: "",
  player: "",
  playerId: "u-botan",
  tournament: "",
  from: "",
  to: "",
};
const page: ReplayListView = { items: [], nextCursor: null } as unknown as ReplayListView;

describe("the replay list filtered to one player", () => {
  it("lists that player's games under their name, and clears the filter on request", async () => {
    const sent: { playerId?: string }[] = [];
    const host = await mountWithTrpc(
      <ReplayList initial={initial} signedIn={false} playerName="Botan" />,
      answeringLink("replay.list", sent as unknown[], () => page),
    );
    const heading = await until(() => host.querySelector('[data-testid="filter-player-id"]'), "the player's heading");
    expect(heading.textContent).toContain("Games of Botan");
    expect(heading.querySelector('a[href="/players/u-botan"]')).not.toBeNull();
    await until(() => sent.length > 0, "the list's request");
    expect(sent[0]).toMatchObject({ scope: "public", playerId: "u-botan" });
    expect(window.location.search).toContain("playerId=u-botan");
    await act(async () => button(host, "Show every player's games").click());
    await until(() => sent.some((i) => i.playerId === undefined), "the request without the player");
    expect(host.querySelector('[data-testid="filter-player-id"]')).toBeNull();
    expect(window.location.search).not.toContain("playerId");
  });
});
