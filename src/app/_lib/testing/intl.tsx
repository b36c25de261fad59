// Components read their words from next-intl: a test renders them inside the provider with a real catalog.
import { NextIntlClientProvider, createTranslator } from "next-intl";
import type { ReactNode } from "react";
import { catalogFor } from "~/i18n/catalog";
import type { Locale } from "~/lib/locales";

/** `element` with the messages of `locale` (English unless a test checks another language). */
export function withIntl(element: ReactNode, locale: Locale = "en"): ReactNode {
  return (
    <NextIntlClientProvider locale={locale} messages={catalogFor(locale)} timeZone="UTC">
      {element}
    </NextIntlClientProvider>
  );
}

/** The translator of one namespace in `locale`, for tests of functions that take one (as a component's hook gives it). */
export function translatorFor<N extends string>(namespace: N, locale: Locale = "en") {
  return createTranslator({ locale, messages: catalogFor(locale), namespace, timeZone: "UTC" });
}
