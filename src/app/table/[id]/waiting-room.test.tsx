// @vitest-environment happy-dom
// The waiting room of a private table says whose invitation it is to someone who opened its link (not seated, a
// seat free); the players already seated, and anyone at a public table, see the usual words.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { TRPCClientError, createTRPCClient, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { TRPCProvider } from "~/app/_lib/trpc";
import type { AppRouter } from "~/server/api/root";
import type { TableView } from "~/server/api/views/table";
import { WaitingRoom } from "./waiting-room";

// Nothing is sent in these tests: any call is a failure.
const noCalls: TRPCLink<AppRouter> = () => ({ op }) => observable((o) => o.error(new TRPCClientError(`unexpected call ${op.path}`)));

// The invited player's Decline takes them to the lobby.
const pushed: string[] = [];
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: (href: string) => pushed.push(href) }) }));

function table(over: Partial<TableView>): TableView {
  return {
    id: "t1",
    game: "sakura",
    gameTitle: "Sakura",
    playerCount: 2,
    teams: "none",
    teamLayout: null,
    options: [],
    preset: null,
    timeControl: null,
    timeoutsBeforeForfeit: null,
    visibility: "PRIVATE",
    inviteCode: null,
    status: "OPEN",
    seats: [
      { seat: 0, team: null, user: { id: "akiko", displayName: "Akiko", bot: null } },
      { seat: 1, team: null, user: null },
    ],
    creatorId: "akiko",
    gameId: null,
    mySeat: null,
    canJoin: true,
    canLeave: false,
    createdAt: new Date("2026-11-21T12:00:00Z"),
    ...over,
  };
}

let root: Root | null = null;

async function mount(t: TableView): Promise<HTMLElement> {
  const host = document.createElement("div");
  document.body.append(host);
  const queryClient = new QueryClient();
  const trpcClient = createTRPCClient<AppRouter>({ links: [noCalls] });
  root = createRoot(host);
  await act(async () =>
    root!.render(
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <WaitingRoom table={t} inviteCode="code" onChanged={() => {}} />
        </TRPCProvider>
      </QueryClientProvider>,
    ),
  );
  return host;
}

const invitedBy = (host: HTMLElement) => host.querySelector('[data-testid="invited-by"]')?.textContent ?? null;

