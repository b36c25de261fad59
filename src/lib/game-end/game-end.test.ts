// Every game's end condition in words, as its options set it.
import { describe, expect, it } from "vitest";
import { gameEndText } from "./game-end";

describe("gameEndText", () => {
  it("Sutda: the chosen end, the number of hands only when the game ends after a number of hands", () => {
    expect(gameEndText("sutda", {})).toBe("Ends when one player has all the chips");
    expect(gameEndText("sutda", { rounds: 3 })).toBe("Ends when one player has all the chips");
    expect(gameEndText("sutda", { end: "rounds_N", rounds: 3 })).toBe(
      "Ends after 3 hands, or sooner when one player has all the chips",
    );
    expect(gameEndText("sutda", { end: "rounds_N", rounds: 1 })).toBe(
      "Ends after 1 hand, or sooner when one player has all the chips",
    );
    expect(gameEndText("sutda", { end: "shared_bank_empty" })).toBe("Ends when a player has lost all their chips");
  });

  it("the fishing games and Judge: rounds, or Mushi's target score", () => {
    expect(gameEndText("sakura", {})).toBe("Ends after 12 rounds");
    expect(gameEndText("sakura", { rounds: 1 })).toBe("Ends after 1 round");
    expect(gameEndText("sfj", { rounds: 6 })).toBe("Ends after 6 rounds");
    expect(gameEndText("mushi", {})).toBe("Ends after 12 rounds");
    expect(gameEndText("mushi", { rounds: "target", target: 50 })).toBe("Ends when a player reaches 50 points");
    expect(gameEndText("judge", {})).toBe("Ends after 23 rounds");
  });
});
