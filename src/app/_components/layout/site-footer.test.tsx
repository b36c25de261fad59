// The footer's links are finger-sized on a phone (44 px tall; they were 20 px), text-sized from the sm breakpoint.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GAME_NAMES } from "~/engine/core/ruleset";
import { LOCALES } from "~/lib/locales";
import { htmlWords, translatorFor, withIntl } from "../../_lib/testing/intl";
import { SiteFooter } from "./site-footer";

describe("the site's footer", () => {
  it("gives its links a 44 px tap target on a phone", () => {
    const html = renderToStaticMarkup(withIntl(<SiteFooter />));
    const links = [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map((m) => ({
      text: m[2],
      classes: /class="([^"]*)"/.exec(m[1]!)?.[1]?.split(" ") ?? [],
    }));
    expect(links.map((l) => l.text)).toEqual(["Games", "Status"]);
    for (const l of links) expect(l.classes).toEqual(expect.arrayContaining(["min-h-11", "sm:min-h-0"]));
  });
});

describe("the footer in another language", () => {
  it("says its links and the clock in the reader's language", () => {
    const html = renderToStaticMarkup(withIntl(<SiteFooter />, "ja"));
    expect(html).toContain(">ゲーム</a>");
    expect(html).toContain("サーバー時刻");
    expect(html).not.toContain("Games");
  });
});

describe("the footer's tagline", () => {
  const tagline = (locale: (typeof LOCALES)[number]) =>
    htmlWords(
      /data-testid="footer-tagline">(.*?)<\/p>/.exec(renderToStaticMarkup(withIntl(<SiteFooter />, locale)))![1]!,
    );

  it("names every game the site offers, in every language", () => {
    for (const locale of LOCALES) {
      const games = translatorFor("Games", locale);
      for (const game of GAME_NAMES) expect(tagline(locale), `${locale} ${game}`).toContain(games(`${game}.shortName`));
    }
  });

  it("lists them as a sentence of the reader's language", () => {
    expect(tagline("en")).toBe(
      "Hanafuda: Koi-Koi, Sakura, Season's Flowers, Mushi, Judge and Sutda, played in turns at your own pace.",
    );
    expect(tagline("ja")).toBe("花札：こいこい、さくら、花合わせ、虫、ジャッジ、ソッダを、自分のペースで順番に。");
  });
});
