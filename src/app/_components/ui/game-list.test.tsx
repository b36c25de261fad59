// Each game's card leads to its rules page: a newcomer reading "Sakura, 2–7 players…" on the home page had nowhere to
// click to learn it.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GAME_NAMES } from "~/engine/core/ruleset";
import { gameCatalog } from "~/server/games/catalog";
import { withIntl } from "../../_lib/testing/intl";
import { GameList } from "./game-list";

describe("the list of games", () => {
  it("links every card to its game's rules, named for the game", () => {
    const html = renderToStaticMarkup(withIntl(<GameList games={gameCatalog()} headingLevel={3} />));
    const links = [...html.matchAll(/<a [^>]*aria-label="([^"]+)"[^>]*href="([^"]+)"[^>]*>How to play<\/a>/g)].map(
      (m) => [m[2], m[1]],
    );
    expect(links).toEqual(
      gameCatalog().map((g) => [`/rules/${g.game}`, `How to play ${g.title.replace(/'/g, "&#x27;")}`]),
    );
    expect(links).toHaveLength(GAME_NAMES.length);
  });
});

describe("the order of the games", () => {
  it("is the same in every list a player sees, Koi-Koi first", () => {
    expect(gameCatalog().map((g) => g.game)).toEqual([...GAME_NAMES]);
    expect(GAME_NAMES[0]).toBe("koikoi");
  });
});

describe("the list of games in German", () => {
  it("names the games and counts players in German, with German plurals", () => {
    const html = renderToStaticMarkup(withIntl(<GameList games={gameCatalog()} headingLevel={3} />, "de"));
    expect(html).toContain("Jahreszeitenblumen Japans");
    expect(html).toContain("2–7 Spieler");
    expect(html).toContain("So wird gespielt");
    expect(html).not.toContain("How to play");
  });
});
