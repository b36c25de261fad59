// @vitest-environment happy-dom
// The event page's waiting list, mounted whole (TournamentScreen) behind a tRPC link that answers for the server and
// streams the event's changes: a full event offers "Join the waiting list" instead of a dead Register button; joining
// sends tournament.joinWaitingList and the next view from tournament.onChange shows "You are 2nd on the waiting
// list" with "Leave the waiting list"; everyone sees how many wait; the organiser sees who, linked to their pages; a
// full team event says it has no waiting list; a refusal is shown.
import { TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable, type Observer } from "@trpc/server/observable";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { mountWithTrpc, unmountAll, until } from "~/app/_lib/testing/mounted";
import type { AppRouter } from "~/server/api/root";
import { openEventView } from "~/app/_lib/testing/tournament-view";
import type { TournamentView } from "~/server/views/tournament";
import { TournamentScreen } from "./tournament-screen";
import { ENGLISH_ORDINALS, translatorFor } from "~/app/_lib/testing/intl";

/** A full event (2 of 2 entered): Register refused, the waiting list offered. */
const view = (over: Partial<TournamentView> = {}, viewer: Partial<TournamentView["viewer"]> = {}): TournamentView =>
  openEventView({ maxEntrants: 2 }, over, {
    registrationBlocked: "The tournament is full: 2 entrants have registered.",
    ...viewer,
  });

const sent: { path: string; input: unknown }[] = [];
let stream: Observer<unknown, unknown> | null = null;
let refusal: string | null = null;

/** Answers the waiting-list mutations and holds tournament.onChange open, so a test pushes the next view as the server would. */
const link: TRPCLink<AppRouter> =
  () =>
  ({ op }) =>
    observable((o) => {
      if (op.path === "tournament.onChange") {
        stream = o as Observer<unknown, unknown>;
        return;
      }
      if (op.path !== "tournament.joinWaitingList" && op.path !== "tournament.leaveWaitingList") {
        o.error(new TRPCClientError(`unexpected call ${op.path}`));
        return;
      }
      sent.push({ path: op.path, input: op.input });
      if (refusal) o.error(new TRPCClientError(refusal));
      else {
        o.next({
          result: { type: "data", data: op.path === "tournament.joinWaitingList" ? { position: 2 } : { ok: true } },
        } as never);
        o.complete();
      }
    });

/** The server's next view arrives on the page's stream. */
async function push(v: TournamentView) {
  await until(() => stream, "the page to subscribe");
  await act(async () => stream!.next({ result: { type: "data", data: v } }));
}

const text = (host: HTMLElement, testId: string) =>
  host.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;
const click = (host: HTMLElement, testId: string) =>
  act(async () => host.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`)!.click());

describe("the event page's waiting list", () => {
  afterEach(() => {
    unmountAll();
    sent.length = 0;
    stream = null;
    refusal = null;
  });

  it("a full event offers Join the waiting list, not Register; joining shows the place (live) and Leave sends the leave", async () => {
    const host = await mountWithTrpc(<TournamentScreen initial={view({ waitingCount: 1 })} />, link);
    expect(host.querySelector('[data-testid="register"]')).toBeNull();
    expect(text(host, "registration-message")).toBe("The tournament is full: 2 entrants have registered.");
    expect(text(host, "waiting-count")).toBe("1 player is waiting for a place.");
    await click(host, "join-waiting-list");
    expect(sent).toEqual([{ path: "tournament.joinWaitingList", input: { tournamentId: "t1" } }]);

    await push(
      view({ waitingCount: 2 }, { waitingPosition: 2, waitingListBlocked: "You are already on the waiting list." }),
    );
    expect(await until(() => text(host, "waiting-position"), "the place")).toBe("You are 2nd on the waiting list.");
    expect(text(host, "waiting-count")).toBe("2 players are waiting for a place.");
    expect(host.querySelector('[data-testid="join-waiting-list"]')).toBeNull();
    await click(host, "leave-waiting-list");
    expect(sent[1]).toEqual({ path: "tournament.leaveWaitingList", input: { tournamentId: "t1" } });

    // A place opened and they were entered: the page says so.
    await push(
      view(
        {
          waitingCount: 1,
          entrants: [...view().entrants.slice(1), { id: "e9", name: "Me", seed: null, members: [], isMine: true }],
        },
        {
          registered: true,
          canWithdraw: true,
          registrationBlocked: "The tournament is full: 2 entrants have registered.",
          waitingListBlocked: "You are already registered.",
        },
      ),
    );
    expect(
      await until(
        () =>
          text(host, "registration-message")?.startsWith("You are registered.")
            ? text(host, "registration-message")
            : null,
        "registered",
      ),
    ).toContain("You are registered.");
    expect(host.querySelector('[data-testid="waiting-position"]')).toBeNull();
  });

  it("a refusal is shown; the organiser sees who waits, in order, linked to their pages; a stranger sees only the count", async () => {
    refusal = "There are places left: register instead.";
    const host = await mountWithTrpc(<TournamentScreen initial={view()} />, link);
    await click(host, "join-waiting-list");
    expect(await until(() => text(host, "registration-error"), "the refusal")).toBe(
      "There are places left: register instead.",
    );
    expect(host.querySelector('[data-testid="waiting-list"]')).toBeNull();

    unmountAll();
    const org = await mountWithTrpc(
      <TournamentScreen
        initial={view(
          {
            waitingCount: 2,
            waitingList: [
              { id: "u7", displayName: "Chie" },
              { id: "u8", displayName: "Daiki" },
            ],
          },
          { isOrganiser: true, canRemoveEntrants: false },
        )}
      />,
      link,
    );
    const names = [...org.querySelectorAll<HTMLAnchorElement>('[data-testid="waiting-player"] a')].map((a) => [
      a.textContent,
      a.getAttribute("href"),
    ]);
    expect(names).toEqual([
      ["Chie", "/players/u7"],
      ["Daiki", "/players/u8"],
    ]);
  });

  it("a full team event says it has no waiting list; a signed-out visitor is asked to sign in to join it", async () => {
    const team = await mountWithTrpc(
      <TournamentScreen
        initial={view(
          { teamSize: 2, entrants: [] },
          {
            registrationBlocked: "The tournament is full: 2 teams have registered.",
            waitingListBlocked: "Team events have no waiting list.",
          },
        )}
      />,
      link,
    );
    expect(team.querySelector('[data-testid="join-waiting-list"]')).toBeNull();
    expect(team.textContent).toContain("Team events have no waiting list: a team can register when a place frees.");
    unmountAll();
    const visitor = await mountWithTrpc(
      <TournamentScreen
        initial={view(
          { waitingCount: 3 },
          {
            signedIn: false,
            registrationBlocked: "The tournament is full: 2 entrants have registered.",
            waitingListBlocked: "Sign in to join the waiting list.",
          },
        )}
      />,
      link,
    );
    expect(text(visitor, "registration")).toContain("Sign in to join the waiting list.");
    expect(text(visitor, "waiting-count")).toBe("3 players are waiting for a place.");
  });

  it("says places the way people do", () => {
    const t = translatorFor("Tournaments");
    const place = (position: number) => t("waiting.position", { position }).split(" ")[2];
    expect(ENGLISH_ORDINALS.map(([n]) => place(n))).toEqual(ENGLISH_ORDINALS.map(([, words]) => words));
  });
});
