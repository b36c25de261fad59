import { describe, expect, it } from "vitest";
import { num, seatName, sideName, signed, unnamedIn, withNames } from "./names";
import { boardPlayers } from "~/app/_lib/testing/game-view";
import { translatorFor } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";

const players = boardPlayers(["Aiko", "Botan", "Chie", "Daichi"]);
const unnamed = unnamedIn(translatorFor("Board"), "en");
const teams = [
  [0, 2],
  [1, 3],
];

describe("withNames", () => {
  it("puts names in place of the engine's seat numbers", () => {
    expect(withNames("seat 0 wins the round; seat 2 deals next.", players, null, unnamed)).toBe(
      "Aiko wins the round; Chie deals next.",
    );
    expect(withNames("Pays Red Vases (Akatan) to seat 3", players, null, unnamed)).toBe(
      "Pays Red Vases (Akatan) to Daichi",
    );
    expect(withNames("Seat 1 captured with the Lightning", players, null, unnamed)).toBe(
      "Botan captured with the Lightning",
    );
    expect(withNames("a card of seat 1's hiki", players, null, unnamed)).toBe("a card of Botan's hiki");
    expect(withNames("Oi-bana: seats 0 and 2 play this round.", players, null, unnamed)).toBe(
      "Oi-bana: Aiko and Chie play this round.",
    );
    expect(withNames("seats 0, 1 and 3 pay", players, null, unnamed)).toBe("Aiko, Botan and Daichi pay");
  });

  it("names teams by their members", () => {
    expect(withNames("the Gaji goes to team 2 (seats 1, 3)", players, teams, unnamed)).toBe(
      "the Gaji goes to Botan and Daichi",
    );
  });

  it("leaves other numbers alone", () => {
    expect(withNames("Breakeven (240 / 3 players)", players, null, unnamed)).toBe("Breakeven (240 / 3 players)");
  });
});

describe("a team's names", () => {
  it("are joined as the reader's language lists names", () => {
    const said = (locale: Locale) => sideName(players, teams, 1, unnamedIn(translatorFor("Board", locale), locale));
    expect(said("en")).toBe("Botan and Daichi");
    expect(said("de")).toBe("Botan und Daichi");
    expect(said("es")).toBe("Botan y Daichi");
    expect(said("fr")).toBe("Botan et Daichi");
    expect(said("ja")).toBe("Botan、Daichi");
    expect(said("ko")).toBe("Botan 및 Daichi");
  });

  it("are joined so where the engine's words name several seats", () => {
    const ja = unnamedIn(translatorFor("Board", "ja"), "ja");
    expect(withNames("seats 0 and 2", players, null, ja)).toBe("Aiko、Chie");
    expect(withNames("team 1 (seats 0, 2)", players, teams, ja)).toBe("Aiko、Chie");
    const es = unnamedIn(translatorFor("Board", "es"), "es");
    expect(withNames("seats 0, 1 and 3", players, null, es)).toBe("Aiko, Botan y Daichi");
  });
});

describe("a seat or a team with no player's name", () => {
  it("is called so in the reader's language", () => {
    const ja = unnamedIn(translatorFor("Board", "ja"), "ja");
    expect(seatName(players, 5, ja)).toBe("6番席");
    expect(sideName(players, [[0], []], 1, ja)).toBe("チーム2");
    const de = unnamedIn(translatorFor("Board", "de"), "de");
    expect(withNames("seat 7 wins the round", players, null, de)).toBe("Platz 8 wins the round");
    expect(seatName(players, 1, de)).toBe("Botan");
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
