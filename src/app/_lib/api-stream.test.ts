// The footer's clock, the header's bell and a tournament's page read the API without the tRPC client: what they read
// must be what the server's transformer (superjson) writes, Dates included, and what they send what it reads.
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import type { SiteEvent } from "~/server/views/site";
import { callUrl, reviveSuperjson, serializeInput } from "./api-stream";

const roundTrip = (value: unknown) => reviveSuperjson(JSON.parse(JSON.stringify(superjson.serialize(value))));

describe("the API's answers and events as the browser reads them", () => {
  it("revives the clock's time", () => {
    const tick: SiteEvent = { kind: "clock", now: new Date("2026-11-30T08:00:01.000Z") };
    const read = roundTrip(tick) as SiteEvent;
    expect(read).toEqual(tick);
    expect(read.kind === "clock" && read.now instanceof Date).toBe(true);
  });

  it("revives the newest notification's time and leaves the rest as sent", () => {
    const count = {
      unread: 2,
      latest: { id: "n1", text: "Your turn", href: "/table/t1", read: false, createdAt: new Date(1_700_000_000_000) },
    };
    expect(roundTrip({ kind: "notifications", count })).toEqual({ kind: "notifications", count });
    expect(roundTrip({ kind: "notifications", count: { unread: 0, latest: null } })).toEqual({
      kind: "notifications",
      count: { unread: 0, latest: null },
    });
  });

  it("revives Dates under keys with dots, in arrays and at the root", () => {
    const value = { "a.b": new Date(1), list: [new Date(2), "x"], n: null };
    expect(roundTrip(value)).toEqual(value);
    expect(roundTrip(new Date(3))).toEqual(new Date(3));
  });

  it("asks for the clock as the tRPC client does (superjson of the input)", () => {
    for (const clockMs of [1000, null]) {
      const url = new URL(callUrl("system.live", { clockMs }), "http://site.test");
      expect(url.pathname).toBe("/api/trpc/system.live");
      expect(superjson.deserialize(JSON.parse(url.searchParams.get("input")!))).toEqual({ clockMs });
    }
  });

  it("revives undefined and non-finite numbers as superjson wrote them", () => {
    const value = { a: undefined, list: [undefined, 1], n: Number.POSITIVE_INFINITY, nested: { u: undefined } };
    const read = roundTrip(value) as typeof value;
    expect(read).toEqual(value);
    expect("a" in read && read.a === undefined && read.list[0] === undefined).toBe(true);
    expect(roundTrip(undefined)).toBeUndefined();
  });

  it("writes an input as superjson does: Dates and undefined noted in meta, so that the server reads them back", () => {
    const inputs = [
      { name: "Autumn Cup", registrationClosesAt: new Date("2026-12-01T09:00:00.000Z"), limit: undefined },
      { rounds: [{ startsAt: new Date(1) }, { startsAt: new Date(2) }], "a.b": new Date(3) },
      new Date(4),
      { plain: [1, "x", null, true] },
    ];
    for (const input of inputs) {
      const sent = JSON.parse(JSON.stringify(serializeInput(input))) as Parameters<typeof superjson.deserialize>[0];
      expect(sent).toEqual(JSON.parse(JSON.stringify(superjson.serialize(input))));
      expect(superjson.deserialize(sent)).toEqual(input);
    }
  });
});
