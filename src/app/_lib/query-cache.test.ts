// The browser's API cache: one request per key at a time, invalidation refetching what is shown (and dropping the
// answer it overtook), setQueryData seen by every reader, keys matched as the pages name them.
import { describe, expect, it } from "vitest";
import { hashKey, partialMatch, QueryClient, replaceEqualDeep, type Observer } from "./query-cache";
import { fetchQuery } from "./fetch-query";

/** A fetch the test answers by hand, counting its calls. */
function held<T>() {
  const answers: ((v: T) => void)[] = [];
  const observer: Observer = {
    fetch: () => new Promise<T>((r) => answers.push(r)),
    enabled: true,
    staleTime: 30_000,
    retry: 0,
  };
  return { observer, answers };
}

const key = [["game", "view"], { input: { gameId: "g1" } }];

describe("the query cache", () => {
  it("asks once for two readers of one key, and each reader hears the answer", async () => {
    const client = new QueryClient();
    const { observer, answers } = held<number>();
    let heard = 0;
    client.listen(key, () => heard++);
    const a = client.fetch(key, observer);
    const b = client.fetch(key, observer);
    expect(answers).toHaveLength(1);
    answers[0]!(7);
    await Promise.all([a, b]);
    expect(client.getQueryData(key)).toBe(7);
    expect(client.state(key)).toMatchObject({ status: "success", fetching: false, error: null });
    expect(heard).toBeGreaterThan(0);
    expect(client.isStale(key, 30_000)).toBe(false);
  });

  it("refetches on invalidation what is shown, under the path's key, and drops the answer it overtook", async () => {
    const client = new QueryClient();
    const { observer, answers } = held<string>();
    const stop = client.observe(key, observer);
    const first = client.fetch(key, observer);
    const invalidated = client.invalidateQueries({ queryKey: [["game", "view"]] });
    expect(answers).toHaveLength(2);
    answers[1]!("new");
    answers[0]!("old");
    await Promise.all([first, invalidated]);
    expect(client.getQueryData(key)).toBe("new");
    stop();
    // Not shown: marked stale, not fetched.
    await client.invalidateQueries({ queryKey: key });
    expect(answers).toHaveLength(2);
    expect(client.isStale(key, 30_000)).toBe(true);
  });

  it("keeps a failure in the state with the data it had", async () => {
    const client = new QueryClient();
    client.setQueryData(key, 1);
    await client.fetch(key, { ...held().observer, fetch: () => Promise.reject(new Error("refused")) });
    expect(client.state(key)).toMatchObject({ status: "error", data: 1, error: new Error("refused") });
    await expect(
      fetchQuery(client, { queryKey: ["x"], queryFn: () => Promise.reject(new Error("no")), staleTime: 0 }),
    ).rejects.toThrow("no");
  });

  it("sets data by updater; undefined leaves it", () => {
    const client = new QueryClient();
    client.setQueryData<number>(key, (cur) => (cur ?? 0) + 1);
    client.setQueryData<number>(key, () => undefined);
    expect(client.getQueryData(key)).toBe(1);
  });

  it("names equal inputs alike and matches a key under a filter", () => {
    expect(hashKey([["t"], { input: { a: 1, b: 2 } }])).toBe(hashKey([["t"], { input: { b: 2, a: 1 } }]));
    expect(partialMatch([["t", "get"], { input: { tableId: "x" } }], [["t", "get"]])).toBe(true);
    expect(partialMatch([["t", "get"], { input: { tableId: "x" } }], [["t", "get"], { input: { tableId: "y" } }])).toBe(
      false,
    );
    expect(partialMatch([["t", "get"]], [["t", "get"], { input: { tableId: "x" } }])).toBe(false);
  });

  it("shares what did not change between two answers", () => {
    const old = { a: { x: 1 }, b: [1, 2], c: 1 };
    const next = replaceEqualDeep(old, { a: { x: 1 }, b: [1, 3], c: 1 });
    expect(next.a).toBe(old.a);
    expect(next.b).toEqual([1, 3]);
    expect(replaceEqualDeep(old, { a: { x: 1 }, b: [1, 2], c: 1 })).toBe(old);
  });
});
