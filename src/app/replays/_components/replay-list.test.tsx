// A replay in the list: its state, when, and how many moves, in words ("1 move", not "1 moves"); each player's total,
// Sutda's as chips held ("107 chips", not "+107"). An end date before the start is ignored, and said so.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ReplaySummary } from "~/server/views/replay";
import { withIntl } from "~/app/_lib/testing/intl";
import { Item } from "./replay-item";
import { dateRange } from "./replay-list";

const summary = (moves: number): ReplaySummary => ({
  gameId: "g",
  tableId: "t",
  game: "judge",
  gameTitle: "Judge",
  status: "ACTIVE",
  visibility: "PUBLIC",
  createdAt: new Date("2026-11-21T09:19:00Z"),
  finishedAt: null,
  moves,
  players: [{ seat: 0, displayName: "Aiko", userId: "u", bot: null, team: null, out: null }],
  mySeat: 0,
  tournament: null,
  results: null,
});

describe("a replay list item", () => {
  it("counts its moves in words", () => {
    const text = (n: number) => renderToStaticMarkup(withIntl(<Item g={summary(n)} />)).replace(/<[^>]+>/g, "");
    expect(text(1)).toMatch(/in play · .+ · 1 move(?!s)/);
    expect(text(0)).toContain(" · 0 moves");
    expect(text(40)).toContain(" · 40 moves");
  });

  it("speaks the reader's language: its words, date and plural", () => {
    const text = (n: number) => renderToStaticMarkup(withIntl(<Item g={summary(n)} />, "de")).replace(/<[^>]+>/g, "");
    expect(text(1)).toMatch(/läuft · 21\. Nov\. 2026, 09:19 UTC · 1 Zug(?!e)/);
    expect(text(40)).toContain(" · 40 Züge");
    expect(text(1)).toContain("Bisher ansehen");
  });

  it("joins its facts with the language's separator: Japanese's 「・」 takes no spaces", () => {
    const g: ReplaySummary = {
      ...summary(40),
      visibility: "PRIVATE",
      players: [{ seat: 0, displayName: "Aiko", userId: "u", bot: null, team: null, out: "resigned" }],
    };
    const ja = renderToStaticMarkup(withIntl(<Item g={g} />, "ja")).replace(/<[^>]+>/g, "");
    expect(ja).not.toContain("·");
    expect(ja).toMatch(/対局中・.+ UTC・40手・/);
    expect(ja).toMatch(/Aiko.*・投了/);
  });

  it("marks the reader's seat 「（あなた）」 with no space in Japanese, ' (you)' in English", () => {
    const text = (locale: "en" | "ja") =>
      renderToStaticMarkup(withIntl(<Item g={summary(1)} />, locale)).replace(/<[^>]+>/g, "");
    expect(text("ja")).toContain("Aiko（あなた）");
    expect(text("en")).toContain("Aiko (you)");
  });
});

describe("a finished game's totals in the list", () => {
  const finished = (game: "sutda" | "sakura", gameTitle: string): ReplaySummary => ({
    ...summary(5),
    game,
    gameTitle,
    status: "FINISHED",
    finishedAt: new Date("2026-11-21T09:30:00Z"),
    players: [
      { seat: 0, displayName: "Aiko", userId: "u", bot: null, team: null, out: null },
      { seat: 1, displayName: "Botan", userId: "v", bot: null, team: null, out: null },
    ],
    results: [
      { seat: 0, total: 107, rank: 1, outcome: "WON" },
      { seat: 1, total: -7, rank: 2, outcome: "LOST" },
    ],
  });
  const text = (g: ReplaySummary) => renderToStaticMarkup(withIntl(<Item g={g} />)).replace(/<[^>]+>/g, "");

  it("gives Sutda's chips held, other games' points signed", () => {
    expect(text(finished("sutda", "Sutda"))).toContain("Aiko (you) 107 chips ★");
    expect(text(finished("sakura", "Sakura"))).toContain("Aiko (you) +107 points ★");
    expect(text(finished("sakura", "Sakura"))).toContain("Botan \u22127");
  });

  it("names a practice game's bots in the reader's language", () => {
    const g = finished("sakura", "Sakura");
    const practice = {
      ...g,
      players: [g.players[0]!, { ...g.players[1]!, displayName: "Ume (Strong)", bot: "strong" }],
    };
    const ja = renderToStaticMarkup(withIntl(<Item g={practice} />, "ja")).replace(/<[^>]+>/g, "");
    expect(ja).toContain("Ume（強豪）");
    expect(ja).not.toContain("Strong");
  });

  it("says who resigned or forfeited (a resigned game's scores alone read like a draw)", () => {
    const g = finished("sakura", "Sakura");
    const resigned: ReplaySummary = {
      ...g,
      players: [g.players[0]!, { ...g.players[1]!, out: "resigned" }],
      results: [
        { seat: 0, total: 0, rank: 1, outcome: "WON" },
        { seat: 1, total: 0, rank: 2, outcome: "LOST" },
      ],
    };
    expect(text(resigned)).toContain("Aiko (you) 0 points ★Botan 0 points · resigned");
    const forfeited: ReplaySummary = { ...g, players: [g.players[0]!, { ...g.players[1]!, out: "forfeited" }] };
    expect(text(forfeited)).toContain("Botan \u22127 points · forfeited");
    expect(text(g)).not.toMatch(/resigned|forfeited/);
  });

  it("links each player's name to their page", () => {
    const html = renderToStaticMarkup(withIntl(<Item g={finished("sakura", "Sakura")} />));
    expect(html.match(/href="\/players\/[^"]+"/g)).toEqual(['href="/players/u"', 'href="/players/v"']);
  });
});

describe("the date filters", () => {
  it("ignore an end before the start, and say so", () => {
    expect(dateRange("2026-11-22", "2026-11-01")).toEqual({ from: "2026-11-22", to: undefined, reversed: true });
    expect(dateRange("2026-11-01", "2026-11-22")).toEqual({ from: "2026-11-01", to: "2026-11-22", reversed: false });
    expect(dateRange("", "2026-11-22")).toEqual({ from: undefined, to: "2026-11-22", reversed: false });
    expect(dateRange("22/11", "")).toEqual({ from: undefined, to: undefined, reversed: false });
  });
});
