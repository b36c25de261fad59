// @vitest-environment happy-dom
// The profile's password, email and language forms, mounted for real behind a link that answers as the server does:
// the password form says what is wrong beside each field in the page's language (its own check before sending, the
// server's refusal after) and empties its fields once changed; the email form says which emails a change sent; the
// language form sends null for the browser's language and then lets the cookie go, so that the browser's
// Accept-Language decides.
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import ja from "../../../messages/ja/Profile.json";
import jaInput from "../../../messages/ja/InputErrors.json";
import { answeringLink, idleRouter, mountWithTrpc, typeInto, unmountAll, until } from "../_lib/testing/mounted";
import { EmailForm } from "./email-form";
import { LanguageForm } from "./language-form";
import { PasswordForm } from "./password-form";

afterEach(unmountAll);

const WRONG = "現在のパスワードが違います。もう一度入力してください。";

describe("the profile's password form", () => {
  it("checks in Japanese before sending, puts the server's refusal beside its field, and empties itself once changed", async () => {
    const sent: unknown[] = [];
    let refuse = true;
    const link = answeringLink(
      "user.changePassword",
      sent,
      () => ({ otherSessionsEnded: 1 }),
      () =>
        refuse
          ? { message: WRONG, data: { code: "BAD_REQUEST", httpStatus: 400, field: "currentPassword", zodError: null } }
          : null,
    );
    const host = await mountWithTrpc(<PasswordForm email="hana@example.org" />, link, "ja");
    const current = host.querySelector<HTMLInputElement>('input[name="currentPassword"]')!;
    const next = host.querySelector<HTMLInputElement>('input[name="newPassword"]')!;

    await typeInto(next, "short");
    await act(async () => host.querySelector("form")!.requestSubmit());
    expect(host.querySelector('[data-testid="currentPassword-error"]')?.textContent).toBe(jaInput.enterCurrentPassword);
    expect(host.querySelector('[data-testid="newPassword-error"]')?.textContent).toBe(
      jaInput.atLeastChars.replace("{min}", "10"),
    );
    expect(sent).toHaveLength(0);
    expect(document.activeElement).toBe(current);

    await typeInto(current, "not my password");
    await typeInto(next, "cranes over the pine tree");
    await act(async () => host.querySelector("form")!.requestSubmit());
    const error = await until(() => host.querySelector('[data-testid="currentPassword-error"]'), "the refusal");
    expect(error.textContent).toBe(WRONG);
    await until(() => document.activeElement === current || null, "the focus on the refused field");
    expect(sent).toEqual([{ currentPassword: "not my password", newPassword: "cranes over the pine tree" }]);

    refuse = false;
    await typeInto(current, "plum blossoms at dawn");
    await act(async () => host.querySelector("form")!.requestSubmit());
    await until(() => host.querySelector('[role="status"]')?.textContent === ja.passwordChanged || null, "done");
    expect(host.querySelector('[data-testid="currentPassword-error"]')).toBeNull();
    expect(current.value).toBe("");
    expect(next.value).toBe("");
  });
});

describe("the profile's email form", () => {
  it("says what happens next: the link to the new address, and the notice to the old one only when it went", async () => {
    const sent: unknown[] = [];
    let answer = { confirmationSent: true, oldAddressTold: true };
    const host = await mountWithTrpc(
      <AppRouterContext value={idleRouter()}>
        <EmailForm />
      </AppRouterContext>,
      answeringLink("user.changeEmail", sent, (input) => ({ email: (input as { email: string }).email, ...answer })),
      "ja",
    );
    const status = () => host.querySelector('[role="status"]')?.textContent;
    const change = async (email: string) => {
      await typeInto(host.querySelector<HTMLInputElement>('input[name="email"]')!, email);
      await typeInto(host.querySelector<HTMLInputElement>('input[name="currentPassword"]')!, "plum blossoms at dawn");
      await act(async () => host.querySelector("form")!.requestSubmit());
    };
    const said = (message: string, email: string) => message.replace("{email}", email);

    await change("kaede@example.org");
    await until(() => status() === said(ja.emailChangedConfirmTold, "kaede@example.org") || null, "both emails");
    answer = { confirmationSent: true, oldAddressTold: false };
    await change("kaede2@example.org");
    await until(() => status() === said(ja.emailChangedConfirm, "kaede2@example.org") || null, "the link only");
    answer = { confirmationSent: false, oldAddressTold: false };
    await change("kaede3@example.org");
    await until(() => status() === said(ja.emailChanged, "kaede3@example.org") || null, "no email");
    expect(sent).toHaveLength(3);
  });
});

describe("the profile's language form", () => {
  it("sends null for the browser's language and lets this browser's cookie go", async () => {
    const sent: unknown[] = [];
    let refreshed = 0;
    document.cookie = "locale=ja; path=/";
    const host = await mountWithTrpc(
      <AppRouterContext value={idleRouter({ refresh: () => void refreshed++ })}>
        <LanguageForm chosen="ja" />
      </AppRouterContext>,
      answeringLink("user.setLocale", sent, (input) => input),
      "ja",
    );
    const select = host.querySelector<HTMLSelectElement>("select")!;
    expect(select.value).toBe("ja");
    expect([...select.options].map((o) => o.textContent)).toEqual([
      ja.browserLanguage,
      "English",
      "日本語",
      "한국어",
      "Français",
      "Español",
      "Deutsch",
    ]);
    await act(async () => {
      select.value = "";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await act(async () => host.querySelector("form")!.requestSubmit());
    await until(() => host.querySelector('[role="status"]')?.textContent === ja.languageSaved || null, "saved");
    expect(sent).toEqual([{ locale: null }]);
    expect(document.cookie).not.toContain("locale=");
    expect(refreshed).toBe(1);
  });
});
