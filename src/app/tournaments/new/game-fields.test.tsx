// The new-tournament form names its games in the reader's language, as the create-table form does: the server's
// titles are English.
import { describe, expect, it } from "vitest";
import { htmlWords, renderIntl } from "~/app/_lib/testing/intl";
import { apiClientFor, answeringLink } from "~/app/_lib/testing/mounted";
import { TRPCReactProvider } from "~/app/_lib/trpc";
import { GameFields } from "./game-fields";
import { initialTournamentForm, type FormGame } from "./tournament-form-model";

const games: FormGame[] = [
  { game: "sfj", title: "Season's Flowers in Japan", minPlayers: 2, maxPlayers: 4 },
  { game: "sutda", title: "Sutda", minPlayers: 2, maxPlayers: 10 },
  { game: "koikoi", title: "Koi-Koi", minPlayers: 2, maxPlayers: 2 },
];

/** The game picker's choices as the server renders the fields in `locale` (the presets not loaded yet). */
function gameChoices(locale: "ja" | "ko" | "de"): string[] {
  const html = renderIntl(
    <TRPCReactProvider client={apiClientFor(answeringLink("rules.presets", [], () => []))}>
      <GameFields
        games={games}
        game="sfj"
        onGame={() => {}}
        preset={null}
        onPreset={() => {}}
        s={initialTournamentForm()}
        set={() => {}}
        err={() => undefined}
      />
    </TRPCReactProvider>,
    locale,
  );
  const select = /<select[^>]*id="t-game"[^>]*>(.*?)<\/select>/.exec(html)![1]!;
  return [...select.matchAll(/<option[^>]*>(.*?)<\/option>/g)].map((m) => htmlWords(m[1]!).trim());
}

describe("the new-tournament form's games", () => {
  it("are named in the reader's language", () => {
    expect(gameChoices("ja")).toEqual(["花合わせ", "ソッダ（섯다）", "こいこい"]);
    expect(gameChoices("ko")).toEqual(["일본 사계절 꽃", "섯다", "고이고이"]);
    expect(gameChoices("de")).toEqual(["Jahreszeitenblumen Japans", "Sutda", "Koi-Koi"]);
  });
});
