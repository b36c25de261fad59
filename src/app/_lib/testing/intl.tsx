// Components read their words from next-intl: a test renders them inside the provider with a real catalog.
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import de from "../../../../messages/de.json";
import en from "../../../../messages/en.json";
import ja from "../../../../messages/ja.json";

const CATALOGS = { en, ja, de } as const;

/** `element` with the messages of `locale` (English unless a test checks another language). */
export function withIntl(element: ReactNode, locale: keyof typeof CATALOGS = "en"): ReactNode {
  return (
    <NextIntlClientProvider locale={locale} messages={CATALOGS[locale]} timeZone="UTC">
      {element}
    </NextIntlClientProvider>
  );
}
