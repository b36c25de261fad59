import { describe, expect, it } from "vitest";
import {
  ALL_CARDS,
  CARD_CODES,
  CARD_KIND,
  FIVE_BRIGHTS,
  MUSHI_DECK_40,
  MUSHI_VALUE,
  SAKURA_VALUE,
  SFJ_VALUE,
  cardCode,
  monthOf,
  parseCard,
} from "./cards";
import { cardLabel } from "./card-names";

const sum = (ids: readonly number[], values: readonly number[]) => ids.reduce((s, id) => s + values[id]!, 0);

describe("the canonical deck", () => {
  it("D1: 48 cards, 5 B, 9 A, 10 R (3 Rp, 3 Rb, 4 Rn), 24 C, 4 per month", () => {
    expect(ALL_CARDS).toHaveLength(48);
    const count = (k: string) => CARD_KIND.filter((x) => x === k).length;
    expect([count("B"), count("A"), count("Rp"), count("Rb"), count("Rn"), count("C")]).toEqual([5, 9, 3, 3, 4, 24]);
    for (let m = 1; m <= 12; m++) expect(ALL_CARDS.filter((c) => monthOf(c) === m)).toHaveLength(4);
  });
  it("D2/D3: Sakura values sum to 240; Rain Man 5, Yellow Paulownia 10, Lightning 0", () => {
    expect(sum(ALL_CARDS, SAKURA_VALUE)).toBe(240);
    expect([
      SAKURA_VALUE[parseCard("M11-0")!],
      SAKURA_VALUE[parseCard("M12-1")!],
      SAKURA_VALUE[parseCard("M11-3")!],
    ]).toEqual([5, 10, 0]);
  });
  it("D4: SFJ values sum to 240", () => expect(sum(ALL_CARDS, SFJ_VALUE)).toBe(240));
  it("D5: 20/10/5/1 over 48 cards is 264", () => expect(sum(ALL_CARDS, MUSHI_VALUE)).toBe(264));
  it("D6: the Mushi deck has 40 cards, no month 6 or 7, worth 230", () => {
    expect(MUSHI_DECK_40).toHaveLength(40);
    expect(MUSHI_DECK_40.some((c) => monthOf(c) === 6 || monthOf(c) === 7)).toBe(false);
    expect(sum(MUSHI_DECK_40, MUSHI_VALUE)).toBe(230);
  });
  it("codes round-trip and are the documented card codes", () => {
    expect(CARD_CODES[0]).toBe("M01-0");
    expect(CARD_CODES[47]).toBe("M12-3");
    for (const id of ALL_CARDS) expect(parseCard(cardCode(id))).toBe(id);
    expect(parseCard("M13-0")).toBeUndefined();
    expect(parseCard(8)).toBeUndefined();
    expect(FIVE_BRIGHTS.map(cardCode)).toEqual(["M01-0", "M03-0", "M08-0", "M11-0", "M12-0"]);
    expect(cardLabel(8)).toBe("Cherry Curtain");
    expect(cardLabel(10)).toBe("Cherry chaff");
  });
});
