// The new-table form's games are named in the reader's language whoever passes them: the challenge form on a
// player's page passes the server's English titles.
import { describe, expect, it } from "vitest";
import { renderIntl } from "~/app/_lib/testing/intl";
import { GameChoice, type TableFormGame } from "./game-choice";

const games: TableFormGame[] = [
  { game: "sfj", title: "Season's Flowers in Japan", minPlayers: 2, maxPlayers: 4 },
  { game: "sutda", title: "Sutda", minPlayers: 2, maxPlayers: 10 },
];

describe("the new-table form's game choice", () => {
  it("names each game in the reader's language", () => {
    const html = renderIntl(<GameChoice games={games} game="sfj" onChoose={() => {}} idBase="c" />, "ko");
    expect(html).toContain('aria-label="일본 사계절 꽃"');
    expect(html).toContain(">섯다</span>");
    expect(html).not.toContain("Season");
  });
});
