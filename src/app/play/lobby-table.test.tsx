// An open table in the lobby names who opened it as a link to their page (/players/<id>), as names are elsewhere.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LobbyTable } from "./play-lobby";

describe("an open table in the lobby", () => {
  it("links the creator's name to their page", () => {
    const html = renderToStaticMarkup(
      <LobbyTable t={{ id: "t1", game: "sutda", gameTitle: "Sutda", playerCount: 3, seatsTaken: 1, teams: "none", timeControl: null, creator: { id: "u-aki", displayName: "Aki" }, createdAt: new Date(0) }} />,
    );
    expect(html).toMatch(/ by <a [^>]*href="\/players\/u-aki"[^>]*>Aki<\/a>/);
    expect(html).toContain('href="/table/t1"');
  });
});
