// A name with "�" (saved before names refused it) gets a note on the profile saying what it is and how to mend it, in
// the reader's language; a name without it gets none.
import { describe, expect, it, vi } from "vitest";
import { htmlWords, renderIntl, translatorFor } from "~/app/_lib/testing/intl";
import { LOCALES, type Locale } from "~/lib/locales";

const request = vi.hoisted(() => ({ locale: "en" }));
vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) => translatorFor(namespace, request.locale as Locale),
}));
const { LostCharacterNote } = await import("./lost-character-note");

async function note(name: string, locale: Locale = "en") {
  request.locale = locale;
  return renderIntl(await LostCharacterNote({ name }), locale);
}

describe("the profile's note on a lost character", () => {
  it("says what the “�” is and how to mend it", async () => {
    expect(htmlWords(await note("Jos\uFFFD")).trim()).toBe(
      "Your name shows “�” where a character was lost, and others see it that way. Remove the “�” (it stands for a " +
        "character that was lost) and type that character again.",
    );
  });

  it("is not there for a name without it", async () => {
    expect(await note("José")).toBe("");
  });

  it.each(LOCALES)("reads in %s", async (locale) => {
    const words = htmlWords(await note("\uFFFDlise", locale));
    expect(words).toContain(htmlWords(translatorFor("InputErrors", locale)("replacementCharacter")));
    expect(words).not.toContain("{fix}");
  });
});
