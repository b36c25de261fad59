// The rounds of each game, where the game offers a choice, are said in the reader's language: the engine's value
// labels are English.
import { describe, expect, it } from "vitest";
import { htmlWords, renderIntl } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";
import { TableShapeFields } from "./table-shape-fields";
import { initialTournamentForm, type FormGame } from "./tournament-form-model";

const sfj: FormGame = { game: "sfj", title: "Season's Flowers in Japan", minPlayers: 2, maxPlayers: 4 };

function roundsChoices(locale: Locale): string[] {
  const html = renderIntl(
    <TableShapeFields game={sfj} s={initialTournamentForm()} set={() => {}} err={() => undefined} />,
    locale,
  );
  const select = /<select[^>]*id="t-rounds"[^>]*>(.*?)<\/select>/.exec(html)![1]!;
  return [...select.matchAll(/<option[^>]*>(.*?)<\/option>/g)].map((m) => htmlWords(m[1]!).trim());
}

describe("the new-tournament form's rounds per game", () => {
  it("offers the game's choices in the reader's language", () => {
    expect(roundsChoices("de").slice(1)).toEqual(["12 Runden (ein Jahr)", "6 Runden (ein halbes Jahr)"]);
    expect(roundsChoices("ja").slice(1)).toEqual(["12局（1年）", "6局（半年）"]);
  });
});
