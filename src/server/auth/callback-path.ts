// Where to go after signing in (or up): only a place on this site. The candidate is resolved with the URL parser
// against the site's origin, as a browser would resolve it (it drops tabs and newlines, reads "\" as "/", resolves
// "/./" and "/../"), and kept only when the origin stays the same. Pure (the client imports it).

/** Stands for the site's origin where the real one is not at hand: only paths resolve to it. */
const PLACEHOLDER_ORIGIN = "http://site.invalid";

/**
 * The path (with query and fragment) `value` leads to when it stays on `origin`, else `fallback`. An absolute URL of
 * `origin` itself is accepted too, as its path.
 */
export function safeCallbackPath(
  value: string | string[] | null | undefined,
  fallback = "/play",
  origin: string = PLACEHOLDER_ORIGIN,
): string {
  const candidate = Array.isArray(value) ? value[0] : value;
  if (!candidate) return fallback;
  let base: URL;
  let resolved: URL;
  try {
    base = new URL(origin);
    resolved = new URL(candidate, base);
  } catch {
    return fallback;
  }
  if (resolved.origin !== base.origin) return fallback;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // "/.//evil.example" resolves to the path "//evil.example", which a browser would read as another host.
  return path.startsWith("/") && !path.startsWith("//") ? path : fallback;
}
