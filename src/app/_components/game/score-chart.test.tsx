// The score chart's legend and label in the reader's language, whatever its line shows (Judge's: the cards taken); its
// sides listed and its scale's numbers written as the language writes them.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderIntl, withIntl } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";
import { ScoreChart } from "./score-chart";

const chart = (line: "chips" | "total" | "cards", locale: "en" | "ja") =>
  renderToStaticMarkup(
    withIntl(
      <ScoreChart
        labels={["1", "2"]}
        scores={[
          [3, 0],
          [0, 2],
        ]}
        sideNames={["Aoi", "Ren"]}
        line={line}
      />,
      locale,
    ),
  );

describe("the score chart", () => {
  it("says Judge's cards taken in Japanese, in its legend and its label", () => {
    const html = chart("cards", "ja");
    expect(html.match(/取った札/g)).toHaveLength(2);
    expect(html).not.toMatch(/Cards taken|cards taken|Bars|Scores per round/);
  });

  it("names each line by its own words in English", () => {
    expect(chart("cards", "en")).toContain("Bars: each round · lines: cards taken");
    expect(chart("chips", "en")).toContain("lines: chips");
    expect(chart("total", "en")).toContain("lines: running total");
  });
});

describe("the score chart's names and numbers", () => {
  const big = (locale: Locale) =>
    renderIntl(
      <ScoreChart labels={["1"]} scores={[[1500, -1500]]} sideNames={["Aoi", "Ren", "Sora"]} line="chips" />,
      locale,
    );
  /** The scale's labels, from the lowest. */
  const scale = (html: string) => [...html.matchAll(/<text x="38"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

  it.each([
    ["en", "for Aoi, Ren and Sora", ["\u22122,000", "\u22121,000", "0", "1,000", "2,000"]],
    ["de", "für Aoi, Ren und Sora", ["\u22122.000", "\u22121.000", "0", "1.000", "2.000"]],
    ["ja", "Aoi、Ren、Soraの", ["\u22122,000", "\u22121,000", "0", "1,000", "2,000"]],
  ] as const)("in %s", (locale, names, numbers) => {
    const html = big(locale);
    expect(/aria-label="([^"]*)"/.exec(html)![1]).toContain(names);
    expect(scale(html)).toEqual(numbers);
  });
});
