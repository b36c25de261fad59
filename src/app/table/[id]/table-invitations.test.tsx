// @vitest-environment happy-dom
// Invitations in the waiting room: the seated creator sees Ren invited, with Withdraw, until Ren sits; Ren sees "Aoi
// invited you" with Join (sent with the table's invite code) and Decline, and no second "Take a seat"; once withdrawn,
// he is told so.
import { TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { act, useState } from "react";
import type { AppRouter } from "~/server/api/root";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TableView } from "~/server/views/table";
import { answeringLink, button, mountWithTrpc, typeInto, unmountAll, until } from "../../_lib/testing/mounted";
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
/** The waiting room of `t` for a viewer without an invite code, behind `link` (by default one answering nothing). */
const waitingRoom = (t: TableView, link: Parameters<typeof mountWithTrpc>[1] = answeringLink("none", [], () => null)) =>
  mountWithTrpc(<WaitingRoom table={t} inviteCode={null} onChanged={() => {}} />, link);

describe("invitations in the waiting room", () => {
  afterEach(unmountAll);

  it("shows the seated creator who is invited, linked to their page, without bots for that seat; nothing when nobody is waiting", async () => {
    const sent: unknown[] = [];
    const host = await waitingRoom(
      table({ mySeat: 0, canJoin: false, canLeave: true, invited: [{ id: "ren", displayName: "Ren" }] }),
      answeringLink("none", sent, () => null),
    );
    expect(byTestId(host, "invited-players")?.querySelector("p")?.textContent).toBe("Invited (not seated yet)");
    expect([...host.querySelectorAll('[data-testid="invitation"]')].map((li) => li.textContent)).toEqual([
      "RenWithdraw",
    ]);
    expect(byTestId(host, "invited-players")?.querySelector("a")?.getAttribute("href")).toBe("/players/ren");
    expect(byTestId(host, "your-invitation")).toBeNull();
    // No offer of bots for the seat Ren is coming for (it is there with nobody invited).
    expect(byTestId(host, "fill-with-bots")).toBeNull();
    unmountAll();
    const none = await waitingRoom(
      table({ mySeat: 0, canJoin: false, canLeave: true, invited: [] }),
      answeringLink("none", sent, () => null),
    );
    expect(byTestId(none, "invited-players")).toBeNull();
    expect(byTestId(none, "fill-with-bots")).not.toBeNull();
  });

  it("another seated player (not the creator) sees who is invited, with nothing to withdraw", async () => {
    const t = table({
      playerCount: 3,
      seats: [...table({}).seats, { seat: 2, team: null, user: { id: "mei", displayName: "Mei", bot: null } }],
      mySeat: 2,
      canJoin: false,
      canLeave: true,
      invited: [{ id: "ren", displayName: "Ren" }],
    });
    const host = await waitingRoom(t);
    expect(byTestId(host, "invited-players")?.textContent).toBe("Invited: Ren (not seated yet)");
    expect(host.querySelector('button[aria-label^="Withdraw"]')).toBeNull();
  });

  it("gives the creator Withdraw beside each invitation (a 44 px target): it sends table.withdrawInvitation, says so, and the seat counts free again for bots", async () => {
    const sent: unknown[] = [];
    let refuse: string | null = null;
    const invited = table({ mySeat: 0, canJoin: false, canLeave: true, invited: [{ id: "ren", displayName: "Ren" }] });
    // The page's own refetch after the change: the server's view, Ren no longer invited.
    function Room() {
      const [t, setT] = useState(invited);
      return <WaitingRoom table={t} inviteCode={null} onChanged={() => setT({ ...invited, invited: [] })} />;
    }
    const host = await mountWithTrpc(
      <Room />,
      answeringLink(
        "table.withdrawInvitation",
        sent,
        () => ({ withdrawn: { id: "ren", displayName: "Ren" } }),
        () => refuse,
      ),
    );
    expect(byTestId(host, "fill-with-bots")).toBeNull();
    const withdraw = host.querySelector<HTMLButtonElement>('button[aria-label="Withdraw the invitation to Ren"]')!;
    expect(withdraw.textContent).toBe("Withdraw");
    // The site's button: at least 44 px high (.btn's min-height), no smaller size class.
    expect(withdraw.className.split(" ")).toContain("btn");
    expect(withdraw.className).not.toMatch(/min-h-(?!11)/);
    // Refused: the server's words, the invitation still listed.
    refuse = "This table is no longer waiting for players: there is no invitation to withdraw.";
    await act(async () => withdraw.click());
    expect(byTestId(host, "withdraw-message")?.textContent).toBe(
      "This table is no longer waiting for players: there is no invitation to withdraw.",
    );
    expect(byTestId(host, "withdraw-message")?.getAttribute("role")).toBe("alert");
    expect(byTestId(host, "invitation")).not.toBeNull();
    refuse = null;
    await act(async () => withdraw.click());
    expect(sent).toEqual([
      { tableId: "t1", userId: "ren" },
      { tableId: "t1", userId: "ren" },
    ]);
    await until(() => byTestId(host, "fill-with-bots"), "the bots offered for the freed seat");
    expect(byTestId(host, "withdraw-message")?.textContent).toBe(
      "Ren's invitation is withdrawn: the seat is free again.",
    );
    expect(byTestId(host, "withdraw-message")?.getAttribute("role")).toBe("status");
    expect(byTestId(host, "invited-players")).toBeNull();
    expect(byTestId(host, "fill-with-bots")?.textContent).toBe("Fill empty seats with bots");
  });

  it("tells the invited player, where Join and Decline were, that the invitation was withdrawn (no 'Aoi invited you to play')", async () => {
    const invited = table({ invitedBy: { id: "aoi", displayName: "Aoi" }, inviteCode: "secret" });
    let setView: (t: TableView) => void = () => {};
    function Room() {
      const [t, setT] = useState(invited);
      setView = setT;
      return <WaitingRoom table={t} inviteCode="secret" onChanged={() => {}} />;
    }
    const host = await mountWithTrpc(
      <Room />,
      answeringLink("none", [], () => null),
    );
    expect(byTestId(host, "your-invitation")).not.toBeNull();
    expect(byTestId(host, "invitation-withdrawn")).toBeNull();
    // The stream's next view: the invitation is gone (lapsed: the private table still shown through the link he holds;
    // withdrawn, a private table refuses him the view instead, and only a public one reads like this).
    await act(async () => setView({ ...invited, invitedBy: undefined, inviteCode: null }));
    expect(byTestId(host, "your-invitation")).toBeNull();
    expect(byTestId(host, "invitation-withdrawn")?.textContent).toBe(
      "Aoi withdrew the invitation: no seat is kept for you here any more.",
    );
    expect(byTestId(host, "invited-by")).toBeNull();
    // Invited again: Join and Decline are back.
    await act(async () => setView(invited));
    expect(byTestId(host, "invitation-withdrawn")).toBeNull();
    expect(byTestId(host, "your-invitation")).not.toBeNull();
  });

  it("at a larger table offers bots for the seats nobody invited is coming for only, saying how many they take, and sends the fill", async () => {
    const sent: unknown[] = [];
    const four = (invited: { id: string; displayName: string }[]) =>
      table({
        playerCount: 4,
        seats: [
          { seat: 0, team: null, user: { id: "aoi", displayName: "Aoi", bot: null } },
          ...[1, 2, 3].map((seat) => ({ seat, team: null, user: null })),
        ],
        mySeat: 0,
        canJoin: false,
        canLeave: true,
        invited,
      });
    const host = await waitingRoom(
      four([{ id: "ren", displayName: "Ren" }]),
      answeringLink("table.fillWithBots", sent, () => four([])),
    );
    expect(byTestId(host, "practice-bots-hint")?.textContent).toBe(
      "Bots take 2 of the 3 empty seats; the seat kept for Ren stays free, and the game starts when Ren sits.",
    );
    expect(byTestId(host, "fill-with-bots")?.textContent).toBe("Seat 2 bots");
    await act(async () => (byTestId(host, "fill-with-bots") as HTMLButtonElement).click());
    expect(sent).toEqual([{ tableId: "t1", level: "heuristic" }]);
    unmountAll();
    const two = await waitingRoom(
      four([
        { id: "ren", displayName: "Ren" },
        { id: "kai", displayName: "Kai" },
      ]),
    );
    expect(byTestId(two, "practice-bots-hint")?.textContent).toBe(
      "Bots take 1 of the 3 empty seats; the 2 seats kept for Ren and Kai stay free, and the game starts when they sit.",
    );
    expect(byTestId(two, "fill-with-bots")?.textContent).toBe("Seat a bot");
  });

  it("tells a player not invited that the free seats are kept for invited players, with no 'Take a seat'; a free seat offers it as ever", async () => {
    const kept = await waitingRoom(table({ visibility: "PUBLIC", canJoin: false, seatsKeptForInvited: true }));
    expect(byTestId(kept, "seats-kept")?.textContent).toBe(
      "The free seats at this table are kept for invited players.",
    );
    expect(byTestId(kept, "join-table")).toBeNull();
    unmountAll();
    const free = await waitingRoom(table({ visibility: "PUBLIC", canJoin: true }));
    expect(byTestId(free, "seats-kept")).toBeNull();
    expect(byTestId(free, "join-table")?.textContent).toBe("Take a seat");
  });

  it("gives the invited player 'Aoi invited you' with Join, which sits them with the table's invite code", async () => {
    const sent: unknown[] = [];
    let changed = 0;
    const t = table({ invitedBy: { id: "aoi", displayName: "Aoi" }, inviteCode: "secret" });
    const host = await mountWithTrpc(
      <WaitingRoom table={t} inviteCode={null} onChanged={() => changed++} />,
      answeringLink("table.join", sent, () => ({ ...t, mySeat: 1 })),
    );
    expect(byTestId(host, "your-invitation")?.querySelector("p")?.textContent).toBe(
      "Aoi invited you to a game of Sakura.",
    );
    // One way to sit down: the invitation's Join, not the usual "Take a seat" too; not the link's generic words either.
    expect(byTestId(host, "join-table")).toBeNull();
    expect(byTestId(host, "invited-by")).toBeNull();
    await act(async () => button(host, "Join").click());
    expect(sent).toEqual([{ tableId: "t1", inviteCode: "secret" }]);
    expect(changed).toBe(1);
  });

  /** The waiting room of a player Aoi invited, behind a link answering the decline as `link` does. */
  const invitedRoom = (link: Parameters<typeof mountWithTrpc>[1]) =>
    waitingRoom(table({ invitedBy: { id: "aoi", displayName: "Aoi" }, inviteCode: "secret" }), link);

  it("Decline sends the decline and takes the player to the lobby", async () => {
    const sent: unknown[] = [];
    const host = await invitedRoom(answeringLink("table.declineInvitation", sent, () => ({ ok: true })));
    pushed.length = 0;
    await act(async () => button(host, "Decline").click());
    expect(sent).toEqual([{ tableId: "t1" }]);
    expect(pushed).toEqual(["/play"]);
  });

  it("Decline says why it failed when the server refuses", async () => {
    const sent: unknown[] = [];
    const host = await invitedRoom(
      answeringLink(
        "table.declineInvitation",
        sent,
        () => null,
        () => "You have no invitation to this table waiting.",
      ),
    );
    await act(async () => button(host, "Decline").click());
    expect(sent).toEqual([{ tableId: "t1" }]);
    expect(byTestId(host, "your-invitation")?.querySelector('[role="alert"]')?.textContent).toBe(
      "You have no invitation to this table waiting.",
    );
  });

  it("lets the creator find a player by name and invite them; the server's refusal is shown in its words", async () => {
    const calls: { path: string; input: unknown }[] = [];
    let refuse: string | null = null;
    // user.search finds Ren and Aoi (already seated: not offered); table.invite answers or refuses.
    const link: TRPCLink<AppRouter> =
      () =>
      ({ op }) =>
        observable((o) => {
          calls.push({ path: op.path, input: op.input });
          if (op.path === "user.search")
            o.next({
              result: {
                type: "data",
                data: {
                  query: "r",
                  players: [
                    { userId: "ren", displayName: "Ren" },
                    { userId: "aoi", displayName: "Aoi" },
                  ],
                },
              },
            } as never);
          else if (op.path === "table.invite" && !refuse)
            o.next({ result: { type: "data", data: { invited: ["ren"] } } } as never);
          else return o.error(new TRPCClientError(refuse ?? `unexpected call ${op.path}`));
          o.complete();
        });
    let changed = 0;
    const t = table({
      playerCount: 3,
      seats: [...table({}).seats, { seat: 2, team: null, user: null }],
      mySeat: 0,
      canJoin: false,
      canLeave: true,
      invited: [],
    });
    const host = await mountWithTrpc(<WaitingRoom table={t} inviteCode={null} onChanged={() => changed++} />, link);
    await typeInto(host.querySelector<HTMLInputElement>("#invite-name")!, "R");
    await act(async () => button(host, "Find").click());
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect([...host.querySelectorAll('[data-testid="invite-candidates"] li span')].map((x) => x.textContent)).toEqual([
      "Ren",
    ]);
    refuse = "Too many invitations in a short time. Please try again later.";
    await act(async () => host.querySelector<HTMLButtonElement>('button[aria-label="Invite Ren"]')!.click());
    expect(byTestId(host, "invite-message")?.textContent).toBe(
      "Too many invitations in a short time. Please try again later.",
    );
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
    expect(byTestId(await waitingRoom({ ...t, mySeat: 2, creatorId: "someone" }, link), "invite-more")).toBeNull();
    expect(
      byTestId(
        await waitingRoom(
          {
            ...t,
            invited: [
              { id: "kai", displayName: "Kai" },
              { id: "mio", displayName: "Mio" },
            ],
          },
          link,
        ),
        "invite-more",
      ),
    ).toBeNull();
  });
});
