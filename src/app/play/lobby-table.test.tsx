// An open table in the lobby names who opened it as a link to their page (/players/<id>), as names are elsewhere.
import { describe, expect, it } from "vitest";
import { tableSummary } from "~/app/_lib/testing/table-view";
import { translatorFor, renderIntl } from "../_lib/testing/intl";
import { LobbyTable, houseRulesWords } from "./play-lobby";

const play = translatorFor("Play");
/** A table of the preset "Club night" with the Gaji turned off, as the server says it. */
const clubRules = {
  preset: "Club night",
  presetKey: null,
  changes: [{ name: "gaji", label: "Gaji (wild Lightning)", value: "Off", key: "off" }],
};

describe("an open table in the lobby", () => {
  it("links the creator's name to their page", () => {
    const html = renderIntl(<LobbyTable t={tableSummary()} />);
    expect(html).toMatch(/ by <a [^>]*href="\/players\/u-aki"[^>]*>Aki<\/a>/);
    expect(html).toContain('href="/table/t1"');
  });

  it("gives the creator's rating in the table's game beside the name, with '?' while provisional, and none before a rated game", () => {
    const t = tableSummary({ playerCount: 2 });
    const text = (html: string) => html.replace(/<[^>]+>/g, "");
    expect(
      text(
        renderIntl(
          <LobbyTable
            t={{ ...t, creator: { id: "u-aki", displayName: "Aki", rating: { rating: 1623, provisional: false } } }}
          />,
        ),
      ),
    ).toContain("by Aki (1,623)");
    expect(
      text(
        renderIntl(
          <LobbyTable
            t={{ ...t, creator: { id: "u-aki", displayName: "Aki", rating: { rating: 1480, provisional: true } } }}
          />,
        ),
      ),
    ).toContain("by Aki (1,480? Provisional rating: too few recent rated games to be sure of it)");
    expect(
      renderIntl(<LobbyTable t={{ ...t, creator: { id: "u-aki", displayName: "Aki", rating: null } }} />),
    ).not.toContain("lobby-creator-rating");
  });

  it("gives the creator's rating in 「（…）」 with no space in Japanese", () => {
    const t = tableSummary({ playerCount: 2 });
    const html = renderIntl(
      <LobbyTable
        t={{ ...t, creator: { id: "u-aki", displayName: "Aki", rating: { rating: 1623, provisional: false } } }}
      />,
      "ja",
    );
    expect(html.replace(/<[^>]+>/g, "")).toContain("作成：Aki（1,623）");
  });

  it("says how many seats are kept for invited players, and offers only a look when no seat is left for the viewer", () => {
    const t = tableSummary({ game: "sfj", gameTitle: "Sakura Fubuki", playerCount: 4, seatsKept: 1 });
    const text = (html: string) => html.replace(/<[^>]+>/g, "");
    const some = text(renderIntl(<LobbyTable t={t} />));
    expect(some).toContain("1 of 4 seats taken · 1 seat is kept for an invited player");
    expect(some).toContain("Look and join");
    const none = text(renderIntl(<LobbyTable t={{ ...t, seatsKept: 3 }} />));
    expect(none).toContain("1 of 4 seats taken · the free seats are kept for invited players");
    expect(none).not.toContain("Look and join");
    expect(none).toMatch(/Look(?! and join)/);
    expect(text(renderIntl(<LobbyTable t={{ ...t, seatsKept: 2 }} />))).toContain(
      "1 of 4 seats taken · 2 seats are kept for invited players",
    );
    expect(text(renderIntl(<LobbyTable t={{ ...t, playerCount: 2 }} />))).toContain(
      "1 of 2 seats taken · the free seat is kept for an invited player",
    );
    expect(renderIntl(<LobbyTable t={{ ...t, seatsKept: 0 }} />)).not.toContain("lobby-seats-kept");
  });

  it("says how long the game lasts and its house rules: the preset and what the table changed", () => {
    const t = tableSummary({ game: "sakura", gameTitle: "Sakura", playerCount: 2 });
    const text = (html: string) => html.replace(/<[^>]+>/g, "");
    const clubNight = { ...t, end: { kind: "rounds" as const, rounds: 6 }, houseRules: clubRules };
    expect(text(renderIntl(<LobbyTable t={clubNight} />))).toContain(
      "Ends after 6 rounds · House rules: Club night, with Gaji (wild Lightning): Off",
    );
    const words = {
      said: (w: string) => w,
      rule: (c: { label: string; value: string }) => `${c.label}: ${c.value}`,
      list: (x: readonly string[]) => x.join(", "),
      separator: " · ",
    };
    expect(
      houseRulesWords("Ends after 12 rounds", { preset: "Standard", presetKey: null, changes: [] }, play, words),
    ).toBe("Ends after 12 rounds · House rules: Standard");
    expect(houseRulesWords("", { preset: null, presetKey: null, changes: [] }, play, words)).toBe("The standard rules");
  });

  it("says the length and the changed rules in the page's language, not the server's English", () => {
    const t = tableSummary({ game: "sakura", gameTitle: "Sakura", playerCount: 2 });
    const text = (html: string) => html.replace(/<[^>]+>/g, "");
    const clubNight = { ...t, end: { kind: "rounds" as const, rounds: 6 }, houseRules: clubRules };
    const rules = (locale: "ja" | "de") => text(renderIntl(<LobbyTable t={clubNight} />, locale)).split("Aki")[1]!;
    const ja = rules("ja");
    expect(ja).toContain(`${translatorFor("Play", "ja")("ends.rounds", { count: 6, noun: "round", unit: "point" })}・`);
    expect(ja).toContain(translatorFor("Options", "ja")("sakura.gaji.label"));
    expect(ja).toContain(translatorFor("Options", "ja")("sakura.gaji.values.off"));
    const de = rules("de");
    expect(de).toContain(translatorFor("Options", "de")("sakura.gaji.label"));
    for (const said of [ja, de])
      for (const english of ["Ends", "rounds", "Gaji (wild", ": Off"]) expect(said).not.toContain(english);
  });

  it("speaks the page's language: the game's name, the seats, the clock and the house rules", () => {
    const t = tableSummary({ game: "sakura", gameTitle: "Sakura", playerCount: 4, seatsTaken: 1, seatsKept: 0 });
    const ja = renderIntl(
      <LobbyTable t={{ ...t, houseRules: { preset: null, presetKey: null, changes: [] } }} />,
      "ja",
    );
    expect(ja).toContain("4席中1席が埋まっています");
    expect(ja).not.toContain("·");
    const kept = renderIntl(<LobbyTable t={{ ...t, teams: "2v2", seatsKept: 1 }} />, "ja").replace(/<[^>]+>/g, "");
    expect(kept).not.toContain("·");
    expect(kept).toMatch(/4席中1席が埋まっています・[^・]+・[^・]*招待/);
    expect(ja).toContain("標準ルール");
    expect(ja).not.toContain("seats");
    const de = renderIntl(<LobbyTable t={t} />, "de");
    expect(de).toContain("1 von 4 Plätzen besetzt");
  });

  it("says what the clock is: no time limit for a table without one, the limit per move, real time only for a live game", () => {
    const t = tableSummary({ game: "sakura", gameTitle: "Sakura", playerCount: 2 });
    const text = (html: string) => html.replace(/<[^>]+>/g, "");
    const none = text(renderIntl(<LobbyTable t={{ ...t, timeControl: null }} />));
    expect(none).toContain("No time limit");
    expect(none).not.toContain("Real time");
    expect(text(renderIntl(<LobbyTable t={{ ...t, timeControl: { kind: "per_move", seconds: 86_400 } }} />))).toContain(
      "1 day per move",
    );
    const live = tableSummary({ game: "judge", gameTitle: "Judge", playerCount: 2, timeControl: null });
    expect(text(renderIntl(<LobbyTable t={live} />))).toContain("Real time");
    const fr = text(renderIntl(<LobbyTable t={{ ...t, timeControl: null }} />, "fr"));
    expect(fr).toContain("Sans limite de temps");
    expect(fr).not.toContain("temps réel");
  });

  it("gives a provisional rating's '?' a tooltip and words for a screen reader, in the page's language", () => {
    const t = tableSummary({ playerCount: 2 });
    const html = renderIntl(
      <LobbyTable
        t={{ ...t, creator: { id: "u-aki", displayName: "Aki", rating: { rating: 1662, provisional: true } } }}
      />,
      "fr",
    );
    const title = translatorFor("Common", "fr")("provisionalRating");
    expect(title).not.toMatch(/provisional/);
    expect(html).toContain(`title="${title}"`);
    expect(html).toMatch(/<span class="sr-only">[^<]+<\/span>/);
    expect(html).toMatch(/aria-hidden="true">\?<\/span>/);
  });
});
