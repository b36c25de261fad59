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
