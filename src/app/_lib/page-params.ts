// A page's dynamic segments and search parameters are client input like any procedure's: the same id and text
// rules (src/server/schemas/fields.schema.ts) decide what a page passes on, so an odd address is a 404 or a refused
// search, never a server error.
import { isId, normaliseText, textProblem, type TextKind } from "~/server/schemas/fields.schema";

type Param = string | string[] | undefined;

/** A page's search parameters, as Next.js hands them to it. */
export type SearchParams = Promise<Record<string, Param>>;

/** The props of a page under dynamic segments named `S` (`[id]`) that reads its search parameters too. */
export interface SegmentPageProps<S extends string> {
  params: Promise<Record<S, string>>;
  searchParams: SearchParams;
}

/** The first value of a search parameter. */
export const firstParam = (value: Param): string | undefined => (Array.isArray(value) ? value[0] : value);

/** The id a segment or parameter holds, or null when it cannot be an id. */
export function idParam(value: Param): string | null {
  const v = firstParam(value);
  return isId(v) ? v : null;
}

// What a refused text may not carry onto the page: controls, formatting characters, halves of a surrogate pair and the
// replacement character (the rules of fields.schema.ts, all kinds together).
const REFUSED_CHARACTER = /[\p{Cc}\p{Cf}\p{Cs}\uFFFD]/gu;

/**
 * `raw` as a field can show it back: each character the rules refuse written where it stood, a control as its picture
 * ("␀") and anything else as its code ("[U+200B]"), so that the person sees what to delete and nothing invisible,
 * reversing or broken reaches the page.
 */
export function visibleText(raw: string): string {
  return raw.replace(REFUSED_CHARACTER, (c) => {
    const code = c.codePointAt(0)!;
    if (code < 0x20) return String.fromCodePoint(0x2400 + code);
    if (code === 0x7f) return "\u2421";
    return `[U+${code.toString(16).toUpperCase().padStart(4, "0")}]`;
  });
}

/**
 * A text parameter in its stored form, or the reason it is refused (in a player's words); empty when absent. `shown`
 * is what the field shows again: the stored form, or what was typed made visible when refused (cut at the length a
 * field refuses before looking).
 */
export function textParam(
  value: Param,
  kind: TextKind,
  max: number,
): { text: string; problem: string | null; shown: string } {
  const raw = firstParam(value) ?? "";
  const refused = (problem: string) => ({ text: "", problem, shown: visibleText(raw.slice(0, max * 2 + 64)) });
  if (raw.length > max * 2 + 64) return refused(`Search with at most ${max} characters.`);
  const problem = textProblem(raw, kind);
  if (problem) return refused(problem);
  const text = normaliseText(raw, kind);
  return text.length > max ? refused(`Search with at most ${max} characters.`) : { text, problem: null, shown: text };
}
