// @vitest-environment happy-dom
// A round's explanation marks the reader's side after its name as the language writes an aside: 「Aiko（あなた）」 with
// no gap in Japanese, "Aiko (you)" after a space in English.
import { afterEach, describe, expect, it } from "vitest";
import { renderIntl } from "~/app/_lib/testing/intl";
import { japaneseGaps } from "~/app/_lib/testing/label-gaps";
import type { RoundExplanation } from "~/engine/core/ruleset";
import type { Locale } from "~/lib/locales";
import { boardPlayers } from "~/app/_lib/testing/game-view";
import { RoundExplanationView } from "./round-explanation";

const explanation = (sides: number): RoundExplanation => ({
  round: 1,
  sides: Array.from({ length: sides }, (_, side) => ({
    side,
    seats: [side],
    steps: [{ label: "Card values", points: 10 }],
    total: 10,
  })),
  notes: [],
});

/** The first side's heading (the reader's), in `locale`. */
function heading(locale: Locale, teams: number[][] | null): HTMLElement {
  const players = boardPlayers(["Aiko", "Botan", "Chika", "Daigo"]);
  document.body.innerHTML = renderIntl(
    <RoundExplanationView
      explanation={explanation(teams ? 2 : 4)}
      game="sakura"
      players={players}
      teams={teams}
      mySide={0}
      winner={0}
    />,
    locale,
  );
  return document.querySelector<HTMLElement>("section h3")!;
}

describe("a round's explanation's mark of the reader's side", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("follows the name with no gap in Japanese", () => {
    for (const teams of [
      null,
      [
        [0, 2],
        [1, 3],
      ],
    ]) {
      const h = heading("ja", teams);
      expect(h.textContent).toMatch(teams ? /（あなたのチーム）勝ち$/ : /^Aiko（あなた）勝ち$/);
      expect(japaneseGaps(h)).toEqual([]);
    }
  });

  it("follows the name after a space in English, kept by the mark itself", () => {
    const h = heading("en", null);
    expect(h.textContent).toBe("Aiko (you)wins");
    const mark = [...h.querySelectorAll("span")].find((s) => s.textContent === " (you)")!;
    expect(mark.getAttribute("class")).toContain("whitespace-pre");
  });

  it("keeps the winner's word whole beside a long name, as the mark", () => {
    const h = heading("ja", null);
    const wins = [...h.querySelectorAll("span")].find((s) => s.textContent === "勝ち")!;
    expect(wins.getAttribute("class")!.split(" ")).toContain("shrink-0");
  });
});
