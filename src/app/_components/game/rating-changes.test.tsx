// @vitest-environment happy-dom
// The final dialogs show what a rated game did to the players' ratings: "Your rating: 1,512 (+12)" and the others',
// arriving when the table's stream sends the table again after the after-move bookkeeping rated the game (as the
// table page does: table.onChange's table goes into table.get's cache, whose ratingChanges the page provides).
// Until they arrive, a game of people (that will be rated) says "Rating…"; nothing for an unrated game (a bot
// seated). The real dialogs are mounted with the shared harness; the link answers table.get.
import { useQuery, useQueryClient } from "~/app/_lib/trpc";
import { act, useEffect } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { resignedGameView } from "~/app/_lib/testing/game-view";
import { answeringLink, mountWithTrpc, unmountAll, until } from "~/app/_lib/testing/mounted";
import { useTRPC } from "~/app/_lib/trpc";
import type { TableRatingChange, TableView } from "~/server/views/table";
import { gameView, newLocalGame, playRandom } from "../../dev/boards/local-game";
import { EarlyEndDialog } from "./early-end-dialog";
import { GameRatingChanges, gameRatingsOf } from "./rating-changes";
import { RoundResultDialog } from "./round-result-dialog";

const CHANGES: TableRatingChange[] = [
  { seat: 0, userId: "akiko", displayName: "Akiko", you: true, rating: 1512, change: 12 },
  { seat: 1, userId: "botan", displayName: "Botan", you: false, rating: 1488, change: -12 },
];

const person = (id: string, displayName: string) => ({ id, displayName, bot: null });
/** A finished game of two people: rated once the bookkeeping has run. */
const table = {
  id: "t1",
  status: "FINISHED",
  gameId: "g1",
  seats: [
    { seat: 0, team: null, user: person("akiko", "Akiko") },
    { seat: 1, team: null, user: person("botan", "Botan") },
  ],
} as unknown as TableView;
/** A practice game: Botan is a bot, never rated. */
const practice = {
  ...table,
  seats: [table.seats[0], { seat: 1, team: null, user: { ...person("bot", "Botan"), bot: "heuristic" } }],
} as TableView;
const resigned = resignedGameView();

/** What the table page's stream does with a table it receives: table.get's cache. */
let receive: ((t: TableView) => void) | null = null;

/** As the table page does: the table from table.get provides its rating changes to the game's dialogs. */
function Screen({ dialog }: { dialog: "early" | "round" }) {
  const trpc = useTRPC();
  const client = useQueryClient();
  useEffect(() => {
    receive = (next) => client.setQueryData(trpc.table.get.queryKey({ tableId: "t1" }), next);
  }, [client, trpc]);
  const q = useQuery(trpc.table.get.queryOptions({ tableId: "t1" }, { staleTime: Infinity }));
  const t = q.data as TableView | undefined;
  if (!t) return null;
  let board = <EarlyEndDialog gameView={resigned} />;
  if (dialog === "round") {
    const g = newLocalGame({ game: "sakura", players: 2, teamLayout: null, options: { rounds: 1 }, seed: "ratings" });
    if ("error" in g) throw new Error(g.error);
    const v = gameView(
      playRandom(g, (x) => x.ruleset.phase(x.state) === "game-over"),
      0,
    );
    board = <RoundResultDialog gameView={v} index={v.rounds.length - 1} onClose={() => {}} />;
  }
  return <GameRatingChanges.Provider value={gameRatingsOf(t)}>{board}</GameRatingChanges.Provider>;
}

const mount = (first: TableView, dialog: "early" | "round" = "early") =>
  mountWithTrpc(
    <Screen dialog={dialog} />,
    answeringLink("table.get", [], () => first),
  );
const q = (sel: string) => () => document.querySelector<HTMLElement>(sel);

describe("the final dialog's ratings", () => {
  afterEach(() => {
    unmountAll();
    window.localStorage.clear();
    receive = null;
  });

  it("says 'Rating…' until the table's stream brings the rated game's changes, then 'Your rating: 1,512 (+12)' and the others'", async () => {
    await mount({ ...table, ratingPending: true });
    await until(q("dialog[open] [data-testid='match-summary']"), "the end dialog");
    expect(document.querySelector("[data-testid='rating-changes']")).toBeNull();
    expect(document.querySelector("dialog[open] [data-testid='rating-pending']")?.textContent).toBe("Rating…");
    // The bookkeeping rated the game: the stream sends the table again (TableScreen puts it in table.get's cache).
    await act(async () => receive!({ ...table, ratingChanges: CHANGES }));
    const mine = await until(q("dialog[open] [data-testid='my-rating-change']"), "the player's rating");
    expect(mine.textContent).toBe("Your rating: 1,512 (+12)");
    const all = document.querySelector("[data-testid='rating-changes']")!;
    expect([...all.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Your rating: 1,512 (+12)",
      "Botan: 1,488 (−12)",
    ]);
    expect(all.querySelector("li:last-child span[aria-label]")?.getAttribute("aria-label")).toBe("(rating down 12)");
    expect(document.querySelector("[data-testid='rating-pending']")).toBeNull();
  });

  it("the last round's result dialog of a finished game shows them too; a spectator reads every player's", async () => {
    await mount({ ...table, ratingChanges: CHANGES.map((c) => ({ ...c, you: false })) }, "round");
    const all = await until(q("dialog[open] [data-testid='rating-changes']"), "the ratings");
    expect([...all.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Akiko: 1,512 (+12)",
      "Botan: 1,488 (−12)",
    ]);
  });

  it("before the page's table has finished, a game of people waits for its ratings", async () => {
    await mount({ ...table, status: "PLAYING" } as TableView);
    await until(q("dialog[open] [data-testid='match-summary']"), "the end dialog");
    expect(document.querySelector("dialog[open] [data-testid='rating-pending']")?.textContent).toBe("Rating…");
  });

  it("a finished game of people the server says is not on its way to a rating (an old game, never rated) waits for none", async () => {
    await mount(table);
    await until(q("dialog[open] [data-testid='match-summary']"), "the end dialog");
    expect(document.querySelector("[data-testid='rating-pending']")).toBeNull();
    expect(document.querySelector("[data-testid='rating-changes']")).toBeNull();
  });

  it("an unrated game's dialog (a bot seated) shows no ratings and waits for none", async () => {
    await mount(practice);
    await until(q("dialog[open] [data-testid='match-summary']"), "the end dialog");
    expect(document.querySelector("[data-testid='rating-changes']")).toBeNull();
    expect(document.querySelector("[data-testid='rating-pending']")).toBeNull();
    expect(document.body.textContent?.toLowerCase()).not.toContain("rating");
  });
});
