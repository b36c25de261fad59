// @vitest-environment happy-dom
// A bracket slot keeps a long name whole (it wraps, never cut to "Akiko Tanaka …" beside empty room) and its points on
// one line: a three-digit Sutda score once broke into "10 / 1" on a 390 px phone as the name took the row.
import { renderIntl } from "~/app/_lib/testing/intl";
import { describe, expect, it } from "vitest";
import type { BracketMatchView } from "~/server/views/tournament";
import { BracketDrawing } from "./bracket";

const final: BracketMatchView = {
  id: "R1-M1",
  round: 1,
  index: 0,
  status: "finished",
  slots: [
    { entrantId: "e1", name: "Chloé Martin-Dubois", seed: 1, from: null },
    { entrantId: "e2", name: "Bertrand Lefèvre", seed: 2, from: null },
  ],
  winner: "e1",
  points: [101, 99],
  tableId: "t1",
};

describe("bracket slots", () => {
  it("wrap a long name instead of cutting it, and keep the points unbroken", () => {
    const doc = new DOMParser().parseFromString(renderIntl(<BracketDrawing rounds={[[final]]} />), "text/html");
    const name = [...doc.querySelectorAll("span")].find((s) => s.textContent?.includes("Chloé Martin-Dubois"))!;
    expect(name.className).not.toMatch(/\btruncate\b/);
    const points = [...doc.querySelectorAll("span")].find((s) => s.textContent === "101")!;
    expect(points.className).toMatch(/\bshrink-0\b/);
    expect(points.className).toMatch(/\bwhitespace-nowrap\b/);
  });
});
