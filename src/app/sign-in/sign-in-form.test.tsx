// @vitest-environment happy-dom
// A French visitor's sign-in: what the form says of a mistyped address and of a refused sign-in is in French. Both
// came in English (the shared email schema's message, and the server's codes turned into English words) on every
// page but an English one. The real form is mounted; next-auth's signIn answers as the server does.
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import fr from "../../../messages/fr/SignIn.json";
import frInput from "../../../messages/fr/InputErrors.json";
import { idleRouter, mount, typeInto, unmountAll, until } from "../_lib/testing/mounted";
import { SignInForm } from "./sign-in-form";

const answer = vi.hoisted(() => ({ error: "invalid" as string | undefined }));
vi.mock("next-auth/react", () => ({ signIn: vi.fn(async () => ({ error: answer.error, ok: false })) }));

afterEach(unmountAll);

async function frenchForm(initialError: string | null = null) {
  return mount(
    <AppRouterContext value={idleRouter()}>
      <SignInForm callbackUrl="/play" initialError={initialError} />
    </AppRouterContext>,
    "fr",
  );
}

describe("signing in on a French page", () => {
  it("says in French that the address is not one", async () => {
    const host = await frenchForm();
    await typeInto(host.querySelector<HTMLInputElement>('input[name="email"]')!, "pas-une-adresse");
    await typeInto(host.querySelector<HTMLInputElement>('input[name="password"]')!, "plum blossoms at dawn");
    await act(async () => host.querySelector("form")!.requestSubmit());
    const error = await until(() => host.querySelector('[data-testid="email-error"]'), "the email's message");
    expect(error.textContent).toBe(frInput.validEmail);
  });

  it("says in French that the email or the password is wrong", async () => {
    answer.error = "invalid";
    const host = await frenchForm();
    await typeInto(host.querySelector<HTMLInputElement>('input[name="email"]')!, "aki@example.org");
    await typeInto(host.querySelector<HTMLInputElement>('input[name="password"]')!, "not the password");
    await act(async () => host.querySelector("form")!.requestSubmit());
    const error = await until(() => host.querySelector('[data-testid="password-error"]'), "the password's message");
    expect(error.textContent).toBe(fr.errors.invalid);
  });

  it("says in French how long to wait after too many attempts, one minute in the singular", async () => {
    const host = await frenchForm("too-many:1");
    const banner = await until(() => host.querySelector('[data-testid="form-error"]'), "the form's message");
    expect(banner.textContent).toBe("Trop de tentatives de connexion. R\u00e9essayez dans 1 minute.");
  });

  it("a code it does not know: a retry, in French", async () => {
    const host = await frenchForm("CredentialsSignin");
    const banner = await until(() => host.querySelector('[data-testid="form-error"]'), "the form's message");
    expect(banner.textContent).toBe(fr.errors.failed);
  });
});
