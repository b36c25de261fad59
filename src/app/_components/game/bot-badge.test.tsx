// A bot's seat says its level as the level picker names it, in the reader's language (it read "Bot · heuristic", the
// engine's word, in every language).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
import { catalogFor } from "~/i18n/catalog";
import { BotBadge } from "./seat-badge";

const levelName = (locale: "en" | "ja" | "de", level: string) =>
  (catalogFor(locale).BotLevels as { name: Record<string, string> }).name[level];

describe("a bot's badge", () => {
  it("names the level in the reader's language", () => {
    expect(renderToStaticMarkup(withIntl(<BotBadge level="heuristic" />))).toContain(">Bot · Steady<");
    for (const locale of ["ja", "de"] as const) {
      const html = renderToStaticMarkup(withIntl(<BotBadge level="random" />, locale));
      expect(html).toContain(levelName(locale, "random"));
      expect(html).not.toContain("random");
    }
  });
});
