// @vitest-environment happy-dom
// The create-table form shows only fields that take effect: Sutda's number of hands only once the game ends after a
// number of hands (its game end beside it, not hidden under the single rules), and it says how the game will end.
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
import { answeringLink, mountWithTrpc, unmountAll } from "~/app/_lib/testing/mounted";
import type { Locale } from "~/lib/locales";
import { CreateTableForm } from "./create-table-form";

const games = [{ game: "sutda" as const, title: "Sutda", minPlayers: 2, maxPlayers: 10 }];
const mount = (locale: Locale = "en") =>
  mountWithTrpc(
    withIntl(
      <CreateTableForm
        games={games}
        initialGame="sutda"
        submitting={false}
        serverErrors={{ fields: {}, form: null }}
        onCreate={() => {}}
      />,
      locale,
    ),
    answeringLink("rules.presets", [], () => []),
  );

const field = (host: HTMLElement, label: string) => {
  const l = [...host.querySelectorAll("label")].find((x) => x.textContent === label);
  return l ? host.querySelector<HTMLInputElement | HTMLSelectElement>(`#${CSS.escape(l.htmlFor)}`) : null;
};

describe("the create-table form, Sutda", () => {
  afterEach(unmountAll);

  it("shows the number of hands only when the game ends after a number of hands, and says how the game ends", async () => {
    const host = await mount();
    expect(field(host, "Number of hands")).toBeNull();
    const end = field(host, "Game end") as HTMLSelectElement;
    expect(end).not.toBeNull();
    expect(end.closest("details")).toBeNull();
    expect(host.querySelector('[data-testid="form-ends"]')!.textContent).toBe(
      "Ends when one player has all the chips.",
    );

    await act(async () => {
      end.value = "rounds_N";
      end.dispatchEvent(new Event("change", { bubbles: true }));
    });
    const hands = field(host, "Number of hands") as HTMLInputElement;
    expect(hands).not.toBeNull();
    expect(hands.closest("details")).toBeNull();
    expect(host.querySelector('[data-testid="form-ends"]')!.textContent).toBe(
      "Ends after 10 hands, or sooner when one player has all the chips.",
    );
  });
});

describe("the create-table form's refusals", () => {
  afterEach(unmountAll);

  // The form checks the rules in the browser before sending them: rules that refuse each other were said in the
  // engine's English ("The starting stack (10) must be at least the ante (50).") on every language's page.
  it("says rules that refuse each other in the page's language", async () => {
    const host = await mount("fr");
    const set = async (label: string, value: string) => {
      const input = field(host, label) as HTMLInputElement;
      await act(async () => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
        setter.call(input, value);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        input.dispatchEvent(new Event("change", { bubbles: true }));
      });
    };
    await set("Mise initiale", "50");
    await set("Jetons de départ", "10");
    await act(async () => {
      host.querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    const text = host.textContent!.replace(/\s/g, " ");
    expect(text).toContain("Les jetons de départ (10) doivent au moins couvrir la mise initiale (50).");
    expect(text).not.toMatch(/starting stack/i);
  });

  // A value the option does not take (a number typed below the field's least) was said in the engine's English
  // ('Option "ante" must be a whole number from 0 to 1000000; got -5.') on every language's page.
  it.each([
    ["fr", "Mise initiale", "Mise initiale : choisissez un nombre entier de 0 à 1 000 000."],
    ["ja", "アンティ", "アンティ：0から1,000,000までの整数を選んでください。"],
  ] as const)("says a value a rule does not take in the page's language (%s)", async (locale, label, said) => {
    const host = await mount(locale);
    const input = field(host, label) as HTMLInputElement;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, "-5");
      input.dispatchEvent(new Event("input", { bubbles: true }));
      input.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await act(async () => {
      host.querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    const text = host.textContent!.replace(/\s/g, " ");
    expect(text).toContain(said);
    expect(text).not.toMatch(/must be|whole number/);
  });
});

describe("the create-table form's house rules", () => {
  afterEach(unmountAll);

  it("say what they are set to in 「（…）」 with no space in Japanese, after a space in English", async () => {
    const summary = async (locale: Locale) => {
      const said = (await mount(locale)).querySelector("details > summary")!.textContent;
      unmountAll();
      return said;
    };
    expect(await summary("ja")).toBe("ハウスルール（ルールブックの標準）");
    expect(await summary("en")).toBe("House rules (the rulebook's defaults)");
  });
});
