// The bot levels as the level pickers show them: Judge's bots by their reaction times, the other games' as before.
import { describe, expect, it } from "vitest";
import { botLevelChoices } from "./bot-level-choices";
import { BOT_LEVEL_CHOICES } from "./bot-levels";

describe("the bot levels in words", () => {
  it("tells Judge's bots by how fast they react and how often they err, not by yaku", () => {
    const labels = botLevelChoices("judge").map((c) => c.label);
    expect(labels).toEqual([
      "Random (presses anything at any moment, or nothing)",
      "Heuristic (reacts in about 0.35 s, wrong about 1 round in 25)",
      "Strong (reacts in about 0.25 s, wrong about 1 round in 125)",
    ]);
    expect(labels.join(" ")).not.toMatch(/yaku|greedy|search/i);
  });

  it("keeps the card games' words", () => {
    expect(botLevelChoices("sakura")).toBe(BOT_LEVEL_CHOICES);
  });
});
