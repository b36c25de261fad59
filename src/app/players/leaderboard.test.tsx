// The leaderboard page's body: a tab per game (the shown one marked current), the ranked players linked to their
// pages, and a word when nobody has an established rating yet.
import { renderIntl } from "~/app/_lib/testing/intl";
import { describe, expect, it } from "vitest";
import type { LeaderboardView } from "~/server/views/leaderboard";
import { Leaderboard } from "./leaderboard";

const board: LeaderboardView = {
  game: "sutda",
  gameTitle: "Sutda",
  players: [
    { rank: 1, userId: "u-kaede", displayName: "Kaede", rating: 1712, games: 31 },
    { rank: 2, userId: "u-chie", displayName: "Chie", rating: 1651, games: 14 },
  ],
  provisional: [],
};
const newcomers = [
  { rank: 1, userId: "u-sora", displayName: "Sora", rating: 1662, games: 1 },
  { rank: 2, userId: "u-ren", displayName: "Ren", rating: 1338, games: 1 },
];
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the leaderboard", () => {
  it("ranks the players with their ratings and games, each name a link to their page", () => {
    const html = renderIntl(<Leaderboard board={board} />);
    expect(text(html)).toContain("1 Kaede 1,712 31 2 Chie 1,651 14");
    expect(html).toContain('href="/players/u-kaede"');
    expect(html).toContain('href="/players/u-chie"');
  });

  it("has a tab per game, the one shown marked as the current page", () => {
    const html = renderIntl(<Leaderboard board={board} />);
    for (const g of ["sakura", "sfj", "mushi", "judge", "sutda"]) expect(html).toContain(`href="/players?game=${g}"`);
    expect(html.match(/<a[^>]*aria-current="page"[^>]*>/g)).toEqual([
      expect.stringContaining('href="/players?game=sutda"'),
    ]);
  });

  it("says so when nobody has a rating in the game yet", () => {
    const html = renderIntl(
      <Leaderboard board={{ game: "mushi", gameTitle: "Mushi", players: [], provisional: [] }} />,
    );
    expect(text(html).replace(/&#x27;/g, "'")).toContain(
      "No established Mushi rating yet. Ratings appear after a player's first rated games.",
    );
    expect(html).not.toContain('data-testid="leaderboard"');
    expect(html).not.toContain('data-testid="leaderboard-provisional"');
  });

  it("runs its two sentences on with no space in Japanese, one space apart in English", () => {
    const empty = { game: "mushi" as const, gameTitle: "Mushi", players: [], provisional: [] };
    const said = (locale: "en" | "ja") =>
      renderIntl(<Leaderboard board={empty} />, locale).match(/data-testid="leaderboard-empty">(.*?)<\/p>/)![1]!;
    expect(said("ja")).toMatch(/ありません。レーティングは/);
    expect(said("en")).toMatch(/yet\. Ratings appear/);
  });

  it("lists the provisional ratings on a young site, marked and explained, until established ones exist", () => {
    const html = renderIntl(
      <Leaderboard board={{ game: "mushi", gameTitle: "Mushi", players: [], provisional: newcomers }} />,
    );
    const words = text(html).replace(/&#x27;/g, "'");
    expect(words).toContain("No established Mushi rating yet. Until then, the provisional ratings are listed below.");
    expect(words).toContain("Provisional ratings");
    // the real rule (provisional while the deviation is above 110)
    expect(words).toContain(
      "Once the RD is 110 or less the rating is established, and established ratings get a list of their own (nobody's is established yet).",
    );
    // the "?" explained as it is in the lobby: a title, and words for a screen reader
    const explained = "Provisional rating: too few recent rated games to be sure of it";
    expect(words).toContain(`1 Sora 1,662 ? ${explained} 1 2 Ren 1,338 ? ${explained} 1`);
    expect(html).toContain(`<abbr title="${explained}"`);
    expect(html).toContain('href="/players/u-sora"');
    expect(html).not.toContain('data-testid="leaderboard"');
  });

  it("lists the provisional ratings under the established ones", () => {
    const html = renderIntl(<Leaderboard board={{ ...board, provisional: newcomers }} />);
    expect(html.indexOf('data-testid="leaderboard"')).toBeLessThan(
      html.indexOf('data-testid="leaderboard-provisional"'),
    );
    expect(text(html)).toContain("1 Kaede 1,712 31 2 Chie 1,651 14");
    expect(text(html)).not.toContain("nobody");
    expect(text(html)).toContain("the rating is established and moves up to the list above.");
  });
});
