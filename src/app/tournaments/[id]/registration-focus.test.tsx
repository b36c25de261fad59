// @vitest-environment happy-dom
// A keyboard player who withdraws from an event, or registers again, keeps their place on the page: the button they
// pressed is replaced by its opposite, and focus goes to it rather than back to the top of the page.
import { TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable, type Observer } from "@trpc/server/observable";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { mountWithTrpc, unmountAll, until } from "~/app/_lib/testing/mounted";
import type { AppRouter } from "~/server/api/root";
import { tournamentSummary } from "~/app/_lib/testing/tournament-view";
import type { TournamentView } from "~/server/views/tournament";
import { TournamentScreen } from "./tournament-screen";

const later = new Date(Date.now() + 3_600_000).toISOString();

function view(over: Partial<TournamentView> = {}, viewer: Partial<TournamentView["viewer"]> = {}): TournamentView {
  const entrants = ["Aiko", "Botan"].map((name, i) => ({
    id: `e${i}`,
    name,
    seed: null,
    members: [{ id: `u${i}`, displayName: name }],
    isMine: false,
  }));
  return {
    ...tournamentSummary({
      id: "t1",
      name: "Waiting Cup",
      organiser: { id: "org", displayName: "Oda" },
      registrationClosesAt: later,
      firstRoundAt: later,
      entrantCount: 2,
      maxEntrants: 8,
    }),
    description: "",
    preset: { id: "p", slug: "standard", title: "Standard rules", titleKey: null, version: 1 },
    options: [],
    end: { kind: "rounds", rounds: 10 },
    teamsChoice: "none",
    byeScore: "average",
    sidesPerTable: 2,
    swissRounds: null,
    timeControl: { kind: "per_move", seconds: 60 },
    timeoutsBeforeForfeit: 3,
    roundDurationSeconds: 3600,
    roundIntervalSeconds: 3600,
    startedAt: null,
    finishedAt: null,
    winner: null,
    entrants,
    teams: [],
    waitingList: null,
    rounds: [],
    standings: [],
    bracket: null,
    crosstable: null,
    ...over,
    viewer: {
      signedIn: true,
      registered: false,
      teamId: null,
      isCaptain: false,
      invitations: [],
      registrationBlocked: null,
      waitingPosition: null,
      waitingListBlocked: null,
      canWithdraw: false,
      isOrganiser: false,
      isAdmin: false,
      canCancel: false,
      editable: [],
      canRemoveEntrants: false,
      ...viewer,
    },
  };
}

let stream: Observer<unknown, unknown> | null = null;
const link: TRPCLink<AppRouter> =
  () =>
  ({ op }) =>
    observable((o) => {
      if (op.path === "tournament.onChange") {
        stream = o as Observer<unknown, unknown>;
        return;
      }
      if (op.path !== "tournament.withdraw" && op.path !== "tournament.register") {
        o.error(new TRPCClientError(`unexpected call ${op.path}`));
        return;
      }
      o.next({ result: { type: "data", data: { ok: true } } } as never);
      o.complete();
    });

async function push(v: TournamentView) {
  await until(() => stream, "the page to subscribe");
  await act(async () => stream!.next({ result: { type: "data", data: v } }));
}

const press = async (host: HTMLElement, testId: string) => {
  const button = host.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`)!;
  button.focus();
  await act(async () => button.click());
};

describe("registering and withdrawing from the keyboard", () => {
  afterEach(() => {
    unmountAll();
    stream = null;
  });

  it("moves focus to the button that takes the pressed one's place", async () => {
    const registered = view({}, { registered: true, canWithdraw: true });
    const host = await mountWithTrpc(<TournamentScreen initial={registered} />, link);
    await until(() => host.querySelector<HTMLButtonElement>('[data-testid="withdraw"]:not([disabled])'), "hydrated");
    await press(host, "withdraw");
    await push(view());
    const register = await until(() => host.querySelector('[data-testid="register"]'), "the Register button");
    expect(document.activeElement).toBe(register);
    await press(host, "register");
    await push(registered);
    const withdraw = await until(() => host.querySelector('[data-testid="withdraw"]'), "the Withdraw button");
    expect(document.activeElement).toBe(withdraw);
  });
});
