// The client address for sign-in rate limits. The start script's HTTP server (src/server/boot/http-server.ts)
// writes the socket's address into this header and drops any value the client sent, so it cannot be forged;
// behind a reverse proxy (TRUST_PROXY=true) it takes the first X-Forwarded-For entry instead.
export const CLIENT_ADDRESS_HEADER = "x-hanafuda-client-address";

export function clientAddressFromHeaders(
  headers: Record<string, string | string[] | undefined> | Headers | undefined,
): string {
  const get = (name: string): string | undefined => {
    if (!headers) return undefined;
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const v = headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  return get(CLIENT_ADDRESS_HEADER) || "unknown";
}
