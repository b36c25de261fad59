// The Season's Flowers rules page names each role as the table does: one catalog of role names, so a player who read
// "Red Vases (Akatan)" on the rules page meets the same words under their captures.
import { describe, expect, it } from "vitest";
import { htmlWords, renderIntl, translatorFor } from "~/app/_lib/testing/intl";
import { ROLE_ORDER } from "~/engine/sfj/roles";
import { LOCALES } from "~/lib/locales";
import { SfjRules } from "./how-to-play";

// every role, in the order the engine lists them
const ROLE_KEYS = ROLE_ORDER;

describe("how to play Season's Flowers", () => {
  for (const locale of LOCALES)
    it(`${locale}: names every role with the table's words`, () => {
      const words = htmlWords(renderIntl(<SfjRules options={{}} />, locale)).replace(/&amp;/g, "&");
      const roles = translatorFor("SfjRoles", locale);
      for (const key of ROLE_KEYS) expect(words).toContain(roles(key));
    });

  it("names a role once, without a second colon after it ('Tea Party (Black tea & cake): 1 of 2')", () => {
    for (const locale of LOCALES) {
      const roles = translatorFor("SfjRoles", locale);
      for (const key of ROLE_KEYS) expect(roles(key)).not.toMatch(/[:：]/);
    }
  });
});

describe("the scoring example", () => {
  it("writes the loser's score with a real minus sign, as the scores at the table", () => {
    const words = htmlWords(renderIntl(<SfjRules options={{}} />));
    expect(words).toContain("your opponent −40.");
    expect(words).not.toMatch(/-40/);
  });
});
