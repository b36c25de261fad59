// @vitest-environment happy-dom
// The reset form speaks the reader's language: its label, hint and button, and after the server's answer the line that
// says the password is changed (the server's English answer is not shown).
import { observable } from "@trpc/server/observable";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { catalogFor } from "~/i18n/catalog";
import { withIntl } from "~/app/_lib/testing/intl";
import { mountWithTrpc, unmountAll } from "~/app/_lib/testing/mounted";
import { ResetPasswordForm } from "./reset-password-form";

const link = { userId: "u1", expires: Date.now() + 60_000, token: "t".repeat(43) };

describe("the reset-password form", () => {
  afterEach(() => unmountAll());

  it("asks and answers in Japanese", async () => {
    const host = await mountWithTrpc(
      withIntl(<ResetPasswordForm link={link} intro="intro" />, "ja"),
      () => () =>
        observable((o) => {
          o.next({ result: { type: "data", data: { message: "Your password is changed." } } } as never);
          o.complete();
        }),
    );
    const words = (catalogFor("ja").EmailPages as { reset: Record<string, string> }).reset;
    expect(host.querySelector("label")?.textContent).toContain(words.newPassword);
    expect(host.querySelector("button[type=submit]")?.textContent).toBe(words.save);
    const input = host.querySelector<HTMLInputElement>('input[name="password"]')!;
    input.value = "plum blossoms at dawn";
    await act(async () => host.querySelector("form")!.requestSubmit());
    expect(host.querySelector('[data-testid="reset-done"]')?.textContent).toBe(words.done);
    expect(host.textContent).not.toContain("Your password is changed");
  });
});
