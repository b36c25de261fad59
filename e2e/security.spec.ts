// Web security of the production server (SECURITY.md): headers with the Content-Security-Policy (and pages that
// still run under it: no CSP violation in the console), the session cookie's flags, and CSRF refusals of tRPC
// mutations sent from another origin or as a form.
import { expect, test } from "./fixtures";

test("every page is served with the CSP and framing headers, and runs under the CSP without violations", async ({
  page,
  users,
}) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect)/i.test(m.text())) violations.push(m.text());
  });
  const res = await page.goto("/");
  const headers = res!.headers();
  const csp = headers["content-security-policy"]!;
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain("unsafe-eval");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-powered-by"]).toBeUndefined();
  await expect(page.getByTestId("live-clock")).toHaveAttribute("data-connected", "true");
  // Signed in: the play page (client components, subscriptions) works too.
  const user = await users.create();
  await user.apiLogin(page);
  for (const path of ["/play", "/profile", "/tournaments", "/replays", "/rules/sakura", "/notifications", "/sign-in"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(violations).toEqual([]);
});

test("the session cookie is HttpOnly and SameSite=Lax; cross-site and form-encoded mutations are refused", async ({
  page,
  users,
}) => {
  const user = await users.create();
  await user.apiLogin(page);
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith("next-auth.session-token"))!;
  expect(cookie).toBeDefined();
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe("Lax");
  // Served over plain http here (Secure is set when the site's URL is https, see SECURITY.md).
  expect(cookie.secure).toBe(false);

  const rename = (headers: Record<string, string>, data: string) =>
    page.request.post("/api/trpc/user.updateProfile", { headers, data });
  const body = JSON.stringify({ json: { displayName: "Forged Name" } });
  const cross = await rename({ "content-type": "application/json", origin: "https://evil.example" }, body);
  expect(cross.status()).toBe(403);
  const form = await rename({ "content-type": "text/plain" }, body);
  expect(form.status()).toBe(403);
  const me = await page.request.get("/api/trpc/user.me");
  expect(JSON.stringify(await me.json())).not.toContain("Forged Name");
  // The site's own origin goes through.
  const own = await rename(
    { "content-type": "application/json", origin: new URL(test.info().project.use.baseURL!).origin },
    body,
  );
  expect(own.status()).toBe(200);
});
