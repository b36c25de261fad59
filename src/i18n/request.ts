// next-intl's configuration for each request (found by the plugin in next.config.js): the language, its messages
// and the formats. URLs carry no language (docs/decisions/0007-languages-without-url-prefixes.md).
import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LOCALE_COOKIE } from "~/lib/locales";
import { serverApi } from "~/app/_lib/server-api";
import { catalogFor } from "./catalog";
import { resolveLocale } from "./resolve-locale";

const pseudoAllowed = process.env.NODE_ENV !== "production";

export default getRequestConfig(async () => {
  const [cookieStore, headerList, api] = await Promise.all([cookies(), headers(), serverApi()]);
  const locale = resolveLocale({
    profile: await api.user.locale(),
    cookie: cookieStore.get(LOCALE_COOKIE)?.value,
    acceptLanguage: headerList.get("accept-language"),
    pseudo: pseudoAllowed,
  });
  // Times a page renders on the server are in UTC and say so; the browser shows its own zone once mounted.
  return { locale, messages: catalogFor(locale), timeZone: "UTC" };
});
