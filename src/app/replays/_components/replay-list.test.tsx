// A replay in the list: its state, when, and how many moves, in words ("1 move", not "1 moves").
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ReplaySummary } from "~/server/api/views/replay";
import { Item } from "./replay-list";

const summary = (moves: number): ReplaySummary => ({
  gameId: "g",
  tableId: "t",
  game: "judge",
  gameTitle: "Judge",
  status: "ACTIVE",
  visibility: "PUBLIC",
  createdAt: new Date("2026-11-21T09:19:00Z"),
  finishedAt: null,
  moves,
  players: [{ seat: 0, displayName: "Aiko", userId: "u", team: null }],
  mySeat: 0,
  tournament: null,
  results: null,
});

describe("a replay list item", () => {
  it("counts its moves in words", () => {
    const text = (n: number) => renderToStaticMarkup(<Item g={summary(n)} />).replace(/<[^>]+>/g, "");
    expect(text(1)).toMatch(/in play · .+ · 1 move(?!s)/);
    expect(text(0)).toContain(" · 0 moves");
    expect(text(40)).toContain(" · 40 moves");
  });
});
