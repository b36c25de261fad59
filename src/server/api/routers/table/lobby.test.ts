import { expect, it } from "vitest";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { tableInput } from "../../../testing/play";

describeWithDatabase("table.lobby", (t) => {
  it("lists open public tables newest first, filtered by game, player count and speed, 20 a page", async () => {
    const { db } = t();
    const alice = await createTestUser(db);
    const caller = callerFor(db, alice);
    const make = (
      game: "sakura" | "sfj" | "judge",
      playerCount: number,
      seconds: number | null,
      visibility: "PUBLIC" | "PRIVATE" = "PUBLIC",
    ) =>
      caller.table.create(
        tableInput({
          game,
          playerCount,
          timeControl: seconds === null ? null : { kind: "per_move", seconds },
          visibility,
        }),
      );
    const fastSakura = await make("sakura", 2, 60);
    const dailySfj = await make("sfj", 3, 86_400);
    const judge = await make("judge", 2, null);
    await make("sakura", 2, 60, "PRIVATE");
    const ids = (page: { tables: { id: string }[] }) => page.tables.map((x) => x.id);

    const all = await callerFor(db).table.lobby({});
    expect(ids(all)).toEqual([judge.tableId, dailySfj.tableId, fastSakura.tableId]);
    expect(all.tables[1]).toMatchObject({
      game: "sfj",
      gameTitle: expect.any(String),
      playerCount: 3,
      seatsTaken: 1,
      teams: "none",
      timeControl: { kind: "per_move", seconds: 86_400 },
      creator: { id: alice.id, displayName: alice.displayName },
    });
    expect(ids(await caller.table.lobby({ game: "sakura" }))).toEqual([fastSakura.tableId]);
    expect(ids(await caller.table.lobby({ playerCount: 3 }))).toEqual([dailySfj.tableId]);
    expect(ids(await caller.table.lobby({ speed: "fast" }))).toEqual([judge.tableId, fastSakura.tableId]);
    expect(ids(await caller.table.lobby({ speed: "daily" }))).toEqual([dailySfj.tableId]);

    // Pages: 22 more tables → 20, then the rest, in order, no overlap.
    for (let i = 0; i < 22; i++) await make("sfj", 4, 7200);
    const first = await caller.table.lobby({ game: "sfj" });
    expect(first.tables).toHaveLength(20);
    const second = await caller.table.lobby({ game: "sfj", cursor: first.nextCursor });
    expect(second.tables).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(23);
    expect(ids(second)[2]).toBe(dailySfj.tableId);
    await expect(caller.table.lobby({ playerCount: 11 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("gives each open table's length and house rules: the preset, and the rules the table changed from it", async () => {
    const { db } = t();
    const aki = await createTestUser(db);
    const caller = callerFor(db, aki);
    const open = (game: "sakura" | "sutda" | "judge", options: Record<string, string | number | boolean>) =>
      caller.table.create(tableInput({ game, options, timeControl: { kind: "per_move", seconds: 60 } }));
    const sakura = await open("sakura", { rounds: 6, gaji: "off" });
    const sutda = await open("sutda", { end: "rounds_N", rounds: 10 });
    const judge = await open("judge", {});
    const tables = (await callerFor(db).table.lobby({})).tables;
    const of = (id: string) => tables.find((x) => x.id === id)!;
    expect(of(sakura.tableId)).toMatchObject({
      end: { kind: "rounds", rounds: 6 },
      houseRules: {
        preset: expect.any(String),
        changes: [{ name: "gaji", label: "Gaji (wild Lightning)", value: "Off" }],
      },
    });
    expect(of(sutda.tableId)).toMatchObject({
      end: { kind: "rounds", rounds: 10, orOneHasAll: true },
      houseRules: { changes: [] },
    });
    expect(of(judge.tableId)).toMatchObject({ houseRules: { changes: [] } });
    expect(of(judge.tableId).houseRules.preset).toBeTruthy();
  });
});
