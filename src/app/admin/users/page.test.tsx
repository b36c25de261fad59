// /admin/users refuses an odd search (a control or invisible character) with the field's reason in the admin's
// language.
import { describe, expect, it, vi } from "vitest";
import { htmlWords, renderIntl, translatorFor } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";

const request = { locale: "en" as Locale };
vi.mock("next-intl/server", () => ({
  getLocale: async () => request.locale,
  getTranslations: async (namespace: string) => translatorFor(namespace, request.locale),
}));
vi.mock("~/i18n/route-messages", () => ({ withMessages: (_route: string, Page: unknown) => Page }));
vi.mock("../require-admin", () => ({ adminMetadata: async () => ({}), requireAdminPage: async () => ({}) }));
vi.mock("../../_lib/get-date-time", () => ({ getDateTime: async () => ({}) }));
const { default: AdminUsersPage } = await import("./page");

const pageHtml = async (locale: Locale, q: string) => {
  request.locale = locale;
  return renderIntl(await AdminUsersPage({ searchParams: Promise.resolve({ q }) }), locale);
};

const errorOf = async (locale: Locale, q: string) => {
  request.locale = locale;
  const html = renderIntl(await AdminUsersPage({ searchParams: Promise.resolve({ q }) }), locale);
  return htmlWords(html.match(/data-testid="user-search-error">(.*?)<\/p>/)![1]!).trim();
};

describe("an odd search on /admin/users", () => {
  it.each(["es", "ko"] as const)("is refused in %s", async (locale) => {
    const inputErrors = translatorFor("InputErrors", locale);
    expect(await errorOf(locale, "ab\u0000cd")).toBe(inputErrors("controlInLine"));
    expect(await errorOf(locale, "Ki\u200Bku")).toBe(inputErrors("invisibleCharacters"));
  });
});

describe("a refused search on /admin/users", () => {
  // The field keeps what was typed, each refused character written where it stood; the users are not asked for (the
  // page has no server API here: asking would fail the test).
  it.each([
    ["ab\u0000cd", "ab\u2400cd"],
    ["Ki\u200Bku", "Ki[U+200B]ku"],
    ["abc\u202Edef", "abc[U+202E]def"],
  ])("keeps %j in the field, visibly", async (q, shown) => {
    const html = await pageHtml("en", q);
    expect(html).toMatch(new RegExp(`<input id="user-search"[^>]* value="${shown.replace(/[[\]+]/g, "\\$&")}"`));
    for (const refused of ["\u0000", "\u200B", "\u202E"]) expect(html).not.toContain(refused);
    expect(html).toContain('href="/admin/users"'); // Clear
  });
});
