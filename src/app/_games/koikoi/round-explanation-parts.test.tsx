// @vitest-environment happy-dom
// A Koi-Koi round's scoring as the result dialog shows it: each yaku says how its points are made (its least points
// and the cards beyond) and each doubling its sum, in the reader's language, with the right plural; a round stored
// before the sums were given still reads as it did.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { RoundExplanationView } from "~/app/_components/game/round-explanation";
import { boardPlayers } from "~/app/_lib/testing/game-view";
import { withIntl } from "~/app/_lib/testing/intl";
import type { RoundExplanation } from "~/engine/core/ruleset";
import { inoshikachoStop, type TestOptions } from "~/engine/koikoi/tests/kit";
import type { Locale } from "~/lib/locales";

const players = boardPlayers(["Akane", "Botan"]);
/** A sum as the catalogs write it: held together by no-break spaces, so a phone does not break "8 × 2 = 16". */
const sum = (words: string) => words.replace(/ ([×=]) /g, "\u00a0$1\u00a0");

/**
 * Botan takes a fifth animal beside Boar-Deer-Butterfly (5 + 2 more animals, or 5 + 1 from `fewer`) and stops after
 * Akane's call (or the `calls` given).
 */
const inoshikachoRound = (options: TestOptions = {}, { fewer = false, calls = [1, 0] } = {}): RoundExplanation =>
  inoshikachoStop(options, { calls, captured: ["M07-0", "M10-0", "M06-0", ...(fewer ? [] : ["M02-0"])] });

let root: Root | null = null;
/** The lines of Botan's side as the reader (Botan) sees them: each line's words and its points. */
async function botanLines(explanation: RoundExplanation, locale: Locale = "en"): Promise<string[][]> {
  const host = document.body.appendChild(document.createElement("div"));
  root = createRoot(host);
  await act(async () =>
    root!.render(
      withIntl(
        <RoundExplanationView
          explanation={explanation}
          game="koikoi"
          players={players}
          teams={null}
          mySide={1}
          winner={1}
        />,
        locale,
      ),
    ),
  );
  // the reader's side comes first
  const side = host.querySelector("section")!;
  return [...side.querySelectorAll("ol > li")].map((li) => [
    li.querySelector("p")!.textContent!,
    li.lastElementChild!.textContent!,
  ]);
}

describe("a Koi-Koi round's scoring, part by part", () => {
  beforeAll(() => {
    (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = "";
  });

  it("says how Boar-Deer-Butterfly makes 7 and how the doublings make 28", async () => {
    expect(await botanLines(inoshikachoRound())).toEqual([
      [sum("Boar-Deer-Butterfly: 5 + 2 extra animals = 7"), "+7"],
      [sum("Doubled for 7 points or more: 7 × 2 = 14"), "+7"],
      [sum("Akane called koi-koi: 14 × 2 = 28"), "+14"],
    ]);
  });

  it("says one extra card as one, and the reader's own call as theirs", async () => {
    const options = { koikoi_bonus: "own_x2", seven_point_double: "off" };
    const lines = await botanLines(inoshikachoRound(options, { fewer: true, calls: [0, 1] }));
    expect(lines).toEqual([
      [sum("Boar-Deer-Butterfly: 5 + 1 extra animal = 6"), "+6"],
      [sum("You called koi-koi: 6 × 2 = 12"), "+6"],
    ]);
  });

  it("says the parts in every language", async () => {
    const first = async (locale: Locale) => (await botanLines(inoshikachoRound(), locale)).map((l) => l[0]);
    expect(await first("de")).toEqual([
      sum("Eber-Hirsch-Schmetterling: 5 + 2 weitere Tiere = 7"),
      sum("Verdoppelt bei 7 Punkten oder mehr: 7 × 2 = 14"),
      sum("Akane hat Koi-Koi angesagt: 14 × 2 = 28"),
    ]);
    act(() => root?.unmount());
    expect((await first("fr"))[0]).toBe(sum("Sanglier-Cerf-Papillon\u00a0: 5 + 2 animaux de plus = 7"));
    act(() => root?.unmount());
    expect(await first("ja")).toEqual([
      "猪鹿蝶：5点＋追加のタネ2枚＝7点",
      "7点以上で倍付け：7×2＝14",
      "Akaneがこいこい：14×2＝28",
    ]);
    act(() => root?.unmount());
    expect((await first("ko"))[0]).toBe(sum("멧돼지·사슴·나비: 5점 + 추가 열끗 2장 = 7점"));
    act(() => root?.unmount());
    expect((await first("es"))[0]).toBe(sum("Jabalí-Ciervo-Mariposa: 5 + 2 animales más = 7"));
  });

  it("still reads a round stored before the sums were given", async () => {
    const stored: RoundExplanation = {
      round: 0,
      sides: [
        { side: 0, seats: [0], steps: [], total: 0 },
        {
          side: 1,
          seats: [1],
          steps: [
            {
              label: "Inoshikachō (boar, deer, butterflies)",
              points: 7,
              phrase: { key: "yakuName", terms: { name: { ns: "Yaku", key: "inoshikacho" } } },
            },
            { label: "Doubled: 7 points or more", points: 7, phrase: { key: "sevenDouble" } },
            { label: "Koi-koi ×2", points: 14, phrase: { key: "koikoiTimes", args: { times: 2 } } },
          ],
          total: 28,
        },
      ],
      notes: [],
    };
    expect(await botanLines(stored)).toEqual([
      ["Boar-Deer-Butterfly", "+7"],
      ["Doubled: 7 points or more", "+7"],
      ["Koi-koi ×2", "+14"],
    ]);
  });
});
