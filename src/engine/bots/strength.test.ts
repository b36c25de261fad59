// The measured strengths the level picker quotes: every line names real levels and an offered game, carries what
// reproduces it (deals, seed, commit), and is self-consistent; each offered game has a figure for each level.
import { describe, expect, it } from "vitest";
import { GAME_NAMES } from "../core/ruleset";
import { aboutInN, levelStrength, measurablyAhead, STRENGTH_LINES } from "./strength";
import { BOT_LEVELS } from "./types";

describe("the bots' measured strength", () => {
  it("quotes only real levels and offered games, each figure with its deals, seed and commit", () => {
    expect(STRENGTH_LINES.length).toBeGreaterThan(0);
    for (const l of STRENGTH_LINES) {
      const name = `${l.game} ${l.players}p ${l.measured}-${l.other}`;
      expect(BOT_LEVELS, name).toContain(l.measured);
      expect(BOT_LEVELS, name).toContain(l.other);
      expect(l.measured, name).not.toBe(l.other);
      expect(GAME_NAMES as readonly string[], name).toContain(l.game);
      expect(["round", "hand", "match"], name).toContain(l.unit);
      // A CI needs at least two deals, and each deal scores at least one unit from every seating.
      expect(l.deals, name).toBeGreaterThanOrEqual(2);
      expect(l.units, name).toBeGreaterThanOrEqual(l.deals * l.players);
      expect(l.ci[0], name).toBeLessThanOrEqual(l.lead);
      expect(l.lead, name).toBeLessThanOrEqual(l.ci[1]);
      if (l.winShare !== null) expect(l.winShare, name).toBeGreaterThanOrEqual(0);
      if (l.winShare !== null) expect(l.winShare, name).toBeLessThanOrEqual(1);
      expect(["duplicate", "rotated seats"], name).toContain(l.method);
      expect(l.seed, name).not.toBe("");
      expect(l.commit, name).toMatch(/^[0-9a-f]{7,40}$/);
      expect(l.date, name).toMatch(/^\d{4}-\d\d-\d\d$/);
      // The strong level plays on a playout budget in the benchmark: the figure holds for that budget.
      if (l.measured === "strong" || l.other === "strong") expect(l.playouts, name).toBeGreaterThan(0);
      else expect(l.playouts, name).toBeNull();
    }
  });

  it("has, for every offered game, the heuristic against random play and the strong level against the heuristic", () => {
    for (const game of GAME_NAMES)
      for (const [measured, other] of [
        ["heuristic", "random"],
        ["strong", "heuristic"],
      ])
        expect(
          STRENGTH_LINES.some((l) => l.game === game && l.measured === measured && l.other === other),
          `${game} ${measured}-${other}`,
        ).toBe(true);
  });

  it("calls a level stronger only where its lead's CI is above zero", () => {
    for (const l of STRENGTH_LINES.filter((x) => x.measured !== "random")) {
      const s = levelStrength(l.game, l.players, l.measured);
      if (measurablyAhead(l)) expect(s.kind, `${l.game} ${l.players}p ${l.measured}`).not.toBe("like");
      else expect(s, `${l.game} ${l.players}p ${l.measured}`).toEqual({ kind: "like", level: l.other });
    }
    expect(levelStrength("sakura", 2, "random")).toEqual({ kind: "any-move" });
    expect(levelStrength("no-such-game", 2, "strong")).toEqual({ kind: "unmeasured" });
  });

  it("reads a table size it has no line for from the nearest measured one", () => {
    const measured = new Set(STRENGTH_LINES.filter((l) => l.game === "sakura").map((l) => l.players));
    expect(measured.has(3)).toBe(false);
    expect(levelStrength("sakura", 3, "heuristic")).toEqual(levelStrength("sakura", 2, "heuristic"));
    expect(levelStrength("sakura", 7, "heuristic")).toEqual(
      levelStrength("sakura", Math.max(...measured), "heuristic"),
    );
  });

  it("puts a share in a player's words: a small fraction near it", () => {
    expect(aboutInN(0.75)).toEqual({ won: 3, of: 4 });
    expect(aboutInN(0.5)).toEqual({ won: 1, of: 2 });
    expect(aboutInN(0.69)).toEqual({ won: 2, of: 3 });
    expect(aboutInN(0.8)).toEqual({ won: 4, of: 5 });
    expect(aboutInN(0.9)).toEqual({ won: 9, of: 10 });
  });
});
