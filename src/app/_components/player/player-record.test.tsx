// The profile's recent results: each links to its game's replay, and a Sutda total reads as the chips held
// ("98 chips"), not as points won ("+98" beside "Lost" read as a contradiction), in the page's language.
import type { ReactNode } from "react";
import { renderToStaticMarkup as renderHtml } from "react-dom/server";
import { htmlWords, renderIntl, withIntl } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";
import { describe, expect, it } from "vitest";
import type { PlayerStatsView } from "~/server/views/stats";
import { PlayerRecord } from "./player-record";

/** The component as the server renders it, with English words. */
const renderToStaticMarkup = (element: ReactNode) => renderHtml(withIntl(element));

const stats: PlayerStatsView = {
  counted: "all",
  played: 2,
  won: 1,
  drawn: 0,
  byGame: [
    { game: "sutda", played: 1, won: 0 },
    { game: "sakura", played: 1, won: 1 },
  ],
  recent: [
    {
      gameId: "g1",
      game: "sutda",
      finishedAt: new Date("2026-11-21T11:56:00Z"),
      result: "lost",
      score: 98,
      opponents: [{ id: "u-chie", displayName: "Chie", bot: null }],
      ratingChange: -8,
    },
    {
      gameId: "g2",
      game: "sakura",
      finishedAt: new Date("2026-11-20T11:56:00Z"),
      result: "won",
      score: 35,
      opponents: [{ id: "u-botan", displayName: "Botan", bot: null }],
      ratingChange: null,
    },
  ],
};

describe("a player's recent results", () => {
  const html = renderToStaticMarkup(<PlayerRecord stats={stats} />);
  const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

  it("link each game to its replay", () => {
    expect(html.match(/href="\/replays\/g\d"/g)).toEqual(['href="/replays/g1"', 'href="/replays/g2"']);
    expect(html).toContain('aria-label="Replay of Sutda against Chie"');
  });

  it("link each opponent's name to their player page", () => {
    expect(html.match(/href="\/players\/[^"]+">[^<]+</g)).toEqual([
      'href="/players/u-chie">Chie<',
      'href="/players/u-botan">Botan<',
    ]);
  });

  it("give Sutda's chips as chips and other games' points signed, each with its unit", () => {
    expect(text).toContain("Lost Sutda against Chie 98 chips");
    expect(text).not.toContain("+98");
    expect(text).toContain("Won Sakura against Botan +35 points");
  });

  it("give a rated game's rating change, labelled (rating −8, read as 'rating down 8'), and nothing for an unrated one", () => {
    expect(text).toContain("Lost Sutda against Chie 98 chips rating −8");
    expect(html).toContain('aria-label="rating down 8"');
    expect(html.match(/data-testid="recent-rating-change"/g)).toHaveLength(1);
  });
});

describe("a result's total in the page's language", () => {
  /** The record with one Sutda game that ended with `score` chips, in `locale`. */
  const chips = (score: number, locale: Locale) => {
    const one = { ...stats, recent: [{ ...stats.recent[0]!, score }] };
    return htmlWords(renderIntl(<PlayerRecord stats={one} />, locale));
  };

  it.each([
    ["en", 1, "1 chip"],
    ["en", 1107, "1,107 chips"],
    ["de", 1, "1 Chip"],
    ["de", 1107, "1.107 Chips"],
    ["es", 1107, "1107 fichas"],
    ["fr", 1107, "1 107 jetons"], // its narrow space folded by htmlWords
    ["ja", 1107, "1,107チップ"],
    ["ko", 1107, "1,107칩"],
  ] as const)(
    "gives Sutda's chips in %s as the count takes its word and the language writes numbers (%i)",
    (locale, score, text) => {
      expect(chips(score, locale)).toContain(` ${text} `);
    },
  );

  it("gives other games' points signed, their digits as the language writes them", () => {
    const points = { ...stats, recent: [{ ...stats.recent[1]!, score: 1500 }] };
    expect(htmlWords(renderIntl(<PlayerRecord stats={points} />, "de"))).toContain(" +1.500 ");
  });
});

describe("a result's day and opponents in the page's language", () => {
  const two = {
    ...stats,
    recent: [
      {
        ...stats.recent[0]!,
        opponents: [...stats.recent[0]!.opponents, { id: "u-aoi", displayName: "Aoi", bot: null }],
      },
    ],
  };

  it("write the day as the site's other dates do, day before month in English", () => {
    expect(htmlWords(renderIntl(<PlayerRecord stats={stats} />))).toContain("21 Nov 2026");
    expect(htmlWords(renderIntl(<PlayerRecord stats={stats} />, "de"))).toContain("21. Nov. 2026");
  });

  it("name a bot in the page's language", () => {
    const bot = { id: "bot-1", displayName: "Yanagi (Beginner)", bot: "random" };
    const practice = { ...stats, recent: [{ ...stats.recent[0]!, opponents: [bot] }] };
    const ko = htmlWords(renderIntl(<PlayerRecord stats={practice} />, "ko"));
    expect(ko).toContain("Yanagi (초보)");
    expect(ko).not.toContain("Beginner");
  });

  it("list several opponents, each a link, as the language lists names", () => {
    expect(htmlWords(renderIntl(<PlayerRecord stats={two} />))).toContain("against Chie and Aoi");
    const ja = renderIntl(<PlayerRecord stats={two} />, "ja");
    expect(htmlWords(ja)).toMatch(/Chie\s*、\s*Aoi/);
    // labelled with 「：」, no space after it
    expect(ja.replace(/<[^>]+>/g, "")).toContain("\u5bfe\u6226\u76f8\u624b\uff1aChie\u3001Aoi");
    expect(renderIntl(<PlayerRecord stats={two} />, "ko").replace(/<[^>]+>/g, "")).toContain(
      "\uc0c1\ub300: Chie \ubc0f Aoi",
    );
    expect(ja).toContain('href="/players/u-aoi"');
  });
});

describe("one game's result", () => {
  // The badge of one game said the column's plural ("Perdues", "Perdidas": "lost ones") in French and Spanish.
  const badges = (locale: Locale) =>
    htmlWords(renderIntl(<PlayerRecord stats={stats} />, locale))
      .split(" ")
      .filter((w) => /^(Perdu|Gagn|Perdid|Ganad)/.test(w));

  it("is a single game's word in French, beside the record's plural columns", () => {
    // the record's columns and the per-game table's, then the two games' badges
    expect(badges("fr")).toEqual(["Gagn\u00e9es", "Perdues", "Gagn\u00e9es", "Perdue", "Gagn\u00e9e"]);
  });

  it("is a single game's word in Spanish", () => {
    expect(badges("es")).toEqual(["Ganadas", "Perdidas", "Ganadas", "Perdida", "Ganada"]);
  });
});
