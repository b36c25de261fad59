// @vitest-environment happy-dom
// After suspending someone (or lifting it), the users page says what was done in a status line, from the server's
// answer: sessions ended, seats handed to the stand-in, waiting tables left; before, only the badge changed. The real
// UserActions is mounted into happy-dom; the tRPC link answers as admin.suspend / admin.unsuspend do.
import type { TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { AppRouter } from "~/server/api/root";
import { translatorFor, withIntl } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";
import { apiClientFor, idleRouter } from "~/app/_lib/testing/mounted";
import type { AdminUserView } from "~/server/views";
import { suspendedStatus, unsuspendedStatus } from "./suspension-status";

const say = (locale: Locale) => translatorFor("AdminUsers", locale);
const en = say("en");

const aki: AdminUserView = {
  id: "u1",
  email: "aki@example.org",
  displayName: "Aki Sato",
  role: "PLAYER",
  status: "ACTIVE",
  createdAt: new Date(0),
  bot: null,
};

/** Answers admin.suspend and admin.unsuspend as the server does, and records the calls. */
function adminLink(calls: { path: string; input: unknown }[]): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((o) => {
        calls.push({ path: op.path, input: op.input });
        const data =
          op.path === "admin.suspend"
            ? { ...aki, status: "SUSPENDED", sessionsEnded: 2, gamesHandedOver: 1, tablesLeft: 0 }
            : op.path === "admin.unsuspend"
              ? { ...aki, status: "ACTIVE" }
              : undefined;
        if (!data) return void o.error(new Error(`unexpected call ${op.path}`) as never);
        o.next({ result: { type: "data", data } } as never);
        o.complete();
      });
}

describe("the admin's confirmation after a suspension", () => {
  it("words what the server did", () => {
    expect(suspendedStatus(en, "Aki Sato", { sessionsEnded: 2, gamesHandedOver: 1, tablesLeft: 0 })).toBe(
      "Aki Sato is suspended: signed out everywhere (2 sessions ended); the stand-in now plays their seat in 1 game in play. They cannot sign in until you lift the suspension.",
    );
    expect(suspendedStatus(en, "Aki Sato", { sessionsEnded: 1, gamesHandedOver: 0, tablesLeft: 2 })).toBe(
      "Aki Sato is suspended: signed out everywhere (1 session ended); no game in play to hand over; removed from 2 tables waiting for players. They cannot sign in until you lift the suspension.",
    );
  });

  it("words it in the admin's language", () => {
    expect(suspendedStatus(say("ja"), "Aki", { sessionsEnded: 2, gamesHandedOver: 0, tablesLeft: 1 })).toBe(
      "Akiを停止しました：すべての端末でサインアウト（2件のセッションを終了）、引き継ぐ対局はありません、参加者を待っている1卓から外しました。停止を解除するまでサインインできません。",
    );
    expect(suspendedStatus(say("de"), "Aki", { sessionsEnded: 1, gamesHandedOver: 3, tablesLeft: 0 })).toBe(
      "Aki ist gesperrt: überall abgemeldet (1 Sitzung beendet); die Vertretung spielt jetzt an diesem Platz in 3 laufenden Partien. Eine Anmeldung ist erst wieder möglich, wenn Sie die Sperre aufheben.",
    );
  });

  it("shows a status line after suspending and after lifting the suspension", async () => {
    (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
    const [{ createRoot }, { act }, { TRPCReactProvider }, { UserActions }] = await Promise.all([
      import("react-dom/client"),
      import("react"),
      import("~/app/_lib/trpc"),
      import("./user-actions"),
    ]);
    const calls: { path: string; input: unknown }[] = [];
    const client = apiClientFor(adminLink(calls));
    let refreshes = 0;
    const router = idleRouter({ refresh: () => void refreshes++ });
    const tree = (children: ReactNode) =>
      withIntl(
        <AppRouterContext value={router}>
          <TRPCReactProvider client={client}>{children}</TRPCReactProvider>
        </AppRouterContext>,
      );
    const container = document.createElement("div");
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => root.render(tree(<UserActions user={aki} isMe={false} />)));
    const status = () => container.querySelector('[role="status"]');
    expect(status()?.textContent).toBe("");

    const button = (label: string) =>
      [...container.querySelectorAll("button")].find((b) => (b.getAttribute("aria-label") ?? b.textContent) === label)!;
    await act(async () => button("Suspend Aki Sato…").click());
    const reason = container.querySelector("dialog input") as HTMLInputElement;
    expect(reason).not.toBeNull();
    await act(async () => (container.querySelector("dialog form") as HTMLFormElement).requestSubmit());
    expect(calls).toEqual([{ path: "admin.suspend", input: { userId: "u1", reason: "" } }]);
    expect(status()?.textContent).toBe(
      suspendedStatus(en, "Aki Sato", { sessionsEnded: 2, gamesHandedOver: 1, tablesLeft: 0 }),
    );
    expect(refreshes).toBe(1);

    // The page comes back with the badge; lifting the suspension says so too.
    await act(async () => root.render(tree(<UserActions user={{ ...aki, status: "SUSPENDED" }} isMe={false} />)));
    await act(async () => button("Lift the suspension of Aki Sato").click());
    expect(calls.at(-1)).toEqual({ path: "admin.unsuspend", input: { userId: "u1" } });
    expect(status()?.textContent).toBe(unsuspendedStatus(en, "Aki Sato"));

    // A practice bot (shared by every practice table of its level) offers neither a promotion nor a suspension.
    await act(async () =>
      root.render(
        tree(
          <UserActions
            user={{ ...aki, displayName: "Bot Matsu", email: "bot:heuristic:1", bot: "heuristic" }}
            isMe={false}
          />,
        ),
      ),
    );
    expect(container.querySelectorAll("button")).toHaveLength(0);
    expect(container.textContent).toBe("A practice bot: nothing to change.");

    await act(async () => root.unmount());
  });
});
