// The game-view shortcut of the tRPC transformer writes what superjson writes (objects reached twice, as Sakura's
// legal moves, arrive as equal copies), for every game, every seat and a spectator, in play and once over; the client's
// superjson reads it back equal to the view; anything the shortcut does not handle goes to superjson.
import superjson from "superjson";
import { expect, it } from "vitest";
import { testBus } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { playThrough, startTable, type TableSpec } from "../testing/play";
import { getGameView } from "../games/watch-game";
import { createTestUser } from "../testing/context";
import { gameEvent, markGameView, serializeGameView, transformer } from "./transformer";

describeWithDatabase("the tRPC transformer's game-view shortcut", (t) => {
  const specs: TableSpec[] = [
    {
      game: "sakura",
      playerCount: 2,
      options: { rounds: 1 },
      timeControl: { kind: "bank", initialSeconds: 600, incrementSeconds: 5 },
    },
    { game: "sakura", playerCount: 4, teams: "2v2", options: { rounds: 1 } },
    { game: "sfj", playerCount: 3 },
    { game: "sutda", playerCount: 3 },
    { game: "mushi", playerCount: 2 },
  ];
  for (const spec of specs) {
    it(`writes ${spec.game} ${spec.playerCount}p views as superjson does`, async () => {
      const { db } = t();
      const ctx = { db, bus: testBus(db) };
      const st = await startTable(db, { ...spec, visibility: "PUBLIC" });
      const stranger = await createTestUser(db, {});
      const check = async () => {
        for (const u of [...st.users, stranger]) {
          const view = await getGameView(ctx, u.id, st.gameId);
          const fast = serializeGameView(view);
          expect(fast).not.toBeNull();
          const { referentialEqualities: _shared, ...meta } = superjson.serialize(view).meta ?? {};
          expect(fast).toEqual({ json: superjson.serialize(view).json, ...(Object.keys(meta).length ? { meta } : {}) });
          expect(superjson.deserialize(JSON.parse(JSON.stringify(transformer.serialize(view))))).toEqual(view);
          // the text our writers send, the second time as kept with the view
          expect(transformer.text(view)).toBe(JSON.stringify(transformer.serialize(view)));
          expect(transformer.text(view)).toBe(JSON.stringify(transformer.serialize(view)));
          // the table stream's game event: the same shortcut, one level down
          const event = gameEvent(view);
          const { referentialEqualities: _s, ...eventMeta } =
            superjson.serialize({ kind: "game", game: view }).meta ?? {};
          expect(transformer.serialize(event)).toEqual({
            json: superjson.serialize({ kind: "game", game: view }).json,
            ...(Object.keys(eventMeta).length ? { meta: eventMeta } : {}),
          });
          expect(transformer.text(event)).toBe(JSON.stringify(transformer.serialize(event)));
          expect(superjson.deserialize(JSON.parse(JSON.stringify(transformer.serialize(event))))).toEqual({
            kind: "game",
            game: view,
          });
        }
      };
      await check();
      await playThrough(st, { seed: `transformer-${spec.game}`, maxMoves: 15, until: () => false }).catch(() => null);
      await check();
      if (spec.game === "sakura" && spec.playerCount === 2) {
        await playThrough(st, { seed: "transformer-end" });
        await check();
      }
    });
  }

  it("leaves to superjson what the shortcut does not handle", () => {
    const odd = [
      { a: 1, b: undefined },
      { a: new Date(0) },
      { a: new Map([[1, 2]]) },
      { a: Number.NaN },
      { a: -0 },
      { a: new Array<number>(2) }, // holes
      (() => {
        const cycle: Record<string, unknown> = { x: 1 };
        cycle.self = cycle;
        return { a: cycle };
      })(),
    ];
    for (const o of odd) {
      expect(serializeGameView(o)).toBeNull();
      expect(transformer.serialize(markGameView(o))).toEqual(superjson.serialize(o));
      expect(transformer.text(markGameView({ ...o }))).toBe(JSON.stringify(superjson.serialize(o)));
      expect(transformer.text(gameEvent({ ...o }))).toBe(
        JSON.stringify(superjson.serialize({ kind: "game", game: o })),
      );
    }
  });
});
