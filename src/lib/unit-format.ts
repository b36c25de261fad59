// A number with its unit in a reader's language ("10 minutes", "10 min", "10분"). Japanese attaches a unit to its
// number as it does its counters ("10分", "2日"), where Intl's (CLDR's) Japanese patterns put a space ("10 分").
// Imports nothing: the table page's waiting room says its time control with it.

/** `value` `unit`s in `locale`, as Intl words it, with Japanese's unit attached. */
export function unitFormat(locale: string, value: number, unit: string, unitDisplay: "long" | "short"): string {
  const parts = new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay }).formatToParts(value);
  const attached = /^ja\b/i.test(locale);
  return parts.map((p) => (attached && p.type === "literal" && p.value.trim() === "" ? "" : p.value)).join("");
}
