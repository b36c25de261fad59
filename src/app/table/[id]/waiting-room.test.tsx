// @vitest-environment happy-dom
// The waiting room of a private table says whose invitation it is to someone who opened its link (not seated, a
// seat free); the players already seated, and anyone at a public table, see the usual words.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TableView } from "~/server/views/table";
import { answeringLink, mountWithTrpc, unmountAll } from "../../_lib/testing/mounted";
import { tableView } from "../../_lib/testing/table-view";
import { WaitingRoom } from "./waiting-room";

// The invited player's Decline takes them to the lobby.
const pushed: string[] = [];
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: (href: string) => pushed.push(href) }) }));

const mount = (t: TableView): Promise<HTMLElement> =>
  mountWithTrpc(
    <WaitingRoom table={t} inviteCode="code" onChanged={() => {}} />,
    answeringLink("none", [], () => null),
  );

const invitedBy = (host: HTMLElement) => host.querySelector('[data-testid="invited-by"]')?.textContent ?? null;

describe("the waiting room", () => {
  afterEach(unmountAll);

  it("tells someone who opened a private table's link whose invitation it is", async () => {
    const host = await mount(tableView({}));
    expect(invitedBy(host)).toBe("Akiko invited you to play.");
    expect(host.querySelector('[data-testid="join-table"]')).not.toBeNull();
  });

  it("says nothing of it to the seated creator, at a public table, or when the creator has left", async () => {
    expect(invitedBy(await mount(tableView({ mySeat: 0, canJoin: false, canLeave: true })))).toBeNull();
    unmountAll();
    expect(invitedBy(await mount(tableView({ visibility: "PUBLIC" })))).toBeNull();
    unmountAll();
    expect(invitedBy(await mount(tableView({ creatorId: "someone-gone" })))).toBeNull();
  });

  it("links each seated player's name to their page, a free seat to nothing", async () => {
    const host = await mount(tableView({}));
    const links = [...host.querySelectorAll('[data-testid="seats"] a[data-testid="player-link"]')];
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([["Akiko", "/players/akiko"]]);
  });

  it("puts a whole first character on each seated player's badge: an emoji, a flag, a Korean syllable", async () => {
    const seats = [
      { seat: 0, team: null, user: { id: "akiko", displayName: "🌸 Akiko", bot: null } },
      { seat: 1, team: null, user: { id: "taro", displayName: "🇯🇵 Taro", bot: null } },
      { seat: 2, team: null, user: { id: "hana", displayName: "한나", bot: null } },
    ];
    const host = await mount(tableView({ playerCount: 3, seats }));
    const badges = [...host.querySelectorAll('[data-testid="seats"] li > span[aria-hidden="true"]')].map(
      (b) => b.textContent,
    );
    expect(badges).toEqual(["🌸", "🇯🇵", "한"]);
  });

  it("gives a seated player's rating in the table's game beside the name, '?' while provisional, and none before a rated game", async () => {
    const seats = [
      {
        seat: 0,
        team: null,
        user: { id: "akiko", displayName: "Akiko", bot: null, rating: { rating: 1623, provisional: false } },
      },
      {
        seat: 1,
        team: null,
        user: { id: "botan", displayName: "Botan", bot: null, rating: { rating: 1480, provisional: true } },
      },
      { seat: 2, team: null, user: { id: "kiku", displayName: "Kiku", bot: null } },
    ];
    const host = await mount(tableView({ playerCount: 3, seats }));
    const rows = [...host.querySelectorAll('[data-testid="seats"] li')].map((li) => li.textContent);
    expect(rows[0]).toContain("Akiko (1,623)");
    expect(rows[1]).toContain("Botan (1,480?)");
    expect(rows[2]).not.toContain("(");
  });

  it("at a rematch table says whose rematch of which game it is, links its replay and names who is still expected", async () => {
    const rematchOf = {
      gameId: "g0",
      offeredBy: { id: "akiko", displayName: "Akiko" },
      yours: true,
      expected: ["Botan", "Kiku"],
      unavailable: [],
    };
    const seats = [
      { seat: 0, team: null, user: { id: "akiko", displayName: "Akiko", bot: null } },
      { seat: 1, team: null, user: null },
      { seat: 2, team: null, user: null },
    ];
    const host = await mount(tableView({ playerCount: 3, seats, rematchOf }));
    const text = (id: string) => host.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;
    expect(text("rematch-of-title")).toBe("Akiko's rematch of your Sakura game. See its replay");
    expect(host.querySelector('[data-testid="rematch-of-replay"]')?.getAttribute("href")).toBe("/replays/g0");
    expect(text("rematch-expected")).toBe("Still expected: Botan and Kiku.");
    expect(text("rematch-your-seat")).toBe("Your seat from that game is kept for you.");
    // Not the plain invitation.
    expect(invitedBy(host)).toBeNull();
    unmountAll();
    // The one who offered it, seated, waiting for the last player.
    const mine = await mount(
      tableView({ mySeat: 0, canJoin: false, canLeave: true, rematchOf: { ...rematchOf, expected: ["Botan"] } }),
    );
    expect(mine.querySelector('[data-testid="rematch-of-title"]')?.textContent).toBe(
      "Your rematch of the Sakura game. See its replay",
    );
    expect(mine.querySelector('[data-testid="rematch-expected"]')?.textContent).toBe("Still expected: Botan.");
    expect(mine.querySelector('[data-testid="rematch-your-seat"]')).toBeNull();
    // The seat is kept for Botan: no offer to fill it with bots (an ordinary table has one).
    expect(mine.querySelector('[data-testid="fill-with-bots"]')).toBeNull();
    unmountAll();
    const plain = await mount(tableView({ mySeat: 0, canJoin: false, canLeave: true }));
    expect(plain.querySelector('[data-testid="fill-with-bots"]')).not.toBeNull();
    unmountAll();
    // Someone watching who did not play it; nobody left to wait for.
    const watcher = await mount(
      tableView({ visibility: "PUBLIC", canJoin: false, rematchOf: { ...rematchOf, yours: false, expected: [] } }),
    );
    expect(watcher.querySelector('[data-testid="rematch-of-title"]')?.textContent).toBe(
      "Akiko's rematch of a Sakura game. See its replay",
    );
    expect(watcher.querySelector('[data-testid="rematch-expected"]')).toBeNull();
    expect(watcher.querySelector('[data-testid="join-table"]')).toBeNull();
  });

  it("at a rematch whose other old player is suspended names them as not coming and offers bots for their seat", async () => {
    // The server lets bots take a suspended player's kept seat (fillWithBots) and leaves them out of `expected`.
    const rematchOf = {
      gameId: "g0",
      offeredBy: { id: "akiko", displayName: "Akiko" },
      yours: true,
      expected: [],
      unavailable: ["Botan"],
    };
    const host = await mount(tableView({ mySeat: 0, canJoin: false, canLeave: true, rematchOf }));
    expect(host.querySelector('[data-testid="rematch-expected"]')).toBeNull();
    expect(host.querySelector('[data-testid="rematch-unavailable"]')?.textContent).toBe(
      "Botan cannot come: bots may take that seat.",
    );
    expect(host.querySelector('[data-testid="fill-with-bots"]')?.textContent).toBe("Fill empty seats with bots");
  });

  it("a Sutda rematch table speaks of a new game (Sutda's own rematch is a tied hand replayed)", async () => {
    const rematchOf = {
      gameId: "g0",
      offeredBy: { id: "akiko", displayName: "Akiko" },
      yours: true,
      expected: ["Botan"],
      unavailable: [],
    };
    const host = await mount(tableView({ game: "sutda", gameTitle: "Sutda", rematchOf }));
    expect(host.querySelector('[data-testid="rematch-of-title"]')?.textContent).toBe(
      "Akiko's new game after your Sutda game. See its replay",
    );
  });
});
