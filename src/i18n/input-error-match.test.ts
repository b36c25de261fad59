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
