// The search by name on /players: a GET form keeping the shown game, the names found linked to their pages, a count
// that says when the list stops at 20, a word when nothing matches, and a refused query said beside the field.
import { htmlWords, renderIntl } from "~/app/_lib/testing/intl";
import { describe, expect, it } from "vitest";
import { PlayerSearch } from "./player-search";

describe("the player search", () => {
  it("is a GET form to /players keeping the game, the query in the field", () => {
    const html = renderIntl(<PlayerSearch game="sutda" query="kae" result={null} error={null} />);
    expect(html).toMatch(/<form role="search"[^>]* action="\/players" method="get">/);
    expect(html).toContain('<input type="hidden" name="game" value="sutda"/>');
    expect(html).toMatch(/<label for="player-search"[^>]*>Name<\/label>/);
    expect(html).toMatch(/<input id="player-search" type="search"[^>]* name="q" value="kae"\/>/);
    expect(html).toContain('href="/players?game=sutda"'); // Clear
    expect(html).not.toContain('data-testid="player-search-count"');
  });

  it("lists the players found, each name a link to their page", () => {
    const result = {
      query: "kae",
      players: [
        { userId: "u-kaede", displayName: "Kaede" },
        { userId: "u-mika", displayName: "Mikaela" },
      ],
    };
    const html = renderIntl(<PlayerSearch game="sakura" query="kae" result={result} error={null} />);
    expect(htmlWords(html)).toContain("2 players whose name contains “kae”");
    expect(html).toContain('href="/players/u-kaede"');
    expect(html).toContain('href="/players/u-mika"');
    expect(htmlWords(html)).toMatch(/Kaede.*Mikaela/);
  });

  it("says when the list stops at 20 and when nobody matches", () => {
    const twenty = {
      query: "a",
      players: Array.from({ length: 20 }, (_, i) => ({ userId: `u${i}`, displayName: `Aki ${i}` })),
    };
    expect(htmlWords(renderIntl(<PlayerSearch game="sakura" query="a" result={twenty} error={null} />))).toContain(
      "The first 20 players whose name contains “a”",
    );
    const none = renderIntl(
      <PlayerSearch game="sakura" query="zzz" result={{ query: "zzz", players: [] }} error={null} />,
    );
    expect(htmlWords(none)).toContain("No player's name contains “zzz”.");
    expect(none).not.toContain('data-testid="player-search-results"');
  });

  it("says a refused query beside the field", () => {
    const html = renderIntl(
      <PlayerSearch game="sakura" query={"x".repeat(60)} result={null} error="Search with at most 50 characters." />,
    );
    expect(html).toMatch(/<p id="player-search-error"[^>]*role="alert"[^>]*>Search with at most 50 characters.<\/p>/);
    expect(html).toMatch(/aria-invalid="true" aria-describedby="player-search-error"/);
  });
});
