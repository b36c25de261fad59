// The forgotten-password page of a site that sends no email says so in the reader's language, not in English.
import { describe, expect, it, vi } from "vitest";
import { htmlWords, renderIntl, translatorFor } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";

const request = { locale: "en" as Locale };
vi.mock("next-intl/server", () => ({
  getLocale: async () => request.locale,
  getTranslations: async (namespace: string) => translatorFor(namespace, request.locale),
}));
vi.mock("~/i18n/route-messages", () => ({ withMessages: (_route: string, Page: unknown) => Page }));
vi.mock("~/server/mail/config", () => ({ mailIsOn: () => false }));
const { default: ForgotPasswordPage } = await import("./page");

describe("the forgotten-password page without email", () => {
  it.each(["ko", "es"] as const)("says there is no email in %s", async (locale) => {
    request.locale = locale;
    const html = renderIntl(await ForgotPasswordPage({}), locale);
    const said = htmlWords(html.match(/data-testid="reset-no-email">(.*?)<\/p>/)![1]!).trim();
    expect(said).toBe(translatorFor("Account", locale)("forgot.noEmail"));
  });
});
