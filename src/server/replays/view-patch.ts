// A seat's replay sends one engine view per position; consecutive views differ in a few places (a card moved from
// the hand to a pile), so each is sent as a patch on the one before. Pure, no server dependencies: the replay page
// imports `applyViewPatch` to decode. JSON values only (views are JSON by construction).

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * A patch turns one JSON value into another: `{ v }` replaces it whole; `{ o }` changes an object key by key (a
 * nested patch per changed key, `null` in `d` deletes); `{ a, p }` changes an array of the same or another length
 * index by index (length `a`, patches by index in `p`).
 */
export type ViewPatch = { v: Json } | { o: Record<string, ViewPatch>; d?: string[] } | { a: number; p: Record<string, ViewPatch> };

const isObject = (x: Json): x is { [key: string]: Json } => typeof x === "object" && x !== null && !Array.isArray(x);

function same(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]!));
  if (isObject(a)) {
    if (!isObject(b)) return false;
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => k in b && same(a[k]!, b[k]!));
  }
  return false;
}

/** The patch from `prev` to `next`, or null when they are equal. */
export function diffView(prev: Json, next: Json): ViewPatch | null {
  if (same(prev, next)) return null;
  if (isObject(prev) && isObject(next)) {
    const o: Record<string, ViewPatch> = {};
    const d: string[] = [];
    for (const k of Object.keys(next)) {
      const p = k in prev ? diffView(prev[k]!, next[k]!) : { v: next[k]! };
      if (p) o[k] = p;
    }
    for (const k of Object.keys(prev)) if (!(k in next)) d.push(k);
    const patch = d.length ? { o, d } : { o };
    // a whole new object is shorter when most keys changed
    return JSON.stringify(patch).length < JSON.stringify(next).length ? patch : { v: next };
  }
  if (Array.isArray(prev) && Array.isArray(next)) {
    const p: Record<string, ViewPatch> = {};
    for (let i = 0; i < next.length; i++) {
      const q = i < prev.length ? diffView(prev[i]!, next[i]!) : { v: next[i]! };
      if (q) p[i] = q;
    }
    const patch = { a: next.length, p };
    return JSON.stringify(patch).length < JSON.stringify(next).length ? patch : { v: next };
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
    for (const [k, p] of Object.entries(patch.o)) out[k] = applyViewPatch(base[k] ?? null, p);
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
