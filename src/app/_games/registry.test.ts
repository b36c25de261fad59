// The traits restate a few of their engine's for the browser (a table's page reads them, not the games' facts): they
// say them as the engine does; and the lookups answer for the registered games only.
import { expect, it } from "vitest";
import { getEngineGameFacts } from "~/engine/facts";
import { clientOf, findGameClient, hasGameClient } from "./clients";
import { GAME_CLIENTS } from "./registry";
import { GAME_TRAITS } from "./traits";
import { catalogFor } from "~/i18n/catalog";
import { LOCALES } from "~/lib/locales";

it("says each game's rematch and leaver traits as its engine does", () => {
  expect(Object.keys(GAME_TRAITS)).toEqual(Object.keys(GAME_CLIENTS));
  for (const [game, entry] of Object.entries(GAME_TRAITS)) {
    const { rematchInGame, leaverFolds } = getEngineGameFacts(game)!.traits;
    expect({ rematchInGame: entry.rematchInGame, leaverFolds: entry.leaverFolds }, game).toEqual({
      rematchInGame,
      leaverFolds,
    });
  }
});

it("answers for the registered games and tells a page's missing entry", () => {
  for (const game of Object.keys(GAME_CLIENTS)) expect(hasGameClient(game), game).toBe(true);
  expect(findGameClient("hearts")).toBeUndefined();
  expect(() => clientOf("hearts" as never)).toThrow(/"hearts" has no entry on this page/);
});

it("words a real-time game's missing move clock in every language", () => {
  for (const locale of LOCALES)
    for (const [game, entry] of Object.entries(GAME_TRAITS)) {
      const note = (catalogFor(locale).Play as { time: { noClock: Record<string, string> } }).time.noClock[game];
      expect(typeof note === "string" && note.length > 0, `${locale} ${game}`).toBe(entry.realTime);
    }
});
