// @vitest-environment happy-dom
// Rematch at a finished table: the final dialog's first action and the panel under the board. "Rematch" sends
// table.rematch and then shows whom the offer waits for; an offer by another player reads "Rematch offered by Botan —
// Join", and joining a rematch that starts goes to the new game; a refusal is said in the player's words and the
// panel then links to the rematch; a player waiting on the page goes to the rematch when it starts.
// The real components are mounted with react-dom/client; the tRPC link answers in place of the server.
import { useQuery } from "~/app/_lib/trpc";
import { TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { act, Suspense, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resignedGameView } from "~/app/_lib/testing/game-view";
import { mountWithTrpc, unmountAll, until } from "~/app/_lib/testing/mounted";
import { tableView } from "~/app/_lib/testing/table-view";
import { useTRPC } from "~/app/_lib/trpc";
import type { AppRouter } from "~/server/api/root";
import type { RematchState, TableView } from "~/server/views/table";
import { gameView, newLocalGame, playRandom } from "../../dev/boards/local-game";
import { AfterGameActions } from "../../_components/game/after-game-actions";
import { EarlyEndDialog } from "../../_components/game/early-end-dialog";
import { LazyEarlyEndDialog } from "../../_components/game/lazy-early-end";
import { RoundResultDialog } from "../../_components/game/round-result-dialog";
import { RematchButton, RematchPanel } from "./rematch";
import * as lazy from "./lazy-parts";

const pushed: string[] = [];
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: (href: string) => pushed.push(href) }) }));
// next/dynamic as a page's build has it (the app router's: a part loading suspends up to the nearest boundary), not
// the older form a test gets by default (it shows nothing until loaded, and never suspends)
vi.mock("next/dynamic", async () => {
  const appDynamic = (await import("next/dist/shared/lib/app-dynamic")) as { default: unknown };
  return { default: (appDynamic.default as { default?: unknown }).default ?? appDynamic.default };
});

/** Akiko's finished public table, where Akiko (seat 0) played Botan. */
const table = (over: Partial<TableView>): TableView =>
  tableView({
    id: "old",
    visibility: "PUBLIC",
    status: "FINISHED",
    seats: [
      { seat: 0, team: null, user: { id: "akiko", displayName: "Akiko", bot: null } },
      { seat: 1, team: null, user: { id: "botan", displayName: "Botan", bot: null } },
    ],
    gameId: "g-old",
    mySeat: 0,
    canJoin: false,
    rematch: { offer: null },
    ...over,
  });

type Offer = NonNullable<RematchState["offer"]>;
const offer = (over: Partial<Offer>): RematchState => ({
  offer: {
    tableId: "new",
    href: "/table/new",
    status: "OPEN",
    offeredBy: { id: "botan", displayName: "Botan" },
    joined: false,
    waitingFor: ["Akiko"],
    gameId: null,
    ...over,
  },
});

/** What table.get answers now, what table.rematch answers (a view or a refusal), and what was sent. */
let current: TableView;
let rematchAnswer: TableView | string;
let afterRematch: TableView | null;
const sent: unknown[] = [];

const link: TRPCLink<AppRouter> =
  () =>
  ({ op }) =>
    observable((o) => {
      const answer = (data: unknown) => {
        o.next({ result: { type: "data", data } } as never);
        o.complete();
      };
      if (op.path === "table.get") return answer(current);
      if (op.path === "table.rematch") {
        sent.push(op.input);
        if (afterRematch) current = afterRematch;
        if (typeof rematchAnswer === "string") o.error(new TRPCClientError(rematchAnswer));
        else answer(rematchAnswer);
        return;
      }
      o.error(new TRPCClientError(`unexpected call ${op.path}`));
    });

/** As the table page does: the table from table.get, the panel under the board. */
function Screen({ dialog }: { dialog?: boolean }) {
  const trpc = useTRPC();
  const q = useQuery(trpc.table.get.queryOptions({ tableId: "old" }, { staleTime: 0 }));
  const t = q.data as TableView | undefined;
  if (!t) return null;
  if (dialog) {
    const over = playRandom(sakuraOneRound(), (g) => g.ruleset.phase(g.state) === "game-over");
    const v = gameView(over, 0);
    return (
      <AfterGameActions.Provider value={<RematchButton table={t} inviteCode={null} />}>
        <RoundResultDialog gameView={v} index={v.rounds.length - 1} onClose={() => {}} />
      </AfterGameActions.Provider>
    );
  }
  return <RematchPanel table={t} inviteCode={null} />;
}

