// The Koi-Koi rules page content: every part of the game in its sections, and the yaku and the scoring example as
// the table's house rules make them.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
import { KoikoiRules } from "./how-to-play";
import { yakuTable } from "./yaku-table";

const page = (options: Record<string, string | number> = {}, locale: "en" | "ja" = "en") =>
  renderToStaticMarkup(withIntl(<KoikoiRules options={options} />, locale));

describe("how to play Koi-Koi", () => {
  it("covers the game from the deal to the score, with the standard yaku", () => {
    const html = page();
    for (const id of ["goal", "cards", "deal", "turn", "yaku", "koikoi", "scoring"])
      expect(html).toContain(`id="${id}"`);
    expect(html).toContain("After 12 rounds the higher total wins");
    expect(html).toContain("Five Brights: 10 points");
    expect(html).toContain("Poetry and Blue Ribbons: 10 points");
    expect(html).toMatch(
      /which scores <strong>14<\/strong>; if your\s+opponent had called koi-koi, <strong>28<\/strong>/,
    );
    expect(html).not.toContain("Cards of the Month");
  });

  it("speaks Japanese with the game's own words", () => {
    const html = page({}, "ja");
    expect(html).toContain("五光：10文");
    expect(html).toContain("こいこい");
    expect(html).not.toContain("Five Brights");
  });

  it("shows the yaku and the example under the table's house rules", () => {
    const html = page({ bright_points: "common", yaku_groups: "stacking", seven_point_double: "off", rounds: 6 });
    expect(html).toContain("After 6 rounds");
    expect(html).toContain("Five Brights: 15 points");
    expect(html).toContain("Three Brights: 6 points");
    expect(html).not.toContain("Poetry and Blue Ribbons");
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
