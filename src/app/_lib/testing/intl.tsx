// Components read their words from next-intl: a test renders them inside the provider with a real catalog.
import { NextIntlClientProvider } from "next-intl";
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
