// The plural helper, and a scan of the sources a player reads: a count put straight before a plural noun
// ("${n} cards", "{n} rounds") says "1 cards" when n is 1, so it goes through plural().
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { plural, pluralWord } from "./plural";

describe("plural", () => {
  it("says one and many the English way", () => {
    expect(plural(1, "card")).toBe("1 card");
    expect(plural(0, "card")).toBe("0 cards");
    expect(plural(2, "round")).toBe("2 rounds");
    expect(plural(1, "victory", "victories")).toBe("1 victory");
    expect(plural(3, "victory", "victories")).toBe("3 victories");
    expect(pluralWord(1, "hand")).toBe("hand");
    expect(pluralWord(5, "hand")).toBe("hands");
  });
});

const NOUNS =
  "cards|rounds|hands|players|points|pts|seats|moves|games|chips|opponents|times|bots|victories|brights|teams|entrants|members|tables";
// `${expr} noun` in a template, `{expr} noun` in JSX; the expression a count (not a month's or a card's name)
const COUNT_BEFORE_NOUN = new RegExp(`\\{([^{}]*)\\}\\s+(${NOUNS})\\b(?!=)`, "g");
// a plural made by hand beside the count
const HANDMADE = /=== 1 \? "" : "s"|> 1 \? "s" : ""/;
const NOT_A_COUNT = /MONTH_NAMES|month|Month|label|name|title|what\b|range/;

const ROOT = join(__dirname, "../..");
// What players and table hosts read: the site, the server's messages, and the engine's texts of a game.
const SCANNED = ["app", "server", "lib"];
const ENGINE_TEXTS = /\/(explain|scoring|describe|view|ruleset|game|round)\.ts$/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !p.includes("/testing/") ? [p] : [];
  });
}

describe("counts before plural nouns", () => {
  it("go through plural() everywhere a player reads them", () => {
    const files = [
      ...SCANNED.flatMap((d) => sources(join(ROOT, d))),
      ...sources(join(ROOT, "engine")).filter((p) => ENGINE_TEXTS.test(p)),
    ];
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
          if (HANDMADE.test(line)) found.push(`${file.slice(ROOT.length + 1)}:${i + 1}: ${line.trim()}`);
          for (const m of line.matchAll(COUNT_BEFORE_NOUN))
            if (!NOT_A_COUNT.test(m[1]!)) found.push(`${file.slice(ROOT.length + 1)}:${i + 1}: ${m[0]}`);
        });
    }
    expect(found).toEqual([]);
  });
});
