// next-intl's configuration for each request (found by the plugin in next.config.js): the language, its messages
// and the formats. URLs carry no language (docs/decisions/0007-languages-without-url-prefixes.md).
import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LOCALE_COOKIE, PSEUDO_LOCALE } from "~/lib/locales";
import { serverApi } from "~/app/_lib/server-api";
import type { Messages } from "./pseudo";
import { resolveLocale } from "./resolve-locale";

const pseudoAllowed = process.env.NODE_ENV !== "production";

export async function catalogFor(locale: string): Promise<Messages> {
  if (locale === PSEUDO_LOCALE) {
    const { pseudoMessages } = await import("./pseudo");
    return pseudoMessages((await import("../../messages/en.json")).default);
  }
  return (await import(`../../messages/${locale}.json`)).default as Messages;
}

export default getRequestConfig(async () => {
  const [cookieStore, headerList, api] = await Promise.all([cookies(), headers(), serverApi()]);
  const locale = resolveLocale({
    profile: await api.user.locale(),
    cookie: cookieStore.get(LOCALE_COOKIE)?.value,
    acceptLanguage: headerList.get("accept-language"),
    pseudo: pseudoAllowed,
  });
  // Times a page renders on the server are in UTC and say so; the browser shows its own zone once mounted.
  return { locale, messages: await catalogFor(locale), timeZone: "UTC" };
});
