// Signing out with the two requests next-auth's browser client makes, without that client: it would put about 10 KB
// of gzipped JavaScript on every page (the header's menu is everywhere) for this one call.

/** Ends the session: the sign-out form of next-auth's route, posted with its CSRF token. Throws when refused. */
export async function signOut(): Promise<void> {
  const csrf = await fetch("/api/auth/csrf", { credentials: "same-origin" });
  if (!csrf.ok) throw new Error(`sign-out: the CSRF token request answered ${csrf.status}`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch("/api/auth/signout", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, callbackUrl: "/", json: "true" }),
  });
  if (!res.ok) throw new Error(`sign-out: answered ${res.status}`);
}
