// Every page of the admin's sections says the same word above its title, in every language: the section's name as
// the overview's title says it (once "Admin" over the house rules and "Administración" over the users in Spanish).
import { describe, expect, it, vi } from "vitest";
import { renderIntl, translatorFor } from "~/app/_lib/testing/intl";
import { LOCALES, type Locale } from "~/lib/locales";

const request = { locale: "en" as Locale };
vi.mock("next-intl/server", () => ({
  getLocale: async () => request.locale,
  getTranslations: async (namespace: string) => translatorFor(namespace, request.locale),
}));
vi.mock("~/i18n/route-messages", () => ({ withMessages: (_route: string, Page: unknown) => Page }));
vi.mock("./require-admin", () => ({
  adminMetadata: async () => ({}),
  adminPageMetadata: async () => ({}),
  requireAdminPage: async () => ({ user: { id: "u-admin" } }),
}));
vi.mock("../_lib/get-date-time", () => ({ getDateTime: async () => () => "21/11/2026" }));
// The lists below the header render themselves (and wait for their own words); only the header matters here.
vi.mock("./log-pages", () => ({ LogPages: () => null }));
vi.mock("./audit-list", () => ({ AuditList: () => null }));
vi.mock("../_lib/server-api", () => ({
  serverApi: async () => ({
    admin: {
      users: async () => ({ users: [], total: 0, page: 1, pages: 1 }),
      audit: async () => ({ entries: [], nextCursor: null }),
      mailLog: async () => ({ mailOn: true, nextCursor: null, deliveries: [] }),
      presets: { list: async () => [] },
    },
  }),
}));
const pages = {
  users: (await import("./users/page")).default,
  audit: (await import("./audit/page")).default,
  email: (await import("./email/page")).default,
  presets: (await import("./presets/page")).default,
};

/** The words above the title of the admin page `name` in `locale`. */
async function kicker(name: keyof typeof pages, locale: Locale) {
  request.locale = locale;
  const html = renderIntl(await pages[name]({ searchParams: Promise.resolve({}) }), locale);
  return /<p class="[^"]*uppercase">([^<]*)<\/p><h1/.exec(html)![1];
}

describe("the admin pages' kicker", () => {
  it.each(LOCALES)("is the overview's title on every section's page in %s", async (locale) => {
    const word = translatorFor("Admin", locale)("kicker");
    for (const name of Object.keys(pages) as (keyof typeof pages)[]) {
      expect([name, await kicker(name, locale)]).toEqual([name, word]);
    }
  });
});
