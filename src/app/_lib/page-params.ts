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

/** A text parameter in its stored form, or the reason it is refused (in a player's words); empty when absent. */
export function textParam(value: Param, kind: TextKind, max: number): { text: string; problem: string | null } {
  const raw = firstParam(value) ?? "";
  if (raw.length > max * 2 + 64) return { text: "", problem: `Search with at most ${max} characters.` };
  const problem = textProblem(raw, kind);
  if (problem) return { text: "", problem };
  const text = normaliseText(raw, kind);
  return text.length > max ? { text: "", problem: `Search with at most ${max} characters.` } : { text, problem: null };
}
