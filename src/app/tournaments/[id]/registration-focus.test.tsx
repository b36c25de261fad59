// @vitest-environment happy-dom
// A keyboard player who withdraws from an event, or registers again, keeps their place on the page: the button they
// pressed is replaced by its opposite, and focus goes to it rather than back to the top of the page.
import { TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable, type Observer } from "@trpc/server/observable";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { mountWithTrpc, unmountAll, until } from "~/app/_lib/testing/mounted";
import type { AppRouter } from "~/server/api/root";
import { openEventView } from "~/app/_lib/testing/tournament-view";
import type { TournamentView } from "~/server/views/tournament";
import { TournamentScreen } from "./tournament-screen";

const view = (over: Partial<TournamentView> = {}, viewer: Partial<TournamentView["viewer"]> = {}): TournamentView =>
  openEventView({ maxEntrants: 8 }, over, viewer);

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
