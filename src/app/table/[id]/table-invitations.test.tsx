// @vitest-environment happy-dom
// Invitations in the waiting room: the seated creator sees "Invited: Ren" until Ren sits; Ren sees "Aoi invited you"
// with Join (sent with the table's invite code) and Decline, and no second "Take a seat".
import { TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { act } from "react";
import type { AppRouter } from "~/server/api/root";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TableView } from "~/server/api/views/table";
import { answeringLink, button, mountWithTrpc, typeInto, unmountAll } from "../../_lib/testing/mounted";
import { tableView } from "../../_lib/testing/table-view";
import { WaitingRoom } from "./waiting-room";

// The invited player's Decline takes them to the lobby.
const pushed: string[] = [];
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: (href: string) => pushed.push(href) }) }));

/** Aoi's open private table, Aoi at seat 0. */
const table = (over: Partial<TableView>): TableView =>
  tableView({
    seats: [
      { seat: 0, team: null, user: { id: "aoi", displayName: "Aoi", bot: null } },
      { seat: 1, team: null, user: null },
    ],
    creatorId: "aoi",
    ...over,
  });
const byTestId = (host: HTMLElement, id: string) => host.querySelector(`[data-testid="${id}"]`);

describe("invitations in the waiting room", () => {
  afterEach(unmountAll);

  it("shows the seated creator who is invited, linked to their page, without bots for that seat; nothing when nobody is waiting", async () => {
    const sent: unknown[] = [];
    const host = await mountWithTrpc(<WaitingRoom table={table({ mySeat: 0, canJoin: false, canLeave: true, invited: [{ id: "ren", displayName: "Ren" }] })} inviteCode={null} onChanged={() => {}} />, answeringLink("none", sent, () => null));
    expect(byTestId(host, "invited-players")?.textContent).toBe("Invited: Ren (not seated yet)");
    expect(byTestId(host, "invited-players")?.querySelector("a")?.getAttribute("href")).toBe("/players/ren");
    expect(byTestId(host, "your-invitation")).toBeNull();
    // No offer of bots for the seat Ren is coming for (it is there with nobody invited).
    expect(byTestId(host, "fill-with-bots")).toBeNull();
    unmountAll();
    const none = await mountWithTrpc(<WaitingRoom table={table({ mySeat: 0, canJoin: false, canLeave: true, invited: [] })} inviteCode={null} onChanged={() => {}} />, answeringLink("none", sent, () => null));
    expect(byTestId(none, "invited-players")).toBeNull();
    expect(byTestId(none, "fill-with-bots")).not.toBeNull();
  });

  it("at a larger table offers bots for the seats nobody invited is coming for only, saying how many they take, and sends the fill", async () => {
    const sent: unknown[] = [];
    const four = (invited: { id: string; displayName: string }[]) =>
      table({
        playerCount: 4,
        seats: [{ seat: 0, team: null, user: { id: "aoi", displayName: "Aoi", bot: null } }, ...[1, 2, 3].map((seat) => ({ seat, team: null, user: null }))],
        mySeat: 0,
        canJoin: false,
        canLeave: true,
        invited,
      });
    const host = await mountWithTrpc(<WaitingRoom table={four([{ id: "ren", displayName: "Ren" }])} inviteCode={null} onChanged={() => {}} />, answeringLink("table.fillWithBots", sent, () => four([])));
    expect(byTestId(host, "practice-bots-hint")?.textContent).toBe("Bots take 2 of the 3 empty seats; the seat kept for Ren stays free, and the game starts when Ren sits.");
    expect(byTestId(host, "fill-with-bots")?.textContent).toBe("Seat 2 bots");
    await act(async () => (byTestId(host, "fill-with-bots") as HTMLButtonElement).click());
    expect(sent).toEqual([{ tableId: "t1", level: "heuristic" }]);
    unmountAll();
    const two = await mountWithTrpc(<WaitingRoom table={four([{ id: "ren", displayName: "Ren" }, { id: "kai", displayName: "Kai" }])} inviteCode={null} onChanged={() => {}} />, answeringLink("none", [], () => null));
    expect(byTestId(two, "practice-bots-hint")?.textContent).toBe("Bots take 1 of the 3 empty seats; the 2 seats kept for Ren and Kai stay free, and the game starts when they sit.");
    expect(byTestId(two, "fill-with-bots")?.textContent).toBe("Seat a bot");
  });

  it("gives the invited player 'Aoi invited you' with Join, which sits them with the table's invite code", async () => {
    const sent: unknown[] = [];
    let changed = 0;
    const t = table({ invitedBy: { id: "aoi", displayName: "Aoi" }, inviteCode: "secret" });
    const host = await mountWithTrpc(<WaitingRoom table={t} inviteCode={null} onChanged={() => changed++} />, answeringLink("table.join", sent, () => ({ ...t, mySeat: 1 })));
    expect(byTestId(host, "your-invitation")?.querySelector("p")?.textContent).toBe("Aoi invited you to a game of Sakura.");
    // One way to sit down: the invitation's Join, not the usual "Take a seat" too; not the link's generic words either.
    expect(byTestId(host, "join-table")).toBeNull();
    expect(byTestId(host, "invited-by")).toBeNull();
    await act(async () => button(host, "Join").click());
    expect(sent).toEqual([{ tableId: "t1", inviteCode: "secret" }]);
    expect(changed).toBe(1);
  });

  it("Decline sends the decline and takes the player to the lobby", async () => {
    const sent: unknown[] = [];
    const host = await mountWithTrpc(
      <WaitingRoom table={table({ invitedBy: { id: "aoi", displayName: "Aoi" }, inviteCode: "secret" })} inviteCode={null} onChanged={() => {}} />,
      answeringLink("table.declineInvitation", sent, () => ({ ok: true })),
    );
    pushed.length = 0;
    await act(async () => button(host, "Decline").click());
    expect(sent).toEqual([{ tableId: "t1" }]);
    expect(pushed).toEqual(["/play"]);
  });

  it("Decline says why it failed when the server refuses", async () => {
    const sent: unknown[] = [];
    const host = await mountWithTrpc(
      <WaitingRoom table={table({ invitedBy: { id: "aoi", displayName: "Aoi" }, inviteCode: "secret" })} inviteCode={null} onChanged={() => {}} />,
      answeringLink("table.declineInvitation", sent, () => null, () => "You have no invitation to this table waiting."),
    );
    await act(async () => button(host, "Decline").click());
    expect(sent).toEqual([{ tableId: "t1" }]);
    expect(byTestId(host, "your-invitation")?.querySelector('[role="alert"]')?.textContent).toBe("You have no invitation to this table waiting.");
  });

  it("lets the creator find a player by name and invite them; the server's refusal is shown in its words", async () => {
    const calls: { path: string; input: unknown }[] = [];
    let refuse: string | null = null;
    // user.search finds Ren and Aoi (already seated: not offered); table.invite answers or refuses.
    const link: TRPCLink<AppRouter> = () => ({ op }) =>
      observable((o) => {
        calls.push({ path: op.path, input: op.input });
        if (op.path === "user.search") o.next({ result: { type: "data", data: { query: "r", players: [{ userId: "ren", displayName: "Ren" }, { userId: "aoi", displayName: "Aoi" }] } } } as never);
        else if (op.path === "table.invite" && !refuse) o.next({ result: { type: "data", data: { invited: ["ren"] } } } as never);
        else return o.error(new TRPCClientError(refuse ?? `unexpected call ${op.path}`));
        o.complete();
      });
    let changed = 0;
    const t = table({ playerCount: 3, seats: [...table({}).seats, { seat: 2, team: null, user: null }], mySeat: 0, canJoin: false, canLeave: true, invited: [] });
    const host = await mountWithTrpc(<WaitingRoom table={t} inviteCode={null} onChanged={() => changed++} />, link);
    await typeInto(host.querySelector<HTMLInputElement>("#invite-name")!, "R");
    await act(async () => button(host, "Find").click());
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect([...host.querySelectorAll('[data-testid="invite-candidates"] li span')].map((x) => x.textContent)).toEqual(["Ren"]);
    refuse = "Too many invitations in a short time. Please try again later.";
    await act(async () => host.querySelector<HTMLButtonElement>('button[aria-label="Invite Ren"]')!.click());
    expect(byTestId(host, "invite-message")?.textContent).toBe("Too many invitations in a short time. Please try again later.");
    expect(changed).toBe(0);
    refuse = null;
    await act(async () => host.querySelector<HTMLButtonElement>('button[aria-label="Invite Ren"]')!.click());
    expect(calls.filter((c) => c.path === "table.invite").map((c) => c.input)).toEqual([
      { tableId: "t1", userIds: ["ren"] },
      { tableId: "t1", userIds: ["ren"] },
    ]);
    expect(byTestId(host, "invite-message")?.textContent).toBe("Ren is invited: they get a notification leading here.");
    // The search is cleared (it would now find nobody left to invite).
    expect(host.querySelector<HTMLInputElement>("#invite-name")?.value).toBe("");
    expect(byTestId(host, "invite-more")?.textContent).not.toContain("Nobody to invite");
    expect(changed).toBe(1);
    unmountAll();
    // Not offered to a player who did not open the table, nor when every free seat is promised.
    expect(byTestId(await mountWithTrpc(<WaitingRoom table={{ ...t, mySeat: 2, creatorId: "someone" }} inviteCode={null} onChanged={() => {}} />, link), "invite-more")).toBeNull();
    expect(byTestId(await mountWithTrpc(<WaitingRoom table={{ ...t, invited: [{ id: "kai", displayName: "Kai" }, { id: "mio", displayName: "Mio" }] }} inviteCode={null} onChanged={() => {}} />, link), "invite-more")).toBeNull();
  });
});
