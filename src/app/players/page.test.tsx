// /players refuses an odd search (a control or invisible character) with the field's reason in the reader's language.
import { describe, expect, it, vi } from "vitest";
import { htmlWords, renderIntl, translatorFor } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";

const request = { locale: "en" as Locale };
vi.mock("next-intl/server", () => ({
  getLocale: async () => request.locale,
  getTranslations: async (namespace: string) => translatorFor(namespace, request.locale),
}));
vi.mock("./leaderboard", () => ({ Leaderboard: () => null }));
const searched: string[] = [];
vi.mock("../_lib/server-api", () => ({
  serverApi: async () => ({
    user: {
      leaderboard: async () => ({}),
      search: async ({ query }: { query: string }) => (searched.push(query), { query, players: [] }),
    },
  }),
}));
const { default: PlayersPage } = await import("./page");

const pageHtml = async (locale: Locale, q: string) => {
  request.locale = locale;
  return renderIntl(await PlayersPage({ searchParams: Promise.resolve({ q }) }), locale);
};

const errorOf = async (locale: Locale, q: string) => {
  request.locale = locale;
  const html = renderIntl(await PlayersPage({ searchParams: Promise.resolve({ q }) }), locale);
  return htmlWords(html.match(/id="player-search-error"[^>]*>(.*?)<\/p>/)![1]!).trim();
};

describe("an odd search on /players", () => {
  it.each(["es", "ko"] as const)("is refused in %s", async (locale) => {
    const inputErrors = translatorFor("InputErrors", locale);
    expect(await errorOf(locale, "ab\u0000cd")).toBe(inputErrors("controlInLine"));
    expect(await errorOf(locale, "Ki\u200Bku")).toBe(inputErrors("invisibleCharacters"));
  });
});

describe("a refused search on /players", () => {
  // The field keeps what was typed, each refused character written where it stood so it can be found and deleted;
  // nothing refused reaches the page or the search.
  it.each([
    ["ab\u0000cd", "ab\u2400cd"],
    ["Ki\u200Bku", "Ki[U+200B]ku"],
    ["abc\u202Edef", "abc[U+202E]def"],
  ])("keeps %j in the field, visibly", async (q, shown) => {
    searched.length = 0;
    const html = await pageHtml("en", q);
    expect(html).toMatch(new RegExp(`<input id="player-search"[^>]* value="${shown.replace(/[[\]+]/g, "\\$&")}"`));
    for (const refused of ["\u0000", "\u200B", "\u202E"]) expect(html).not.toContain(refused);
    expect(html).toMatch(/<a class="btn btn-quiet" href="\/players\?game=\w+">Clear<\/a>/);
    expect(searched).toEqual([]);
  });

  it("keeps an accepted query as typed and searches for it", async () => {
    searched.length = 0;
    expect(await pageHtml("en", "kae")).toMatch(/<input id="player-search"[^>]* value="kae"/);
    expect(searched).toEqual(["kae"]);
  });
});
