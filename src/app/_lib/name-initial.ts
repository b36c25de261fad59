// The letter on a player's round badge: the first character as a reader sees it (a grapheme: an emoji with its
// modifiers, a flag, a letter with its accents, a Korean syllable), never half of one.
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The first grapheme of `name`, upper-cased where the script has cases; "" for a blank name. */
export function nameInitial(name: string): string {
  const first = graphemes.segment(name.trim())[Symbol.iterator]().next();
  return first.done ? "" : first.value.segment.toUpperCase();
}
