// Koi-Koi's card labels: no points anywhere, a star on the brights, and the house rule on the Sake Cup spoken.
import { describe, expect, it } from "vitest";
import { parseCard } from "~/engine/core/cards";
import { cardWordsIn } from "~/app/_components/cards/card-words-testing";
import { koikoiCardLabel, koikoiCardNotes, koikoiValueCorner } from "./card-labels";

const id = (code: string) => parseCard(code)!;
const en = cardWordsIn("en");

describe("Koi-Koi card labels", () => {
  it("marks the five brights in the corner and nothing else", () => {
    expect(koikoiValueCorner(id("M03-0"))).toEqual({ text: "★", tone: "bright" });
    expect(koikoiValueCorner(id("M11-0"))).toEqual({ text: "★", tone: "bright" });
    expect(koikoiValueCorner(id("M09-0"))).toBeNull();
    expect(koikoiValueCorner(id("M01-3"))).toBeNull();
  });

  it("speaks the Sake Cup as the table counts it", () => {
    const cup = id("M09-0");
    expect(koikoiCardLabel(en, cup, { sake_cup: "animal_and_chaff" })).toBe(
      "Chrysanthemum Sake Cup, animal, counts as a chaff too",
    );
    expect(koikoiCardNotes(cup, { sake_cup: "animal_only" })).toEqual(["sakeCupAnimalOnly"]);
    expect(koikoiCardNotes(cup, { sake_cup: "animal_or_chaff" })).toEqual(["sakeCupAnimalOrChaff"]);
  });

  it("names the Rain Man's exception and gives plain cards no points", () => {
    expect(koikoiCardLabel(en, id("M11-0"), { sake_cup: "animal_and_chaff" })).toMatch(
      /bright, left out of the dry bright yaku$/,
    );
    const chaff = koikoiCardLabel(en, id("M11-3"), { sake_cup: "animal_and_chaff" });
    expect(chaff).not.toMatch(/point|wild/);
    expect(koikoiCardLabel(cardWordsIn("ja"), id("M09-0"), { sake_cup: "animal_only" })).toBe(
      "菊に盃、タネ、タネとしてのみ数える",
    );
    expect(koikoiCardNotes(id("M01-1"), { sake_cup: "animal_only" })).toEqual([]);
  });
});
