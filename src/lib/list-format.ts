// Lists in a reader's language, for the server's words and the pages' alike ("Aki, Emi and Ken", "Aki、Emi、Ken").
// English is written without the serial comma, as the site writes it: Intl's "en" is American and puts one before
// the "and". Imports nothing: the table page's script loads it.

/** `locale`'s list format: an "and" list unless `type` asks for an "or" list ("2, 4 or 6"). */
export function listFormat(locale: string, type: Intl.ListFormatType = "conjunction"): Intl.ListFormat {
  return new Intl.ListFormat(locale === "en" ? "en-GB" : locale, { type });
}

/** `locale`'s comma between a list's items (", ", "、"): the separator its lists put between all but the last two. */
export function commaIn(locale: string): string {
  const parts = listFormat(locale).formatToParts(["a", "b", "c"]);
  return parts.find((p) => p.type === "literal")?.value ?? ", ";
}
