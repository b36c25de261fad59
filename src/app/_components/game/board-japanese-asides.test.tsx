// A board's asides in Japanese: 「（あなた）」 follows the name with no space ("さくら（あなた）"), and the first
// dealer's rule is in 「（…）」 after the dealer's name; other languages keep their space and ASCII parentheses.
import { describe, expect, it } from "vitest";
import { renderIntl } from "~/app/_lib/testing/intl";
import { gameView, newLocalGame, type LocalGame } from "../../dev/boards/local-game";
import { GameBoard } from "./game-board";
import type { Locale } from "~/lib/locales";

function start(game: "koikoi" | "sakura" | "sfj" | "mushi" | "sutda"): LocalGame {
  const g = newLocalGame({ game, players: 2, teamLayout: null, options: {}, seed: "asides" });
  if ("error" in g) throw new Error(g.error);
  return g;
}

const text = (g: LocalGame, locale: Locale) =>
  renderIntl(<GameBoard gameView={gameView(g, 0)} onMove={() => {}} pending={false} />, locale)
    .replace(/<[^>]+>/g, "")
    .replaceAll("&nbsp;", " ");

describe("a board's asides", () => {
  it.each(["koikoi", "sakura", "sfj", "mushi", "sutda"] as const)(
    "take no space before Japanese's 「（」 in %s's board",
    (game) => {
      const ja = text(start(game), "ja");
      expect(ja).toContain("（あなた）");
      expect(ja).not.toMatch(/\s（/);
      expect(ja).not.toMatch(/\s\(/);
    },
  );

  it("keep English's space before its parenthesis", () => {
    const en = text(start("koikoi"), "en");
    expect(en).toMatch(/\S \(you\)/);
    expect(en).not.toMatch(/\S\(you\)/);
  });
});
