// @vitest-environment happy-dom
// An entrant's seed stays one unit in a narrow column: "Setzplatz / 1" and "第3シ / ード" once broke across lines.
import { renderIntl } from "~/app/_lib/testing/intl";
import { openEventView } from "~/app/_lib/testing/tournament-view";
import { describe, expect, it } from "vitest";
import { EntrantList } from "./entrant-list";

describe("an entrant's seed", () => {
  it("never breaks inside its words", () => {
    const base = openEventView({ status: "running" });
    const v = { ...base, entrants: base.entrants.map((e, i) => ({ ...e, seed: i + 1 })) };
    const doc = new DOMParser().parseFromString(renderIntl(<EntrantList v={v} />, "de"), "text/html");
    const seed = [...doc.querySelectorAll("span")].find((s) => s.textContent === "Setzplatz 1");
    expect(seed?.className).toMatch(/\bwhitespace-nowrap\b/);
  });
});
