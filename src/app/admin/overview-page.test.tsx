// The admin's overview in Japanese: the push panel's two sentences run on with no space, as Japanese writes them;
// English keeps one.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderIntl, translatorFor } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";

const request = { locale: "en" as Locale };
vi.mock("next-intl/server", () => ({
  getLocale: async () => request.locale,
  getTranslations: async (namespace: string) => translatorFor(namespace, request.locale),
}));
vi.mock("./require-admin", () => ({ adminPageMetadata: async () => ({}), requireAdminPage: async () => {} }));
vi.mock("./audit-list", () => ({ AuditList: () => null }));
vi.mock("../_lib/server-api", () => ({
  serverApi: async () => ({
    admin: {
      overview: async () => ({
        users: { total: 3, admins: 1, suspended: 0 },
        presets: { total: 0, hidden: 0, byGame: [] },
        mailOn: true,
        push: { keys: "environment", subscriptions: 2 },
        recentAudit: [],
      }),
      users: async () => ({ users: [] }),
    },
  }),
}));
const { default: AdminPage } = await import("./page");

const push = async (locale: Locale) => {
  request.locale = locale;
  const html = renderIntl(await AdminPage(), locale);
  return html.match(/data-testid="push-status">(.*?)<\/p>/)![1]!.replace(/<[^>]+>/g, "");
};

describe("the admin's overview", () => {
  beforeEach(() => {
    request.locale = "en";
  });

  it("runs the push panel's sentences on with no space in Japanese, one space apart in English", async () => {
    expect(await push("ja")).toMatch(/しています。\S/);
    expect(await push("en")).toMatch(/\. \S/);
  });
});
