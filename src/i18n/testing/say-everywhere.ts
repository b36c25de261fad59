// Says an engine phrase through the app's catalogs of every language, as a page would: a test's check that each
// phrase the engine gives has its key and arguments everywhere (the engine itself does not read the catalogs).
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import type { Phrase } from "~/engine/core/phrase";

/** The app's catalogs by language. */
export type Catalogs = readonly { locale: string; messages: unknown }[];

/** Says `p` through the Explain catalog of every language (seats, months and cards as numbers): throws on a missing key or argument. */
export function sayEverywhere(p: Phrase, catalogs: Catalogs): void {
  for (const { locale, messages } of catalogs) {
    const t = createTranslator({
      locale,
      messages: messages as AbstractIntlMessages,
      timeZone: "UTC",
      onError: (error) => {
        throw error;
      },
    }) as unknown as (key: string, values?: Record<string, string | number>) => string;
    const values: Record<string, string | number> = { ...p.args };
    for (const [k, ids] of Object.entries(p.cards ?? {})) values[k] = ids.join(", ");
    for (const [k, term] of Object.entries(p.terms ?? {})) values[k] = t(`${term.ns}.${term.key}`, term.values);
    // a phrase about a seat also says whether it is the reader's (usePhraseWords): both ways
    if (p.args?.seat === undefined) t(`Explain.phrase.${p.key}`, values);
    else for (const you of ["yes", "no"]) t(`Explain.phrase.${p.key}`, { ...values, you });
  }
}
