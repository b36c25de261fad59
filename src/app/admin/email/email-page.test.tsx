// The admin's email log in Japanese: the note that email is off follows the intro with no space (Japanese runs its
// sentences on), and a retried email's 「（2回目）」 follows its status with none. English keeps its spaces.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderIntl, translatorFor } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";

const request = { locale: "en" as Locale };
vi.mock("next-intl/server", () => ({
  getLocale: async () => request.locale,
  getTranslations: async (namespace: string) => translatorFor(namespace, request.locale),
}));
vi.mock("../../_lib/get-date-time", () => ({ getDateTime: async () => () => "21/11/2026, 10:00" }));
vi.mock("../log-pages", () => ({ LogPages: () => null }));
vi.mock("../require-admin", () => ({ adminMetadata: async () => ({}), requireAdminPage: async () => {} }));
vi.mock("../../_lib/server-api", () => ({
  serverApi: async () => ({
    admin: {
      mailLog: async () => ({
        mailOn: false,
        nextCursor: null,
        deliveries: [
          {
            id: "d1",
            createdAt: new Date("2026-11-21T10:00:00Z"),
            to: "aiko@example.com",
            subject: "Your turn",
            status: "sent",
            attempt: 2,
            response: "250 OK",
          },
        ],
      }),
    },
  }),
}));
const { default: AdminEmailPage } = await import("./page");

const page = async (locale: Locale) => {
  request.locale = locale;
  return renderIntl(await AdminEmailPage({ searchParams: Promise.resolve({}) }), locale).replace(/<[^>]+>/g, "");
};

describe("the admin's email log", () => {
  beforeEach(() => {
    request.locale = "en";
  });

  it("runs on its sentences and puts the attempt in 「（…）」 with no space in Japanese", async () => {
    const ja = await page("ja");
    expect(ja).toContain("とともに。メールはオフです。");
    expect(ja).toContain("送信済み（2回目）");
  });

  it("spaces them in English", async () => {
    const en = await page("en");
    expect(en).toContain("answer. Email is off");
    expect(en).toContain("Sent (attempt 2)");
  });
});
