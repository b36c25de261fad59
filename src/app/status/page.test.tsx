// The status page says in the reader's language whether games can be played, from the same check as /api/health:
// working, being updated (migrations waiting), or the database not answering.
import { describe, expect, it, vi } from "vitest";
import { htmlWords, renderIntl, translatorFor } from "~/app/_lib/testing/intl";
import type { HealthView } from "~/server/health";
import { LOCALES, type Locale } from "~/lib/locales";

const request = vi.hoisted(() => ({ locale: "en", health: null as unknown }));
vi.mock("next-intl/server", () => ({
  getLocale: async () => request.locale,
  getTimeZone: async () => "UTC",
  getTranslations: async (namespace: string) => translatorFor(namespace, request.locale as Locale),
}));
vi.mock("~/server/health", () => ({ checkHealth: async () => request.health }));
const { default: StatusPage } = await import("./page");

const checkedAt = new Date("2026-12-08T00:10:12Z");
const OK: HealthView = {
  status: "ok",
  database: { mode: "embedded", reachable: true, migrations: { expected: 28, applied: 28, pending: [] } },
  checkedAt,
};
const UPDATING: HealthView = {
  status: "degraded",
  database: {
    mode: "external",
    reachable: true,
    migrations: { expected: 28, applied: 27, pending: ["20261207_seat_notes"] },
  },
  checkedAt,
};
const DOWN: HealthView = {
  status: "down",
  database: { mode: "external", reachable: false, migrations: null, error: "connect ECONNREFUSED 127.0.0.1:5432" },
  checkedAt,
};

async function page(health: HealthView, locale: Locale = "en") {
  request.locale = locale;
  request.health = health;
  return renderIntl(await StatusPage(), locale);
}

describe("the status page", () => {
  it("says everything works, with every update applied and the time of the check", async () => {
    const words = htmlWords(await page(OK));
    expect(words).toContain("Everything is working");
    expect(words).toContain("Games’ database Answering");
    expect(words).toContain("All 28 updates are applied");
    expect(words).toContain("8 December 2026 at 00:10:12 UTC");
  });

  it("says the site is being updated while a migration waits, counted", async () => {
    const words = htmlWords(await page(UPDATING));
    expect(words).toContain("The site is being updated");
    expect(words).toContain("1 update is not applied yet");
    expect(words).not.toContain("seat_notes");
  });

  it("says the games cannot be reached when the database does not answer, and not its error", async () => {
    const html = await page(DOWN);
    expect(html).toContain('data-status="down"');
    const words = htmlWords(html);
    expect(words).toContain("The games cannot be reached");
    expect(words).toContain("Not answering");
    expect(words).toContain("Not known while the database does not answer");
    expect(words).not.toContain("ECONNREFUSED");
  });

  it("points monitoring tools to the JSON check", async () => {
    expect(await page(OK)).toContain('href="/api/health"');
  });

  it.each(LOCALES)("reads in %s, with no English left in other languages", async (locale) => {
    for (const health of [OK, UPDATING, DOWN]) {
      const t = translatorFor("SiteStatus", locale);
      const words = htmlWords(await page(health, locale));
      expect(words).toContain(t(`summary.${health.status}`));
      if (locale !== "en") expect(words).not.toMatch(/Answering|applied|Checked/);
    }
  });
});
