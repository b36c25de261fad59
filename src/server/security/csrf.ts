// CSRF protection for tRPC over HTTP. Mutations are POSTs; a cross-site page can make a browser POST only "simple"
// requests (form encodings, text/plain) without a CORS preflight, which this server never grants. So a mutation
// must carry `content-type: application/json` (the tRPC client always sends it), and when the browser names the
// page's origin (Origin header, sent on every cross-origin and every POST request) it must be this site. The session
// cookie is SameSite=Lax as a second line. next-auth's own routes (/api/auth/*) check their own CSRF token.

/** What the check reads of a request: a fetch Request, or a Node request seen through api/node-http.ts. */
export interface CsrfRequest {
  method: string;
  /** Read only when the request names no host (HTTP/1.0). */
  readonly url: string;
  headers: { get(name: string): string | null };
}

/** Why a request is refused as a possible cross-site request forgery, or null when it may go on. */
export function csrfRefusal(req: CsrfRequest): string | null {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return null;
  const type = req.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") return "A request that changes something must be sent as JSON.";
  const origin = req.headers.get("origin");
  if (origin !== null) {
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (originHost === null || !siteHosts(req).has(originHost)) return "Requests from other sites are not accepted.";
  }
  return null;
}

/**
 * The host names this site answers as: the request's Host (X-Forwarded-Host when a trusted proxy set it; the
 * start script's server drops it otherwise) and the public URL's (NEXTAUTH_URL), for a proxy that rewrites Host.
 */
function siteHosts(req: CsrfRequest): Set<string> {
  const hosts = new Set<string>();
  for (const h of [req.headers.get("x-forwarded-host"), req.headers.get("host")])
    if (h) hosts.add(h.split(",")[0]!.trim());
  if (hosts.size === 0) hosts.add(new URL(req.url).host);
  try {
    if (process.env.NEXTAUTH_URL) hosts.add(new URL(process.env.NEXTAUTH_URL).host);
  } catch {
    // an invalid NEXTAUTH_URL is refused at start-up (src/env.ts)
  }
  return hosts;
}
