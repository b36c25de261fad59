// The Koi-Koi rules page content: every part of the game in its sections, and the yaku and the scoring example as
// the table's house rules make them.
import type { ReactNode } from "react";
import { renderToStaticMarkup as renderPlain } from "react-dom/server";
import { withIntl } from "~/app/_lib/testing/intl";
import { describe, expect, it } from "vitest";
import { KoikoiRules } from "./how-to-play";
import { yakuTable } from "./yaku-table";

// Boards read their words from next-intl: rendered inside the provider with the English catalog.
const renderToStaticMarkup = (element: ReactNode) => renderPlain(withIntl(element));

const page = (options: Record<string, string | number> = {}) => renderToStaticMarkup(<KoikoiRules options={options} />);

describe("how to play Koi-Koi", () => {
  it("covers the game from the deal to the score, with the standard yaku", () => {
    const html = page();
    for (const id of ["goal", "cards", "deal", "turn", "yaku", "koikoi", "scoring"])
      expect(html).toContain(`id="${id}"`);
    expect(html).toContain("After 12 rounds the higher total wins");
    expect(html).toContain("Gokō (five brights): 10 points");
    expect(html).toContain("Akatan-Aotan (red and blue poetry ribbons): 10 points");
    expect(html).toMatch(
      /which scores <strong>14<\/strong>; if your\s+opponent had called koi-koi, <strong>28<\/strong>/,
    );
    expect(html).not.toContain("Tsukifuda");
  });

  it("shows the yaku and the example under the table's house rules", () => {
    const html = page({ bright_points: "common", yaku_groups: "stacking", seven_point_double: "off", rounds: 6 });
    expect(html).toContain("After 6 rounds");
    expect(html).toContain("Gokō (five brights): 15 points");
    expect(html).toContain("Sankō (three brights): 6 points");
    expect(html).not.toContain("Akatan-Aotan");
    expect(html).toContain("adds to Tane");
    expect(html).toMatch(/which scores <strong>7<\/strong>;.*<strong>14<\/strong>/s);
  });

  it("lists the viewing yaku only where they count, and Tsukifuda where it is on", () => {
    const keys = (o: Record<string, string>) => yakuTable(o).map((y) => y.key);
    expect(keys({ viewing_yaku: "off" })).not.toContain("hanami-zake");
    expect(keys({ viewing_yaku: "limited" })).toContain("tsukimi-zake");
    expect(keys({ tsukifuda: "on" })).toContain("tsukifuda");
    expect(yakuTable({}).find((y) => y.key === "tane")).toMatchObject({ points: 1, cards: expect.any(Array) });
  });
});
