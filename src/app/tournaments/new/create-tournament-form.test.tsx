// The "rounds per game" of a tournament as the form sends it: a number typed for Sakura, the chosen value where the
// game offers a choice (Season's Flowers 12 or 6, Mushi also "to a target", which a number box could not hold).
import { describe, expect, it } from "vitest";
import { getRuleset } from "~/engine/registry";
import { roundsValue } from "./tournament-form-model";

const spec = (game: "sakura" | "sfj" | "mushi") => getRuleset(game)!.optionSpecs.find((o) => o.name === "rounds");

describe("a tournament's rounds per game", () => {
  it("is the house rules' own when left blank", () => {
    expect(roundsValue(spec("sfj"), "")).toBeUndefined();
    expect(roundsValue(spec("sakura"), "")).toBeUndefined();
  });

  it("is a choice of the game's own values where it has a list", () => {
    expect(spec("mushi")?.kind).toBe("enum");
    expect(roundsValue(spec("mushi"), "target")).toBe("target");
    expect(roundsValue(spec("mushi"), "6")).toBe(6);
    expect(roundsValue(spec("sfj"), "6")).toBe(6);
  });

  it("is the number typed for a game that counts its rounds freely", () => {
    expect(roundsValue(spec("sakura"), "8")).toBe(8);
  });
});
