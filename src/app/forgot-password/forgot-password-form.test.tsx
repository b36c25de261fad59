// @vitest-environment happy-dom
// The forgotten-password form answers in the reader's language once the link is asked for (the server's English
// answer is not shown).
import { observable } from "@trpc/server/observable";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { catalogFor } from "~/i18n/catalog";
import { withIntl } from "~/app/_lib/testing/intl";
import { mountWithTrpc, unmountAll } from "~/app/_lib/testing/mounted";
import { ForgotPasswordForm } from "./forgot-password-form";

describe("the forgotten-password form", () => {
  afterEach(() => unmountAll());

  it.each(["ko", "es"] as const)("says the link is on its way in %s", async (locale) => {
    const host = await mountWithTrpc(
      withIntl(<ForgotPasswordForm />, locale),
      () => () =>
        observable((o) => {
          o.next({
            result: { type: "data", data: { message: "If an account uses this address, we have sent it a link." } },
          } as never);
          o.complete();
        }),
    );
    const words = (catalogFor(locale).Account as { forgot: Record<string, string> }).forgot;
    const input = host.querySelector<HTMLInputElement>('input[name="email"]')!;
    input.value = "aki@example.org";
    await act(async () => host.querySelector("form")!.requestSubmit());
    expect(host.querySelector('[data-testid="reset-requested"]')?.textContent).toBe(words.requested);
    expect(host.textContent).not.toContain("If an account uses this address");
  });
});
