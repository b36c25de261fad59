// The leaderboard page's body: a tab per game (the shown one marked current), the ranked players linked to their
// pages, and a word when nobody has an established rating yet.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { LeaderboardView } from "~/server/api/views/leaderboard";
import { Leaderboard } from "./leaderboard";

const board: LeaderboardView = {
  game: "sutda",
  gameTitle: "Sutda",
  players: [
    { rank: 1, userId: "u-kaede", displayName: "Kaede", rating: 1712, games: 31 },
    { rank: 2, userId: "u-chie", displayName: "Chie", rating: 1651, games: 14 },
  ],
};
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the leaderboard", () => {
  it("ranks the players with their ratings and games, each name a link to their page", () => {
    const html = renderToStaticMarkup(<Leaderboard board={board} />);
    expect(text(html)).toContain("1 Kaede 1712 31 2 Chie 1651 14");
    expect(html).toContain('href="/players/u-kaede"');
    expect(html).toContain('href="/players/u-chie"');
  });

  it("has a tab per game, the one shown marked as the current page", () => {
    const html = renderToStaticMarkup(<Leaderboard board={board} />);
    for (const g of ["sakura", "sfj", "mushi", "judge", "sutda"]) expect(html).toContain(`href="/players?game=${g}"`);
    expect(html.match(/<a[^>]*aria-current="page"[^>]*>/g)).toEqual([expect.stringContaining('href="/players?game=sutda"')]);
  });

  it("says so when nobody has an established rating in the game yet", () => {
    const html = renderToStaticMarkup(<Leaderboard board={{ game: "mushi", gameTitle: "Mushi", players: [] }} />);
    expect(text(html)).toContain("No established Mushi rating yet.");
    // how a rating gets listed, with the real rule (provisional while the deviation is above 110)
    expect(text(html).replace(/&#x27;/g, "'")).toContain("Ratings appear here after a player's first rated games");
    expect(text(html)).toContain("while the RD is above 110 the rating is provisional");
    expect(html).not.toContain('data-testid="leaderboard"');
  });
});
