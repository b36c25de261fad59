// A count with its noun in English ("1 card", "0 cards", "3 cards"): every screen and message that counts says it
// through here (a scan in plural.test.ts keeps "${n} cards" from coming back).

const rules = new Intl.PluralRules("en");

/** "1 card", "3 cards"; `many` for a plural not made with -s ("1 victory", "2 victories"). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${pluralWord(count, one, many)}`;
}

/** The noun alone, as `plural` would put it after `count` ("card", "cards"). */
export function pluralWord(count: number, one: string, many = `${one}s`): string {
  return rules.select(count) === "one" ? one : many;
}
