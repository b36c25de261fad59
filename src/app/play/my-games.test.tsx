// @vitest-environment happy-dom
// "My games" on the home page and in the lobby, one component over table.myGames. The home page shows a signed-in
// player's games in play, their turn first, at most HOME_GAMES, with a link to /play for the rest, from the server's
// list (no request at once); the lobby shows everything, finished games and waiting tables too. The real component
// is mounted into happy-dom; the tRPC link answers table.myGames as the server does (games sorted, my turn first).
import type { TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { describe, expect, it } from "vitest";
import type { AppRouter } from "~/server/api/root";
import type { MyGameSummary, MyGamesView } from "~/server/views/table";
import { tableSummary } from "~/app/_lib/testing/table-view";
import { withIntl } from "~/app/_lib/testing/intl";
import { apiClientFor } from "~/app/_lib/testing/mounted";

const game = (id: string, patch: Partial<MyGameSummary>): MyGameSummary => ({
  gameId: id,
  tableId: `t-${id}`,
  game: "sakura",
  gameTitle: "Sakura",
  opponents: [{ id: "u-chie", displayName: "Chie", bot: null }],
  partners: [],
  myTurn: false,
  deadlineAt: null,
  status: "ACTIVE",
  progress: { round: 2, of: 6 },
  tournament: null,
  ...patch,
});
const view = (games: MyGameSummary[]): MyGamesView => ({
  games,
  waiting: [tableSummary({ id: "w1", houseRules: { preset: "Standard", presetKey: null, changes: [] } })],
});

async function mount(props: { variant?: "lobby" | "home"; initial?: MyGamesView }, answer: MyGamesView) {
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  const [{ createRoot }, { act }, { TRPCReactProvider }, { MyGames }] = await Promise.all([
    import("react-dom/client"),
    import("react"),
    import("~/app/_lib/trpc"),
    import("./my-games"),
  ]);
  const calls: string[] = [];
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((o) => {
        calls.push(op.path);
        o.next({ result: { type: "data", data: answer } } as never);
        o.complete();
      });
  const client = apiClientFor(link);
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      withIntl(
        <TRPCReactProvider client={client}>
          <MyGames {...props} />
        </TRPCReactProvider>,
      ),
    ),
  );
  await act(async () => await new Promise((r) => setTimeout(r, 0)));
  const rows = () =>
    [...container.querySelectorAll('[data-testid="my-game"]')].map((a) =>
      [...a.children].map((c) => c.textContent).join("|"),
    );
  return { container, calls, rows, unmount: () => act(async () => root.unmount()) };
}

describe("my games on the home page", () => {
  it("lists the games in play, my turn first, a link to /play for the rest, from the server's list", async () => {
    const list = view([
      game("a", { myTurn: true, game: "sutda", gameTitle: "Sutda", progress: { round: 3, of: 10 } }),
      game("b", {
        opponents: [
          { id: "u-dai", displayName: "Dai", bot: null },
          { id: "u-emi", displayName: "Emi", bot: null },
        ],
      }),
      game("c", { status: "FINISHED", progress: null }),
    ]);
    const m = await mount({ variant: "home", initial: list }, list);
    expect(m.calls).toEqual([]);
    expect(m.container.querySelector("h2")?.textContent).toBe("Your games");
    expect(m.rows()).toEqual([
      "Your turn|Sutda|with Chie|Hand 3 of 10",
      "Waiting|Sakura|with Dai and Emi|Round 2 of 6",
    ]);
    expect(m.container.querySelector('[data-testid="my-turn-count"]')?.textContent).toBe("1 game waits for your move");
    // Waiting tables and finished games stay in the lobby.
    expect(m.container.querySelector('[data-testid="my-waiting-table"]')).toBeNull();
    const more = m.container.querySelector('[data-testid="home-to-play"]');
    expect(more?.getAttribute("href")).toBe("/play");
    await m.unmount();
  });

  it("shows at most a few games and says how many are in play", async () => {
    const list = view(Array.from({ length: 8 }, (_, i) => game(`g${i}`, { myTurn: i < 2 })));
    const m = await mount({ variant: "home", initial: list }, list);
    expect(m.rows()).toHaveLength(5);
    expect(m.rows()[0]).toMatch(/^Your turn/);
    expect(m.container.querySelector('[data-testid="my-turn-count"]')?.textContent).toBe("2 games wait for your move");
    expect(m.container.querySelector('[data-testid="home-to-play"]')?.textContent).toBe(
      "All 8 games in play, finished games and open tables",
    );
    await m.unmount();
  });

  it("says so when no game is in play", async () => {
    const list = view([game("c", { status: "FINISHED", progress: null })]);
    const m = await mount({ variant: "home", initial: list }, list);
    expect(m.rows()).toEqual([]);
    expect(m.container.textContent).toContain("No game in play: open a table or join one in the lobby.");
    await m.unmount();
  });
});

describe("my games in the lobby", () => {
  it("asks the server and lists every game and the waiting tables", async () => {
    const list = view([game("a", { myTurn: true }), game("c", { status: "FINISHED", progress: null })]);
    const m = await mount({}, list);
    expect(m.calls).toEqual(["table.myGames"]);
    expect(m.container.querySelector("h2")?.textContent).toBe("My games");
    expect(m.rows()).toEqual(["Your turn|Sakura|with Chie|Round 2 of 6", "Finished|Sakura|with Chie"]);
    expect(m.container.querySelectorAll('[data-testid="my-waiting-table"]')).toHaveLength(1);
    expect(m.container.querySelector('[data-testid="home-to-play"]')).toBeNull();
    await m.unmount();
  });
});
