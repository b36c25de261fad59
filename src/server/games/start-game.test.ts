import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseOptionValues } from "~/engine/core/options";
import { getRuleset } from "~/engine/registry";
import type { TableRecord } from "../repositories/tables";
import { newSeed, prepareStart } from "./start-game";

const sakura = getRuleset("sakura")!;

function table(
  options: Record<string, string | number | boolean>,
  timeControl: unknown = { kind: "per_move", seconds: 60 },
): TableRecord {
  const parsed = parseOptionValues(sakura.optionSpecs, options, "sakura");
  if (!parsed.ok) throw new Error(parsed.error.message);
  return {
    id: "t",
    game: "sakura",
    options: parsed.value,
    playerCount: 2,
    teams: null,
    status: "OPEN",
    visibility: "PUBLIC",
    inviteCode: null,
    timeControl,
    speed: "FAST",
    timeoutsBeforeForfeit: 3,
    creatorId: "u",
    creatorName: "U",
    createdAt: new Date(),
    seats: [],
    gameId: null,
  } as unknown as TableRecord;
}

describe("starting a game", () => {
  it("commits to a fresh 32-byte seed and starts the engine's game from it, with the first deadline", () => {
    const a = newSeed();
    expect(a.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(a.commitment).toBe(createHash("sha256").update(a.seed).digest("hex"));
    expect(newSeed().seed).not.toBe(a.seed);
    const now = new Date("2030-01-01T00:00:00Z");
    const start = prepareStart(sakura, table({ rounds: 3 }), now, a);
    expect(start.row).toMatchObject({
      game: "sakura",
      seed: a.seed,
      seedCommitment: a.commitment,
      status: "ACTIVE",
      finishedAt: null,
      turnStartedAt: now,
      deadlineAt: new Date(now.getTime() + 60_000),
    });
    expect(start.row.toAct).toEqual([...sakura.toAct(start.state)]);
    expect(start.bankMs).toBeNull();
    expect(
      prepareStart(sakura, table({}, { kind: "bank", initialSeconds: 300, incrementSeconds: 5 }), now, a).bankMs,
    ).toBe(300_000);
  });

  it("finishes at once a one-round game the deal already decided (nobody to act, no deadline)", () => {
    // Find a seed whose first deal ends the only round (a dealt-hand win, a redeal that ends the match…).
    let decided: ReturnType<typeof prepareStart> | null = null;
    for (let i = 0; i < 5000 && !decided; i++) {
      const s = prepareStart(sakura, table({ rounds: 1 }), new Date(), { seed: `decided-${i}`, commitment: "c" });
      if (s.row.status === "FINISHED") decided = s;
    }
    expect(decided).not.toBeNull();
    expect(decided!.row).toMatchObject({ toAct: [], deadlineAt: null, finishedAt: expect.any(Date) });
    expect(sakura.phase(decided!.state)).toBe("game-over");
  });
});
