// botNamesIn: a bot's stored English name worded in the reader's language, and the plant its score chip shows.
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";
import { botNamesIn, botPlant } from "./bot-name";

const botName = (locale: Locale) => botNamesIn(translatorFor("BotLevels", locale));

describe("a bot's name in the reader's language", () => {
  it("keeps the plant and says the level in each language", () => {
    expect(botName("en")("Matsu (Steady)", "heuristic")).toBe("Matsu (Steady)");
    expect(botName("ja")("Matsu (Steady)", "heuristic")).toBe("Matsu（堅実）");
    expect(botName("ja")("Momiji (Beginner)", "random")).toBe("Momiji（初心者）");
    expect(botName("ko")("Ume (Strong)", "strong")).toBe("Ume (강함)");
    expect(botName("de")("Fuji (Beginner)", "random")).toBe("Fuji (Anfänger)");
    expect(botName("fr")("Kiku (Steady)", "heuristic")).toBe("Kiku (Régulier)");
    expect(botName("es")("Hagi (Strong)", "strong")).toBe("Hagi (Fuerte)");
  });

  it("words the level from the view, whatever the stored name says (an account kept its engine word)", () => {
    expect(botName("de")("Ume (heuristic)", "heuristic")).toBe("Ume (Solide)");
    expect(botName("en")("Ume (heuristic)", "heuristic")).toBe("Ume (Steady)");
  });

  it("leaves a person's name, and a name without a level in brackets, as they are", () => {
    expect(botName("ja")("Aiko (Strong)", null)).toBe("Aiko (Strong)");
    expect(botName("ja")("Aiko", undefined)).toBe("Aiko");
    expect(botName("ja")("Ume (random) 2", "random")).toBe("Ume (random) 2");
    expect(botName("ja")("Ume", "random")).toBe("Ume");
  });

  it("leaves a level it has no word for as stored", () => {
    expect(botName("ja")("Ume (Genius)", "genius")).toBe("Ume (Genius)");
  });
});

describe("a bot's plant", () => {
  it("is its name before the level, in either language's brackets", () => {
    expect(botPlant("Matsu (Strong)")).toBe("Matsu");
    expect(botPlant("Matsu（強豪）")).toBe("Matsu");
    expect(botPlant("Ume (random) 2")).toBeNull();
    expect(botPlant("Aiko")).toBeNull();
  });
});
