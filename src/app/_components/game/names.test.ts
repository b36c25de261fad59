import { describe, expect, it } from "vitest";
import { num, signed, withNames } from "./names";
import { boardPlayers } from "~/app/_lib/testing/game-view";

const players = boardPlayers(["Aiko", "Botan", "Chie", "Daichi"]);

describe("withNames", () => {
  it("puts names in place of the engine's seat numbers", () => {
    expect(withNames("seat 0 wins the round; seat 2 deals next.", players)).toBe(
      "Aiko wins the round; Chie deals next.",
    );
    expect(withNames("Pays Red Vases (Akabachi) to seat 3", players)).toBe("Pays Red Vases (Akabachi) to Daichi");
    expect(withNames("Seat 1 captured with the Lightning", players)).toBe("Botan captured with the Lightning");
    expect(withNames("a card of seat 1's hiki", players)).toBe("a card of Botan's hiki");
    expect(withNames("Oi-bana: seats 0 and 2 play this round.", players)).toBe(
      "Oi-bana: Aiko and Chie play this round.",
    );
  });

  it("names teams by their members", () => {
    expect(
      withNames("team 2 (seats 1, 3) wins the round", players, [
        [0, 2],
        [1, 3],
      ]),
    ).toBe("Botan & Daichi wins the round");
  });

  it("leaves other numbers alone", () => {
    expect(withNames("Breakeven (240 / 3 players)", players)).toBe("Breakeven (240 / 3 players)");
  });
});

describe("signed", () => {
  it("writes signs and a real minus", () => {
    expect(signed(15)).toBe("+15");
    expect(signed(-20)).toBe("\u221220");
    expect(signed(0)).toBe("0");
  });

  it("writes the digits as it is given, the sign and the minus its own", () => {
    const german = (n: number) => new Intl.NumberFormat("de").format(n);
    expect(signed(1500, german)).toBe("+1.500");
    expect(signed(-1500, german)).toBe("\u22121.500");
    expect(num(-1500, german)).toBe("\u22121.500");
    expect(num(1500, german)).toBe("1.500");
  });
});
