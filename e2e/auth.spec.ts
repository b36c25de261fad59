import { expect, test } from "./fixtures";

test.describe("accounts", () => {
  test("sign up, sign out, sign in again", async ({ page }, testInfo) => {
    const email = `newcomer-w${testInfo.workerIndex}-${Date.now().toString(36)}@e2e.test`;
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Display name").fill("Newcomer Ume");
    await page.getByLabel("Password", { exact: true }).fill("a walk under the plum trees");
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page).toHaveURL(/\/play$/);
    await expect(page.getByTestId("header-user")).toContainText("Newcomer Ume");
    await expect(page.getByRole("heading", { name: "Play", level: 1 })).toBeVisible();

    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "Sign out" }).click();
    await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(page.getByTestId("header-user")).toHaveCount(0);

    await header.getByRole("link", { name: "Sign in" }).click();
    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByLabel("Password", { exact: true }).fill("a walk under the plum trees");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/play$/);
    await expect(page.getByTestId("header-user")).toContainText("Newcomer Ume");

    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Newcomer Ume", level: 1 })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    const name = page.getByRole("region", { name: "How others see you" });
    await name.getByLabel("Display name").fill("Ume of the Plum");
    await name.getByRole("button", { name: "Save" }).click();
    await expect(name.getByRole("status")).toHaveText("Saved. Other players now see you as Ume of the Plum.");
    await expect(page.getByTestId("header-user")).toContainText("Ume of the Plum");
  });

  test("a forgotten password without email: the page says so, and a made-up link says it does not work", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/sign-in");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // This server sends no email (no SMTP_URL): the page says so rather than promise a link (the server tests send it).
    await expect(page.getByTestId("reset-no-email")).toContainText("This site sends no email");
    await page.screenshot({ path: testInfo.outputPath("forgot-password-phone.png") });
    await page.goto(`/reset-password?u=nobody&e=${Date.now() + 60_000}&t=${"A".repeat(43)}`);
    await expect(page.getByTestId("reset-link-answer")).toContainText("This link does not work");
    await page.goto("/reset-password?u=%00&e=x");
    await expect(page.getByTestId("reset-link-answer")).toContainText("cut short");
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");
  });

  test("a wrong password shows a message that does not say which field was wrong", async ({ page, users }) => {
    const user = await users.create();
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill("not my password at all");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("password-error")).toHaveText("Email or password is incorrect.");
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByTestId("header-user")).toHaveCount(0);

    // the same answer for an address with no account
    await page.getByLabel("Email").fill("nobody-here@e2e.test");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("password-error")).toHaveText("Email or password is incorrect.");
  });

  test("sign-up explains bad input beside each field", async ({ page, users }) => {
    const existing = await users.create();
    await page.goto("/sign-up");
    await page.getByLabel("Email").fill("hana@");
    await page.getByLabel("Display name").fill("H");
    await page.getByLabel("Password", { exact: true }).fill("too short");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByTestId("email-error")).toHaveText("Enter a valid email address, like name@example.com.");
    await expect(page.getByTestId("displayName-error")).toHaveText("Use at least 2 characters.");
    await expect(page.getByTestId("password-error")).toHaveText("Use at least 10 characters.");
    await expect(page.getByLabel("Email")).toBeFocused();

    await page.getByLabel("Email").fill(existing.email);
    await page.getByLabel("Display name").fill("Second Try");
    await page.getByLabel("Password", { exact: true }).fill("long enough this time");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByTestId("email-error")).toHaveText(
      "An account with this email already exists. Sign in instead?",
    );
    await expect(page.getByTestId("password-error")).toHaveCount(0);
  });

  test("repeated failures lock the account for a while", async ({ page, users }) => {
    const user = await users.create();
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(user.email);
    for (let i = 0; i < 5; i++) {
      await page.getByLabel("Password", { exact: true }).fill(`wrong guess ${i}`);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByTestId("password-error")).toHaveText("Email or password is incorrect.");
    }
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("form-error")).toHaveText(
      /^Too many sign-in attempts\. Try again in 1[45] minutes\.$/,
    );
    await expect(page.getByTestId("header-user")).toHaveCount(0);
  });
});

test.describe("where signing in leads", () => {
  // Addresses a browser reads as another site (it drops tabs and newlines, reads a backslash as "/", resolves "/./"), and
  // schemes that are not pages of this site: each leads to the lobby instead.
  const elsewhere = [
    "/\t/evil.example/",
    "/\n/evil.example/",
    "/\\evil.example/",
    "//evil.example/",
    "/.//evil.example/",
    "/a/..//evil.example/",
    "https://evil.example/",
    "javascript:alert(document.domain)",
    "data:text/html,<p>evil</p>",
  ];

  test("a callback address on another origin leaves the browser on this site, signing in or already signed in", async ({
    page,
    users,
    baseURL,
  }) => {
    const left: string[] = [];
    await page.route(
      (url) => url.hostname.endsWith("evil.example"),
      (route) => {
        left.push(route.request().url());
        return route.fulfill({ body: "another site" });
      },
    );
    page.on("dialog", (d) => {
      left.push(`dialog: ${d.message()}`);
      void d.dismiss();
    });
    const user = await users.create();
    await page.goto(`/sign-in?callbackUrl=${encodeURIComponent(elsewhere[0]!)}`);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${baseURL}/play`);
    await expect(page.getByTestId("header-user")).toContainText(user.displayName);

    // signed in, the sign-in page sends the browser straight on
    for (const target of elsewhere) {
      await page.goto(`/sign-in?callbackUrl=${encodeURIComponent(target)}`);
      await expect(page, target).toHaveURL(`${baseURL}/play`);
    }
    expect(left).toEqual([]);

    // a place on the site is kept
    await page.goto(`/sign-in?callbackUrl=${encodeURIComponent("/replays")}`);
    await expect(page).toHaveURL(`${baseURL}/replays`);
  });
});

test.describe("admin page", () => {
  test("an admin reaches it from the header", async ({ page, users }) => {
    const admin = await users.create({ role: "ADMIN" });
    await admin.apiLogin(page);
    await page.goto("/play");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
    await expect(page.getByTestId("user-count")).toContainText("in all");
    await expect(page.getByRole("heading", { name: "House rules" })).toBeVisible();
    await page.getByRole("link", { name: "Search and manage users" }).click();
    await page.getByLabel("Email or display name").fill(admin.email);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("user-row").filter({ hasText: admin.email })).toContainText("This is you.");
  });

  test("a player gets 403 and no Admin link; a visitor is sent to sign in", async ({ page, users }) => {
    const player = await users.create();
    await player.apiLogin(page);
    await page.goto("/play");
    await expect(page.getByTestId("header-user")).toContainText(player.displayName);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" })).toHaveCount(0);
    const res = await page.goto("/admin");
    expect(res?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "This page is for admins" })).toBeVisible();
    // the tab names the refusal, not the refused page ("Users · Admin")
    expect((await page.goto("/admin/users"))?.status()).toBe(403);
    await expect(page).toHaveTitle("Admins only · Hanafuda");

    const api = await page.request.get("/api/trpc/admin.users");
    expect(api.status()).toBe(403);

    await page.context().clearCookies();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=(%2F|\/)admin$/);
  });
});
