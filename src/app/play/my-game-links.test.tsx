// @vitest-environment happy-dom
// "My games" names the other players as links to their pages (as the waiting room and the replay lists do), while
// the row still opens the table: the table's link is the game's title stretched over the row, with no link inside
// another. The real component, mounted behind a link that answers table.myGames.
import { afterEach, describe, expect, it } from "vitest";
import type { MyGameSummary, MyGamesView } from "~/server/views/table";
import { answeringLink, mountWithTrpc, unmountAll, until } from "../_lib/testing/mounted";
import { MyGames } from "./my-games";

const game = (id: string, patch: Partial<MyGameSummary>): MyGameSummary => ({
  gameId: id,
  tableId: `t-${id}`,
  game: "sakura",
  gameTitle: "Sakura",
  opponents: [],
  partners: [],
  myTurn: false,
  deadlineAt: null,
  status: "ACTIVE",
  progress: { round: 1, of: 3 },
  tournament: null,
  ...patch,
});

afterEach(unmountAll);

describe("My games' player links", () => {
  it("links each opponent and partner to their page; the rest of the row opens the table", async () => {
    const view: MyGamesView = {
      games: [
        game("a", { myTurn: true, opponents: [{ id: "u-chie", displayName: "Chie", bot: null }] }),
        game("b", {
          status: "FINISHED",
          partners: [{ id: "u-aki", displayName: "Aki", bot: null }],
          opponents: [
            { id: "u-emi", displayName: "Emi", bot: null },
            { id: "u/ken", displayName: "Ken", bot: null },
          ],
        }),
      ],
      waiting: [],
    };
    const host = await mountWithTrpc(
      <MyGames variant="lobby" />,
      answeringLink("table.myGames", [], () => view),
    );
    const rows = await until(() => {
      const found = [...host.querySelectorAll<HTMLElement>('[data-testid="my-game"]')];
      return found.length === 2 ? found : null;
    }, "the two rows");
    const links = (row: HTMLElement) =>
      [...row.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links(rows[0]!)).toEqual([
      ["Sakura", "/table/t-a"],
      ["Chie", "/players/u-chie"],
    ]);
    expect(links(rows[1]!)).toEqual([
      ["Sakura", "/table/t-b"],
      ["Aki", "/players/u-aki"],
      ["Emi", "/players/u-emi"],
      ["Ken", "/players/u%2Fken"],
    ]);
    expect(rows[1]!.textContent).toBe("FinishedSakurawith Aki (partner) vs Emi and Ken");
    // no link inside another; the table's link says the whole row to a screen reader and covers it for a tap
    expect(host.querySelector("a a")).toBeNull();
    const table = rows[0]!.querySelector<HTMLAnchorElement>('[data-testid="my-game-link"]')!;
    expect(table.getAttribute("aria-label")).toBe("Sakura with Chie, your turn");
    expect(table.className).toContain("after:inset-0");
    // the names sit above the stretched link, so a tap on one opens the player's page
    for (const a of rows[1]!.querySelectorAll('[data-testid="player-link"]')) expect(a.className).toContain("z-[1]");
  });
});
