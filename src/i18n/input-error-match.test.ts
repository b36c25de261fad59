import { describe, expect, it } from "vitest";
import { choicesInEnglish, inputErrorOf } from "./input-error-match";

describe("inputErrorOf", () => {
  it("finds a message's entry, and lists its choices with the reader's 'or'", () => {
    const message = `Choose one of the site's languages: ${choicesInEnglish(["English", "日本語", "Deutsch"])}.`;
    expect(message).toBe("Choose one of the site's languages: English, 日本語 or Deutsch.");
    expect(inputErrorOf(message)).toEqual({
      key: "chooseLanguage",
      params: { languageChoices: "English, 日本語 or Deutsch" },
    });
    expect(inputErrorOf(message, "ja")?.params.languageChoices).toBe("English、日本語、またはDeutsch");
    expect(inputErrorOf(message, "fr")?.params.languageChoices).toBe("English, 日本語 ou Deutsch");
    expect(inputErrorOf("Nothing the schemas say.")).toBeNull();
  });
});

describe("the forms' own schemas", () => {
  // Found saying English to a Spanish reader: the notification settings' time zone and an admin's preset URL name.
  it.each([
    ["a time zone", "This is not a time zone we know (try Europe/Paris)."],
    ["a preset's URL name", "Use 1 to 48 lower-case letters, digits and hyphens (not at either end)."],
  ])("have an entry for %s", (_what, message) => {
    expect(inputErrorOf(message, "es")).not.toBeNull();
  });
});
