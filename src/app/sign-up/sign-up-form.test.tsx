// @vitest-environment happy-dom
// Signing up with an address that already has an account: the server's "… Sign in instead?" under the email field is
// a link to the sign-in page (it was plain text, so the question could not be answered with a click), keeping where
// the visitor was going. The real form is mounted; the tRPC link refuses auth.signUp as the server does.
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
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
