// The seat to act: on a live table your own lit seat says "Your move"; at a replay's position nobody is to act now, so
// it says "To move" as any other seat does, in every language.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
import { catalogFor } from "~/i18n/catalog";
import { SeatBadge } from "./seat-badge";
import { BOTAN_BADGE } from "./seat-badge-testing";

const words = (locale: "en" | "ja" | "ko", replay: boolean) =>
  renderToStaticMarkup(withIntl(<SeatBadge {...BOTAN_BADGE} you active replay={replay} />, locale));

describe("a lit seat badge", () => {
  it("calls on you at a live table and only names the seat to move in a replay", () => {
    for (const locale of ["en", "ja", "ko"] as const) {
      const t = catalogFor(locale).SeatBadge as Record<string, string>;
      expect(words(locale, false)).toContain(`>${t.yourMove}<`);
      expect(words(locale, true)).toContain(`>${t.toMove}<`);
      expect(words(locale, true)).not.toContain(t.yourMove);
    }
  });
});
