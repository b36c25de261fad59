// The page keeps the newer of two views: by seq, then by the seats forfeited (a resign changes a view at its seq).
import { QueryClient } from "~/app/_lib/query-cache";
import { describe, expect, it } from "vitest";
import type { TableView } from "~/server/views/table";
import { gameViewQueryOptions, newerView, takeStreamedTable } from "./view-order";
import { fetchQuery } from "~/app/_lib/fetch-query";

const view = (seq: number, forfeited: boolean[]) =>
  ({ seq, players: forfeited.map((f) => ({ forfeited: f })) }) as never as Parameters<typeof newerView>[1];

describe("newerView", () => {
  it("takes a later seq, keeps a later one shown, and takes an answer as far on", () => {
    const a = view(3, [false, false, false]);
    expect(newerView(undefined, a)).toBe(a);
    expect(newerView(a, view(4, [false, false, false])).seq).toBe(4);
    expect(newerView(view(5, [false, false, false]), a).seq).toBe(5);
    const same = view(3, [false, false, false]);
    expect(newerView(a, same)).toBe(same);
  });

  it("at one seq, keeps the view with the resigned seat forfeited over one made without it (a move racing the resign)", () => {
    const resigned = view(4, [false, true, false]);
    const stale = view(4, [false, false, false]);
    expect(newerView(resigned, stale)).toBe(resigned);
    expect(newerView(stale, resigned)).toBe(resigned);
    // A later move still wins, whatever it shows.
    expect(newerView(resigned, view(5, [false, true, false])).seq).toBe(5);
  });
});

describe("game.view's cache on the table page", () => {
  it("an answer read before a move and arriving after the stream's view of it does not bring the older position back", async () => {
    const client = new QueryClient();
    const queryKey = ["game.view", "g1"];
    let answer!: (v: unknown) => void;
    // The page asks for the view (the server reads it at seq 0, the bot Oya to move) …
    const fetching = fetchQuery(client, {
      queryKey,
      queryFn: () => new Promise((r) => (answer = r)),
      ...gameViewQueryOptions,
    });
    // … meanwhile the bot moves and the stream brings seq 1 (the player's turn) …
    client.setQueryData(queryKey, view(1, [false, false]));
    // … and only then the answer of seq 0 arrives.
    answer(view(0, [false, false]));
    await fetching;
    expect((client.getQueryData(queryKey) as { seq: number }).seq).toBe(1);
    // A later answer is taken; one as far on replaces the view (a refetch after a resign).
    await fetchQuery(client, {
      queryKey,
      queryFn: () => view(2, [false, true]),
      ...gameViewQueryOptions,
      staleTime: 0,
    });
    expect(client.getQueryData(queryKey)).toMatchObject({
      seq: 2,
      players: [{ forfeited: false }, { forfeited: true }],
    });
    await fetchQuery(client, {
      queryKey,
      queryFn: () => view(2, [false, false]),
      ...gameViewQueryOptions,
      staleTime: 0,
    });
    expect(client.getQueryData(queryKey)).toMatchObject({
      seq: 2,
      players: [{ forfeited: false }, { forfeited: true }],
    });
  });
});

describe("table.get's cache on the table page", () => {
  const table = (status: string, seats: number) => ({ status, seats: Array(seats).fill({}) }) as never as TableView;

  it("a reading sent before the last seat filled and answered after the stream's started table does not bring the waiting room back", async () => {
    const client = new QueryClient();
    const queryKey = ["table.get", "t1"];
    let answer!: (v: TableView) => void;
    // The page reads the table again (after seating a bot): the server reads it still open …
    const reading = fetchQuery(client, { queryKey, queryFn: () => new Promise<TableView>((r) => (answer = r)) });
    // … meanwhile the last player joins and the stream brings the table in play …
    takeStreamedTable(client, queryKey, table("PLAYING", 3));
    // … and only then the reading's open table arrives.
    answer(table("OPEN", 2));
    await reading;
    expect(client.getQueryData<TableView>(queryKey)?.status).toBe("PLAYING");
    expect(client.state(queryKey).fetching).toBe(false);
    // A reading sent after the stream's table is taken.
    await fetchQuery(client, { queryKey, queryFn: () => table("FINISHED", 3), staleTime: 0 });
    expect(client.getQueryData<TableView>(queryKey)?.status).toBe("FINISHED");
  });

  it("takes the stream's table before any reading has answered", async () => {
    const client = new QueryClient();
    const queryKey = ["table.get", "t2"];
    let answer!: (v: TableView) => void;
    const reading = fetchQuery(client, { queryKey, queryFn: () => new Promise<TableView>((r) => (answer = r)) });
    takeStreamedTable(client, queryKey, table("OPEN", 1));
    answer(table("OPEN", 0));
    await reading;
    expect(client.getQueryData<TableView>(queryKey)?.seats).toHaveLength(1);
  });
});