describe("the waiting room", () => {
  beforeAll(() => {
    (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = "";
  });

  it("tells someone who opened a private table's link whose invitation it is", async () => {
    const host = await mount(table({}));
    expect(invitedBy(host)).toBe("Akiko invited you to play.");
    expect(host.querySelector('[data-testid="join-table"]')).not.toBeNull();
  });

  it("says nothing of it to the seated creator, at a public table, or when the creator has left", async () => {
    expect(invitedBy(await mount(table({ mySeat: 0, canJoin: false, canLeave: true })))).toBeNull();
    act(() => root?.unmount());
    expect(invitedBy(await mount(table({ visibility: "PUBLIC" })))).toBeNull();
    act(() => root?.unmount());
    expect(invitedBy(await mount(table({ creatorId: "someone-gone" })))).toBeNull();
  });

  it("links each seated player's name to their page, a free seat to nothing", async () => {
    const host = await mount(table({}));
    const links = [...host.querySelectorAll('[data-testid="seats"] a[data-testid="player-link"]')];
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([["Akiko", "/players/akiko"]]);
  });

  it("gives a seated player's rating in the table's game beside the name, '?' while provisional, and none before a rated game", async () => {
    const seats = [
      { seat: 0, team: null, user: { id: "akiko", displayName: "Akiko", bot: null, rating: { rating: 1623, provisional: false } } },
      { seat: 1, team: null, user: { id: "botan", displayName: "Botan", bot: null, rating: { rating: 1480, provisional: true } } },
      { seat: 2, team: null, user: { id: "kiku", displayName: "Kiku", bot: null } },
    ];
    const host = await mount(table({ playerCount: 3, seats }));
    const rows = [...host.querySelectorAll('[data-testid="seats"] li')].map((li) => li.textContent);
    expect(rows[0]).toContain("Akiko (1623)");
    expect(rows[1]).toContain("Botan (1480?)");
    expect(rows[2]).not.toContain("(");
  });

  it("at a rematch table says whose rematch of which game it is, links its replay and names who is still expected", async () => {
    const rematchOf = { gameId: "g0", offeredBy: { id: "akiko", displayName: "Akiko" }, yours: true, expected: ["Botan", "Kiku"], unavailable: [] };
    const seats = [
      { seat: 0, team: null, user: { id: "akiko", displayName: "Akiko", bot: null } },
      { seat: 1, team: null, user: null },
      { seat: 2, team: null, user: null },
    ];
    const host = await mount(table({ playerCount: 3, seats, rematchOf }));
    const text = (id: string) => host.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;
    expect(text("rematch-of-title")).toBe("Akiko's rematch of your Sakura game. See its replay");
    expect(host.querySelector('[data-testid="rematch-of-replay"]')?.getAttribute("href")).toBe("/replays/g0");
    expect(text("rematch-expected")).toBe("Still expected: Botan and Kiku.");
    expect(text("rematch-your-seat")).toBe("Your seat from that game is kept for you.");
    // Not the plain invitation.
    expect(invitedBy(host)).toBeNull();
    act(() => root?.unmount());
    // The one who offered it, seated, waiting for the last player.
    const mine = await mount(table({ mySeat: 0, canJoin: false, canLeave: true, rematchOf: { ...rematchOf, expected: ["Botan"] } }));
    expect(mine.querySelector('[data-testid="rematch-of-title"]')?.textContent).toBe("Your rematch of the Sakura game. See its replay");
    expect(mine.querySelector('[data-testid="rematch-expected"]')?.textContent).toBe("Still expected: Botan.");
    expect(mine.querySelector('[data-testid="rematch-your-seat"]')).toBeNull();
    // The seat is kept for Botan: no offer to fill it with bots (an ordinary table has one).
    expect(mine.querySelector('[data-testid="fill-with-bots"]')).toBeNull();
    act(() => root?.unmount());
    const plain = await mount(table({ mySeat: 0, canJoin: false, canLeave: true }));
    expect(plain.querySelector('[data-testid="fill-with-bots"]')).not.toBeNull();
    act(() => root?.unmount());
    // Someone watching who did not play it; nobody left to wait for.
    const watcher = await mount(table({ visibility: "PUBLIC", canJoin: false, rematchOf: { ...rematchOf, yours: false, expected: [] } }));
    expect(watcher.querySelector('[data-testid="rematch-of-title"]')?.textContent).toBe("Akiko's rematch of a Sakura game. See its replay");
    expect(watcher.querySelector('[data-testid="rematch-expected"]')).toBeNull();
    expect(watcher.querySelector('[data-testid="join-table"]')).toBeNull();
  });

  it("at a rematch whose other old player is suspended names them as not coming and offers bots for their seat", async () => {
    // The server lets bots take a suspended player's kept seat (fillWithBots) and leaves them out of `expected`.
    const rematchOf = { gameId: "g0", offeredBy: { id: "akiko", displayName: "Akiko" }, yours: true, expected: [], unavailable: ["Botan"] };
    const host = await mount(table({ mySeat: 0, canJoin: false, canLeave: true, rematchOf }));
    expect(host.querySelector('[data-testid="rematch-expected"]')).toBeNull();
    expect(host.querySelector('[data-testid="rematch-unavailable"]')?.textContent).toBe("Botan cannot come: bots may take that seat.");
    expect(host.querySelector('[data-testid="fill-with-bots"]')?.textContent).toBe("Fill empty seats with bots");
  });

  it("a Sutda rematch table speaks of a new game (Sutda's own rematch is a tied hand replayed)", async () => {
    const rematchOf = { gameId: "g0", offeredBy: { id: "akiko", displayName: "Akiko" }, yours: true, expected: ["Botan"], unavailable: [] };
    const host = await mount(table({ game: "sutda", gameTitle: "Sutda", rematchOf }));
    expect(host.querySelector('[data-testid="rematch-of-title"]')?.textContent).toBe("Akiko's new game after your Sutda game. See its replay");
  });
});
