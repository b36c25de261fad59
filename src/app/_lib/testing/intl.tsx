// Components read their words from next-intl: a test renders them inside the provider with a real catalog.
import { NextIntlClientProvider, createTranslator } from "next-intl";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { catalogFor } from "~/i18n/catalog";
import type { Translator } from "~/app/_lib/translator";
import type { Locale } from "~/lib/locales";

/** Any error next-intl meets (a missing key, options Intl refuses) fails the test instead of being logged. */
function fail(error: Error): never {
  throw error;
}

/** `element` with the messages of `locale` (English unless a test checks another language). */
export function withIntl(element: ReactNode, locale: Locale = "en"): ReactNode {
  return (
    <NextIntlClientProvider locale={locale} messages={catalogFor(locale)} timeZone="UTC" onError={fail}>
      {element}
    </NextIntlClientProvider>
  );
}

/** `element` as the server renders it, with the messages of `locale` (English unless a test checks another language). */
export function renderIntl(element: ReactNode, locale: Locale = "en"): string {
  return renderToStaticMarkup(withIntl(element, locale));
}

/** The words of server-rendered HTML: each tag a space, apostrophes unescaped, white space folded. */
export function htmlWords(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

/** The translator of `namespace` in `locale`, for helpers that take one (as a component passes its own). */
export function translatorFor(namespace: string, locale: Locale = "en"): Translator {
  return createTranslator({ locale, messages: catalogFor(locale), namespace }) as unknown as Translator;
}

/** How English says places, teens and hundreds included (the catalogs' `selectordinal`): [number, words]. */
export const ENGLISH_ORDINALS: [number, string][] = [
  [1, "1st"],
  [2, "2nd"],
  [3, "3rd"],
  [4, "4th"],
  [11, "11th"],
  [12, "12th"],
  [13, "13th"],
  [21, "21st"],
  [22, "22nd"],
  [23, "23rd"],
  [101, "101st"],
  [111, "111th"],
];
