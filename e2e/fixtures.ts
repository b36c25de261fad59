// Fixtures in the cal.com style: each test creates its own users through the API (names unique per worker and
// test) and signs them in through next-auth's API, so only the flow under test goes through the pages.
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL } from "./constants";

export const PASSWORD = "plum blossoms at dawn";

export interface TestUser {
  email: string;
  displayName: string;
  password: string;
  role: "PLAYER" | "ADMIN";
  /** Signs this user in for `page` (its browser context keeps the session cookie). */
  apiLogin(page: Page): Promise<void>;
}

async function signUp(request: APIRequestContext, account: { email: string; displayName: string; password: string }) {
  const res = await request.post("/api/trpc/auth.signUp", { data: { json: account } });
  return {
    status: res.status(),
    body: (await res.json()) as { result?: { data: { json: { role: "PLAYER" | "ADMIN" } } } },
  };
}

async function apiLogin(page: Page, email: string, password: string) {
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const res = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, json: "true" },
  });
  expect(res.status(), `sign-in of ${email}`).toBe(200);
}

let counter = 0;

export const test = base.extend<{
  users: { create(opts?: { role?: "PLAYER" | "ADMIN"; displayName?: string }): Promise<TestUser> };
}>({
  users: async ({ playwright }, use, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    await use({
      async create(opts = {}) {
        const admin = opts.role === "ADMIN";
        // The one admin address of the run (ADMIN_EMAIL of the server): created by the first test that needs it.
        const email = admin
          ? E2E_ADMIN_EMAIL
          : `player-w${testInfo.workerIndex}-${Date.now().toString(36)}-${++counter}@e2e.test`;
        const displayName = opts.displayName ?? (admin ? "Admin Crane" : `Player ${testInfo.workerIndex}-${counter}`);
        const r = await signUp(request, { email, displayName, password: PASSWORD });
        if (!(r.status === 200 || (admin && r.status === 409)))
          throw new Error(`sign-up of ${email} answered ${r.status}`);
        return {
          email,
          displayName,
          password: PASSWORD,
          role: admin ? "ADMIN" : "PLAYER",
          apiLogin: (page) => apiLogin(page, email, PASSWORD),
        };
      },
    });
    await request.dispose();
  },
});

export { expect };
