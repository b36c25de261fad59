// A tab's title joins its parts as the language does: "Tournaments · Hanafuda", Japanese's "大会・花札" with its
// unspaced 「・」.
import { describe, expect, it, vi } from "vitest";
import { translatorFor } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";

const request = vi.hoisted(() => ({ locale: "en" }));
vi.mock("next-intl/server", () => ({
  getLocale: async () => request.locale,
  getTranslations: async (namespace: string) => translatorFor(namespace, request.locale as Locale),
}));
vi.mock("~/app/_lib/server-api", () => ({
  getSession: async () => ({ user: { role: "ADMIN", displayName: "Ada" } }),
}));

const { generateMetadata } = await import("./layout");
const { adminMetadata } = await import("./admin/require-admin");

describe("a tab's title", () => {
  it("follows the page's title with the site's name, joined as the language joins them", async () => {
    request.locale = "ja";
    expect(await generateMetadata()).toMatchObject({ title: { template: "%s・花札" } });
    request.locale = "en";
    expect(await generateMetadata()).toMatchObject({ title: { template: "%s · Hanafuda" } });
  });

  it("names an admin section, then the admin pages", async () => {
    request.locale = "ja";
    expect(await adminMetadata("users")).toEqual({ title: "ユーザー・管理" });
    request.locale = "ko";
    expect((await adminMetadata("users")).title).toContain(" · ");
  });
});
