// The score chart's legend and label in the reader's language, whatever its line shows (Judge's: the cards taken).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
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
