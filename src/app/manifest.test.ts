// The installed app's description and the package's name every game the site offers, in the default language's words
// that the pages use.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/app/_lib/testing/intl";
import { GAME_NAMES } from "~/engine/core/ruleset";
import manifest from "./manifest";

const games = translatorFor("Games", "en");

describe("the web app manifest", () => {
  it("names every game in its description", () => {
    const { description, name } = manifest();
    for (const game of GAME_NAMES) expect(description, game).toContain(games(`${game}.shortName`));
    expect(name).toBe(translatorFor("Site", "en")("name"));
  });

  it("describes the site as package.json does", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { description: string };
    expect(pkg.description).toBe(manifest().description);
  });
});
