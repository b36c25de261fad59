// CSRF protection for tRPC over HTTP. Mutations are POSTs; a cross-site page can make a browser POST only "simple"
// requests (form encodings, text/plain) without a CORS preflight, which this server never grants. So a mutation
// must carry `content-type: application/json` (the tRPC client always sends it), and when the browser names the
// page's origin (Origin header, sent on every cross-origin and every POST request) it must be this site. The session
// cookie is SameSite=Lax as a second line. next-auth's own routes (/api/auth/*) check their own CSRF token.

/** Why a request is refused as a possible cross-site request forgery, or null when it may go on. */
export function csrfRefusal(req: Request): string | null {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return null;
  const type = req.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") return "A request that changes something must be sent as JSON.";
  const origin = req.headers.get("origin");
  if (origin !== null) {
    const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? new URL(req.url).host;
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (originHost !== host) return "Requests from other sites are not accepted.";
  }
  return null;
}
