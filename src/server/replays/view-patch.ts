// A seat's replay sends one engine view per position; consecutive views differ in a few places (a card moved from
// the hand to a pile), so each is sent as a patch on the one before. Pure, no server dependencies: the replay page
// imports `applyViewPatch` to decode. JSON values only (views are JSON by construction).

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * A patch turns one JSON value into another: `{ v }` replaces it whole; `{ o }` changes an object key by key (a
 * nested patch per changed key, `null` in `d` deletes); `{ a, p }` changes an array of the same or another length
 * index by index (length `a`, patches by index in `p`).
 */
export type ViewPatch =
  { v: Json } | { o: Record<string, ViewPatch>; d?: string[] } | { a: number; p: Record<string, ViewPatch> };

const isObject = (x: Json): x is { [key: string]: Json } => typeof x === "object" && x !== null && !Array.isArray(x);

const isPrimitive = (x: Json) => x === null || typeof x !== "object";

// Keys are data: "valueOf" or "__proto__" must be looked up and written as own properties, never the prototype's.
const has = (o: object, k: string) => Object.hasOwn(o, k);
function setOwn<T>(o: Record<string, T>, k: string, value: T): void {
  Object.defineProperty(o, k, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * The patch from `prev` to `next`, or null when they are equal. One walk over both values (views of a long game
 * are diffed hundreds of times): objects key by key, arrays index by index, except that a changed list of plain
 * values (cards, counts) is sent whole — it is short, and a card moving shifts every index after it.
 */
export function diffView(prev: Json, next: Json): ViewPatch | null {
  if (prev === next) return null;
  if (isObject(prev) && isObject(next)) {
    let o: Record<string, ViewPatch> | null = null;
    let d: string[] | null = null;
    for (const k in next) {
      if (!has(next, k)) continue;
      const p = has(prev, k) ? diffView(prev[k]!, next[k]!) : { v: next[k]! };
      if (p) setOwn((o ??= {}), k, p);
    }
    for (const k in prev) if (has(prev, k) && !has(next, k)) (d ??= []).push(k);
    if (!o && !d) return null;
    return d ? { o: o ?? {}, d } : { o: o! };
  }
  if (Array.isArray(prev) && Array.isArray(next)) {
    if (next.every(isPrimitive)) {
      if (prev.length === next.length && prev.every((x, i) => x === next[i])) return null;
      return { v: next };
    }
    let p: Record<string, ViewPatch> | null = null;
    for (let i = 0; i < next.length; i++) {
      const q = i < prev.length ? diffView(prev[i]!, next[i]!) : { v: next[i]! };
      if (q) (p ??= {})[i] = q;
    }
    if (!p && prev.length === next.length) return null;
    return { a: next.length, p: p ?? {} };
  }
  return { v: next };
}

/** `prev` with the patch applied; unchanged parts are shared with `prev` (never mutated). */
export function applyViewPatch(prev: Json, patch: ViewPatch | null): Json {
  if (patch === null) return prev;
  if ("v" in patch) return patch.v;
  if ("o" in patch) {
    const base = isObject(prev) ? prev : {};
    const out: { [key: string]: Json } = { ...base };
    for (const k of patch.d ?? []) delete out[k];
    for (const [k, p] of Object.entries(patch.o)) setOwn(out, k, applyViewPatch(has(base, k) ? base[k]! : null, p));
    return out;
  }
  const base = Array.isArray(prev) ? prev : [];
  const out = base.slice(0, patch.a);
  while (out.length < patch.a) out.push(null);
  for (const [i, p] of Object.entries(patch.p)) out[Number(i)] = applyViewPatch(base[Number(i)] ?? null, p);
  return out;
}

/** Views as a list of patches: the first on null (the whole view), each next one on the view before. */
export function encodeViews(views: readonly Json[]): (ViewPatch | null)[] {
  return views.map((v, i) => (i === 0 ? { v } : diffView(views[i - 1]!, v)));
}

export function decodeViews(patches: readonly (ViewPatch | null)[]): Json[] {
  const out: Json[] = [];
  let cur: Json = null;
  for (const p of patches) {
    cur = applyViewPatch(cur, p);
    out.push(cur);
  }
  return out;
}
