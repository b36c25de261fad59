// @vitest-environment happy-dom
// Signing up with an address that already has an account: the server's "… Sign in instead?" under the email field is
// a link to the sign-in page (it was plain text, so the question could not be answered with a click), keeping where
// the visitor was going. The real form is mounted; the tRPC link refuses auth.signUp as the server does.
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import frInput from "../../../messages/fr/InputErrors.json";
import { answeringLink, idleRouter, mountWithTrpc, typeInto, unmountAll, until } from "../_lib/testing/mounted";
import { SignUpForm } from "./sign-up-form";

const router = idleRouter();
const TAKEN = "An account with this email already exists. Sign in instead?";

afterEach(unmountAll);

describe("signing up with an email that has an account", () => {
  it("offers 'Sign in instead?' as a link to sign in, to the page the visitor was going to", async () => {
    const sent: unknown[] = [];
    const link = answeringLink(
      "auth.signUp",
      sent,
      () => null,
      () => ({ message: TAKEN, data: { code: "CONFLICT", httpStatus: 409, field: "email", zodError: null } }),
    );
    const host = await mountWithTrpc(
      <AppRouterContext value={router}>
        <SignUpForm callbackUrl="/tournaments" />
      </AppRouterContext>,
      link,
    );
    await typeInto(host.querySelector<HTMLInputElement>('input[name="email"]')!, "aki@example.org");
    await typeInto(host.querySelector<HTMLInputElement>('input[name="displayName"]')!, "Aki");
    await typeInto(host.querySelector<HTMLInputElement>('input[name="password"]')!, "plum blossoms at dawn");
    await act(async () => host.querySelector("form")!.requestSubmit());

    const error = await until(() => host.querySelector('[data-testid="email-error"]'), "the email's message");
    expect(sent).toHaveLength(1);
    expect(error.textContent).toBe(TAKEN);
    const signIn = error.querySelector("a");
    expect(signIn?.textContent).toBe("Sign in instead?");
    expect(signIn?.getAttribute("href")).toBe("/sign-in?callbackUrl=%2Ftournaments");
  });
});

describe("signing up on a French page", () => {
  // The shared schema checks the form in the browser and says what is wrong in English: it came to the page as it was.
  it("says what is wrong with each field in French, before anything is sent", async () => {
    const sent: unknown[] = [];
    const host = await mountWithTrpc(
      <AppRouterContext value={router}>
        <SignUpForm callbackUrl="/play" />
      </AppRouterContext>,
      answeringLink("auth.signUp", sent, () => null),
      "fr",
    );
    await typeInto(host.querySelector<HTMLInputElement>('input[name="email"]')!, "pas-une-adresse");
    await typeInto(host.querySelector<HTMLInputElement>('input[name="displayName"]')!, "A");
    await typeInto(host.querySelector<HTMLInputElement>('input[name="password"]')!, "court");
    await act(async () => host.querySelector("form")!.requestSubmit());

    const email = await until(() => host.querySelector('[data-testid="email-error"]'), "the email's message");
    expect(email.textContent).toBe(frInput.validEmail);
    expect(host.querySelector('[data-testid="displayName-error"]')?.textContent).toBe(
      frInput.atLeastChars.replace("{min}", "2"),
    );
    expect(host.querySelector('[data-testid="password-error"]')?.textContent).toBe(
      frInput.atLeastChars.replace("{min}", "10"),
    );
    expect(sent).toHaveLength(0);
  });
});
