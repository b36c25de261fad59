// @vitest-environment happy-dom
// The play page's links to the rules: the label runs on into the first game as each language writes it, with no gap
// after Japanese's 「：」.
import { afterEach, describe, expect, it } from "vitest";
import { renderIntl } from "~/app/_lib/testing/intl";
import { japaneseGaps } from "~/app/_lib/testing/label-gaps";
import type { Locale } from "~/lib/locales";
import { RulesLinks } from "./rules-links";

const games = [
  { game: "koikoi", title: "Koi-Koi" },
  { game: "sakura", title: "Sakura" },
];

function links(locale: Locale): HTMLElement {
  document.body.innerHTML = renderIntl(<RulesLinks games={games} />, locale);
  return document.querySelector<HTMLElement>('[data-testid="rules-links"]')!;
}

describe("the play page's links to the rules", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("put no gap after Japanese's 「：」", () => {
    const nav = links("ja");
    expect(nav.textContent).toMatch(/^遊び方：\S/);
    expect(japaneseGaps(nav)).toEqual([]);
  });

  it("keep English's space after its colon, and each game a link", () => {
    const nav = links("en");
    expect(nav.firstElementChild!.textContent).toBe("How to play: Koi-Koi");
    expect([...nav.querySelectorAll("a")].map((a) => a.textContent)).toEqual(["Koi-Koi", "Sakura"]);
  });
});