function sakuraOneRound() {
  const g = newLocalGame({ game: "sakura", players: 2, teamLayout: null, options: { rounds: 1 }, seed: "rematch" });
  if ("error" in g) throw new Error(g.error);
  return g;
}

const mount = (opts: { dialog?: boolean } = {}) => mountWithTrpc(<Screen dialog={opts.dialog} />, link);

const byTestId = (id: string) => () => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const click = (el: HTMLElement) => act(async () => el.click());

describe("Rematch", () => {
  beforeEach(() => {
    pushed.length = 0;
    sent.length = 0;
    afterRematch = null;
  });
  afterEach(() => {
    unmountAll();
  });

  it("is the final dialog's first action; a click offers it and the dialog then says whom it waits for", async () => {
    current = table({});
    rematchAnswer = table({ id: "new", status: "OPEN", gameId: null, rematch: undefined });
    afterRematch = table({
      rematch: offer({ offeredBy: { id: "akiko", displayName: "Akiko" }, joined: true, waitingFor: ["Botan"] }),
    });
    await mount({ dialog: true });
    const nav = await until(() => document.querySelector('[data-testid="round-result-next"]'), "the dialog's actions");
    const first = nav.firstElementChild!.querySelector("button")!;
    expect(first.textContent).toBe("Rematch");
    expect([...nav.querySelectorAll("a")].map((a) => a.textContent)).toEqual(["Replay the game", "Play another game"]);
    first.focus();
    await click(first);
    const waiting = await until(byTestId("rematch-waiting"), "the waiting words");
    expect(waiting.textContent).toBe("Rematch offered: waiting for Botan");
    // The focus stays in the dialog, on the words that replaced the button.
    expect(document.activeElement).toBe(waiting);
    expect(sent).toEqual([{ gameId: "g-old" }]);
    expect(pushed).toEqual([]);
  });

  it("comes in as the game ends without hiding the board: the final dialog keeps the keyboard's focus", async () => {
    // The rematch's parts load when the finished table arrives, just after the final view, and the early end's dialog
    // with the final view (a game that ended early; it loads to know): loading, they hid the page's game (its
    // Suspense showed "Finding the table…"), and the final dialog's focused Close with it.
    current = table({});
    const over = playRandom(sakuraOneRound(), (g) => g.ruleset.phase(g.state) === "game-over");
    const v = gameView(over, 0);
    function Page() {
      const [done, setDone] = useState(false);
      const trpc = useTRPC();
      const t = useQuery(trpc.table.get.queryOptions({ tableId: "old" })).data as TableView | undefined;
      const rematch = done && t;
      return (
        <>
          {/* the finished table arriving */}
          <button type="button" onClick={() => setDone(true)} data-testid="table-finished" />
          <Suspense fallback={<p data-testid="finding">Finding the table…</p>}>
            <AfterGameActions.Provider value={rematch ? <lazy.RematchButton table={t} inviteCode={null} /> : null}>
              <RoundResultDialog gameView={v} index={v.rounds.length - 1} onClose={() => {}} />
            </AfterGameActions.Provider>
            {rematch ? <lazy.RematchPanel table={t} inviteCode={null} /> : null}
            {done ? <LazyEarlyEndDialog gameView={v} /> : null}
          </Suspense>
        </>
      );
    }
    await mountWithTrpc(<Page />, link);
    const close = await until(byTestId("round-result-continue"), "the final dialog's Close");
    expect(document.activeElement).toBe(close);
    act(() => document.querySelector<HTMLElement>('[data-testid="table-finished"]')!.click());
    expect(document.querySelector('[data-testid="finding"]')).toBeNull();
    expect(document.querySelector("dialog")!.style.display).not.toBe("none");
    await until(byTestId("rematch"), "the dialog's Rematch");
    await until(byTestId("rematch-panel"), "the panel under the board");
    expect(document.activeElement).toBe(close);
  });

  it("is also the first action of the end dialog of a game that ended early (a resign, a forfeit)", async () => {
    current = table({});
    const resigned = resignedGameView({ gameId: "g-old" });
    await mountWithTrpc(
      <AfterGameActions.Provider value={<RematchButton table={current} inviteCode={null} />}>
        <EarlyEndDialog gameView={resigned} />
      </AfterGameActions.Provider>,
      link,
    );
    const nav = await until(
      () => document.querySelector('dialog[open] nav[aria-label="After the game"]'),
      "the end dialog's actions",
    );
    expect(nav.firstElementChild!.querySelector("button")?.textContent).toBe("Rematch");
    window.localStorage.clear();
  });

  it("shows another player's offer with Join; joining a rematch that starts goes to the new game", async () => {
    current = table({ rematch: offer({}) });
    rematchAnswer = table({ id: "new", status: "PLAYING", gameId: "g-new", rematch: undefined });
    afterRematch = table({ rematch: offer({ status: "PLAYING", joined: true, waitingFor: [], gameId: "g-new" }) });
    await mount();
    expect((await until(byTestId("rematch-offered"), "the offer")).textContent).toBe("Rematch offered by Botan");
    const join = byTestId("rematch-join")()!;
    expect(join.textContent).toBe("Join");
    await click(join);
    await until(() => pushed.length > 0, "the way to the new game");
    expect(pushed).toEqual(["/table/new"]);
    expect((await until(byTestId("rematch-go"), "the link to the rematch")).getAttribute("href")).toBe("/table/new");
  });

  it("says a refusal in the player's words, then links to the rematch", async () => {
    current = table({ rematch: offer({}) });
    rematchAnswer = "The rematch has already started without you.";
    afterRematch = table({ rematch: offer({ status: "PLAYING", gameId: "g-new" }) });
    await mount();
    await click(await until(byTestId("rematch-join"), "the Join button"));
    const alert = await until(() => document.querySelector('[role="alert"]'), "the refusal");
    expect(alert.textContent).toBe("The rematch has already started without you.");
    expect((await until(byTestId("rematch-see"), "the link")).getAttribute("href")).toBe("/table/new");
    expect(pushed).toEqual([]);
  });

  it("in the dialog too: a refusal stays in words beside the link to the rematch", async () => {
    current = table({ rematch: offer({}) });
    rematchAnswer = "The rematch has already started without you.";
    afterRematch = table({ rematch: offer({ status: "PLAYING", gameId: "g-new" }) });
    await mount({ dialog: true });
    await click(await until(byTestId("rematch"), "the dialog's Join button"));
    const see = await until(byTestId("rematch-see"), "the link");
    expect(see.getAttribute("href")).toBe("/table/new");
    expect(document.querySelector('[data-testid="round-result-next"] [role="alert"]')?.textContent).toBe(
      "The rematch has already started without you.",
    );
  });

  it("takes a player who waited on the page to the rematch when it starts", async () => {
    current = table({
      rematch: offer({
        offeredBy: { id: "akiko", displayName: "Akiko" },
        joined: true,
        waitingFor: ["Botan"],
        href: "/table/new?invite=abc",
      }),
    });
    await mount();
    expect((await until(byTestId("rematch-waiting"), "the waiting words")).textContent).toBe(
      "Waiting for Botan to join your rematch",
    );
    // Botan joins (here: the table page's next reading).
    current = table({
      rematch: offer({
        offeredBy: { id: "akiko", displayName: "Akiko" },
        joined: true,
        waitingFor: [],
        status: "PLAYING",
        gameId: "g-new",
        href: "/table/new?invite=abc",
      }),
    });
    await until(() => pushed.length > 0, "the way to the rematch", 5000);
    expect(pushed).toEqual(["/table/new?invite=abc"]);
    expect(byTestId("rematch-go")()?.textContent).toBe("Go to the rematch");
  });

  it("shows nothing where there is no rematch (a tournament's game, a spectator)", async () => {
    current = table({ rematch: null });
    const host = await mount();
    await act(async () => new Promise((r) => setTimeout(r, 30)));
    expect(host.querySelector('[data-testid="rematch-panel"]')).toBeNull();
  });

  it("at Sutda, whose own rematch is a tied hand replayed, offers to play again and speaks of a new game", async () => {
    current = table({ game: "sutda", gameTitle: "Sutda" });
    rematchAnswer = table({ id: "new", game: "sutda", status: "OPEN" });
    afterRematch = table({
      game: "sutda",
      gameTitle: "Sutda",
      rematch: offer({ offeredBy: { id: "akiko", displayName: "Akiko" }, joined: true, waitingFor: ["Botan"] }),
    });
    const host = await mount();
    expect((await until(() => host.querySelector("#rematch-heading"), "the panel")).textContent).toBe("Play again");
    const ask = await until(byTestId("rematch-offer"), "the button");
    expect(ask.textContent).toBe("Play again");
    await click(ask);
    expect((await until(byTestId("rematch-waiting"), "the waiting words")).textContent).toBe(
      "Waiting for Botan to join your new game",
    );
    unmountAll();
    current = table({ game: "sutda", gameTitle: "Sutda", rematch: offer({}) });
    await mount();
    expect((await until(byTestId("rematch-offered"), "the offer")).textContent).toBe("New game offered by Botan");
  });
});
