// Each game's card leads to its rules page: a newcomer reading "Sakura, 2–7 players…" on the home page had nowhere to
// click to learn it.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { gameCatalog } from "~/server/games/catalog";
import { GameList } from "./game-list";

describe("the list of games", () => {
  it("links every card to its game's rules, named for the game", () => {
    const html = renderToStaticMarkup(<GameList games={gameCatalog()} headingLevel={3} />);
    const links = [...html.matchAll(/<a [^>]*aria-label="([^"]+)"[^>]*href="([^"]+)"[^>]*>How to play<\/a>/g)].map(
      (m) => [m[2], m[1]],
    );
    expect(links).toEqual(
      gameCatalog().map((g) => [`/rules/${g.game}`, `How to play ${g.title.replace(/'/g, "&#x27;")}`]),
    );
    expect(links).toHaveLength(5);
  });
});
