import { readFileSync } from "node:fs";
import { join } from "node:path";
import { signLink } from "../src/server/mail/signed-links";
import { mutate, query } from "./api";
import { expect, test } from "./fixtures";

const NEW_PASSWORD = "cranes over the pine tree";

test("on the profile: change the password and sign in with it, then read the site in Japanese and back", async ({
  page,
  users,
}) => {
  const user = await users.create();
  await user.apiLogin(page);
  await page.goto("/profile");

  const password = page.getByTestId("password-form");
  await password.getByLabel("Current password", { exact: true }).fill("not my password at all");
  await password.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByTestId("currentPassword-error")).toHaveText(
    "Your current password is not right. Type it again.",
  );

  await password.getByLabel("Current password", { exact: true }).fill(user.password);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("status")).toHaveText(
    "Password changed. Your other devices are signed out; this one stays signed in.",
  );
  await expect(page.getByTestId("currentPassword-error")).toHaveCount(0);

  // This browser stays signed in; after signing out, only the new password opens the account.
  await page.reload();
  await expect(page.getByTestId("header-user")).toContainText(user.displayName);
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Sign out" }).click();
  await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.goto("/sign-in?callbackUrl=/profile");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId("header-user")).toContainText(user.displayName);

  // The language: Japanese for the whole site, then the browser's own (English here) again.
  const language = page.getByTestId("language-form");
  await language.getByLabel("The site's language").selectOption("ja");
  await language.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { name: "パスワード", level: 2 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(language.getByRole("status")).toHaveText("保存しました。");
  await page.reload();
  await expect(page.getByRole("heading", { name: "言語", level: 2 })).toBeVisible();
  await expect(page.getByTestId("profile-locale")).toHaveValue("ja");

  await page.getByTestId("profile-locale").selectOption({ label: "ブラウザの言語" });
  await language.getByRole("button", { name: "保存" }).click();
  await expect(page.getByRole("heading", { name: "Password", level: 2 })).toBeVisible();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByTestId("profile-locale")).toHaveValue("");
});

test("on the profile: an address another account has is refused, a free one becomes the account's", async ({
  page,
  users,
}, testInfo) => {
  const [user, other] = [await users.create(), await users.create()];
  await user.apiLogin(page);
  await page.goto("/profile");
  const form = page.getByTestId("email-form");
  await form.getByLabel("New email address").fill(other.email);
  await form.getByLabel("Current password", { exact: true }).fill(user.password);
  await form.getByRole("button", { name: "Change email" }).click();
  await expect(page.getByTestId("email-error")).toHaveText("Another account uses this address. Choose another one.");

  const fresh = `moved-w${testInfo.workerIndex}-${Date.now().toString(36)}@e2e.test`;
  await form.getByLabel("New email address").fill(fresh);
  await form.getByRole("button", { name: "Change email" }).click();
  // This server sends no email: nothing to confirm is promised.
  await expect(form.getByRole("status")).toHaveText(`Your email is now ${fresh}.`);
  await expect(page.getByRole("region", { name: "Account" }).locator("dd").first()).toHaveText(fresh);
});

// The "it was not me" link of a changed address's notice, signed here with the server's own secret, as the notice
// signs it (this server sends no email). The address moves twice, then the first notice's link gives it back, signs
// the account out, and is spent, as is the one the second move's notice would carry.
test("the undo link of a changed address gives it back after two more changes, once", async ({ page, users }) => {
  const user = await users.create();
  await user.apiLogin(page);
  const { id } = await query<{ id: string }>(page.request, "user.me", undefined);
  const secret = readFileSync(join(process.env.E2E_DATA_DIR!, "auth-secret"), "utf8").trim();
  const undoPage = (address: string, c: number) =>
    `/email/undo?${new URLSearchParams({ u: id, a: address, c: String(c), t: signLink(secret, "undo", [id, address, String(c)]) })}`;
  const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const [second, third] = [`second-${stamp}@e2e.test`, `third-${stamp}@e2e.test`];
  const firstMove = Date.now();
  await mutate(page.request, "user.changeEmail", { email: second, currentPassword: user.password });
  const secondMove = Date.now();
  await mutate(page.request, "user.changeEmail", { email: third, currentPassword: user.password });

  await page.goto(undoPage(user.email, firstMove));
  await expect(page.getByRole("heading", { name: "Was it not you?" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`If it was not you, give the account back ${user.email}.`);
  await page.getByRole("button", { name: "Give back my address" }).click();
  await expect(page.getByTestId("undo-answer")).toHaveText(
    `${user.email} is your account's confirmed address again. Every device is signed out.`,
  );
  await expect(page.getByRole("link", { name: "Choose a new password" })).toBeVisible();

  // Signed out everywhere; the first address opens the account again.
  const me = await page.request.get("/api/trpc/user.me");
  expect(me.status()).toBe(401);
  await user.apiLogin(page);
  expect(await query<{ email: string }>(page.request, "user.me", undefined)).toMatchObject({ email: user.email });

  // Spent: the link used, and the one the second address got for the move after it.
  for (const spent of [undoPage(user.email, firstMove), undoPage(second, secondMove)]) {
    await page.goto(spent);
    await expect(page.getByTestId("undo-answer")).toHaveText(/^This link no longer works: it has been used already/);
    await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
  }
});

// A link that cannot act says why in the reader's language, and odd strings in the address are a clear page, never a
// server error.
test("the undo link of a changed address: a link that cannot act says why, in the reader's language", async ({
  page,
  users,
}) => {
  const user = await users.create();
  await user.apiLogin(page);
  await mutate(page.request, "user.setLocale", { locale: "ja" });
  const { id } = await query<{ id: string }>(page.request, "user.me", undefined);
  const secret = readFileSync(join(process.env.E2E_DATA_DIR!, "auth-secret"), "utf8").trim();
  const undoPage = (c: number, t = signLink(secret, "undo", [id, user.email, String(c)])) =>
    `/email/undo?${new URLSearchParams({ u: id, a: user.email, c: String(c), t })}`;
  const answer = page.getByTestId("undo-answer");

  const res = await page.goto(undoPage(Date.now() - 8 * 86_400_000));
  expect(res?.status()).toBe(200);
  await expect(answer).toHaveText(/^このリンクは期限切れです（変更から7日間有効です）。/);
  await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);

  await page.goto(undoPage(Date.now(), "A".repeat(43)));
  await expect(answer).toHaveText(/^このリンクは無効です。/);

  const good = new URL(undoPage(Date.now()), "http://x").searchParams;
  const odds = ["?u=%00&c=1&t=x", "?u=x&c=%ED%A0%80&t=x", `?u=${"x".repeat(3_000)}&c=1e400&t=`, "?c=-1"];
  for (const a of ["%00", "%ED%A0%80", "x".repeat(3_000), "a%00b%40e2e.test", "", "not-an-address"])
    odds.push(`?u=${id}&a=${a}&c=${good.get("c")}&t=${good.get("t")}`);
  for (const odd of odds) {
    const r = await page.goto(`/email/undo${odd}`);
    expect(r?.status(), odd).toBe(200);
    await expect(answer).toHaveText("このリンクは無効です。メールのリンクを全部コピーしてください。");
  }
});
