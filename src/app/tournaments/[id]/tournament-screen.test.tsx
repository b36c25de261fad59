// A pairing's games say who deals first by name (individual events: the sides sit in seat order), not by a seat
// number the players never see; team events, whose seats interleave the teams, keep the seat.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PairingView } from "~/server/api/views/tournament";
import { Pairing, firstDealerLabel } from "./tournament-screen";

const pairing: PairingView = {
  index: 0,
  matchId: null,
  sides: [
    { entrantId: "a", name: "Aiko" },
    { entrantId: "b", name: "Botan" },
  ],
  games: [
    { index: 0, tableId: "t0", gameId: "g0", status: "active", firstDealer: 0, points: null, forfeited: null },
    { index: 1, tableId: "t1", gameId: "g1", status: "active", firstDealer: 1, points: null, forfeited: null },
    { index: 2, tableId: "t2", gameId: "g2", status: "active", firstDealer: null, points: null, forfeited: null },
  ],
  points: null,
  places: null,
  winner: null,
  finished: false,
};

describe("a tournament pairing", () => {
  it("names the first dealer of each game", () => {
    const text = renderToStaticMarkup(<Pairing p={pairing} teamSize={1} />).replace(/<[^>]+>/g, "");
    expect(text).toContain("Game 1 (Aiko deals first): table");
    expect(text).toContain("Game 2 (Botan deals first): table");
    // Judge: no first dealer
    expect(text).toContain("Game 3: table");
    expect(text).not.toContain("seat");
  });

  it("keeps the seat in team events", () => {
    expect(firstDealerLabel(pairing, 1, 2)).toBe("seat 2 deals first");
    expect(firstDealerLabel(pairing, 1, 1)).toBe("Botan deals first");
  });
});
