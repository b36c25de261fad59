// @vitest-environment happy-dom
// Leaving a live Judge match warns first: closing the tab asks (beforeunload), a link to another page of the site
// opens "Leave the match?" instead of navigating, and only "Leave" follows the link.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { catalogFor } from "~/i18n/catalog";
import { withIntl } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";
import { JudgeLeaveGuard } from "./judge-leave-guard";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("leaving a live Judge match", () => {
  let container: HTMLDivElement;
  let root: Root;
  let followed: string[];
  const link = () => container.querySelector<HTMLAnchorElement>("#away")!;
  const dialog = () => container.querySelector<HTMLDialogElement>('[data-testid="judge-leave"]')!;
  /** Whether closing the tab now asks first: the guard cancels the beforeunload event. */
  const closingAsks = () => {
    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    return unload.defaultPrevented;
  };

  beforeEach(() => {
    window.history.replaceState(null, "", "/table/t1");
    container = document.createElement("div");
    document.body.appendChild(container);
    root = createRoot(container);
    followed = [];
    // What the site's link would do once the click reaches it.
    container.addEventListener("click", (e) => {
      const a = (e.target as Element).closest("a");
      if (a && !e.defaultPrevented) {
        e.preventDefault();
        followed.push(a.getAttribute("href")!);
      }
    });
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const mount = (armed: boolean, locale: Locale = "en") =>
    act(() =>
      root.render(
        withIntl(
          <>
            <a id="away" href="/play">
              Play
            </a>
            <a id="here" href="#judge-summary-heading">
              Summary
            </a>
            <JudgeLeaveGuard armed={armed} graceMs={120_000} />
          </>,
          locale,
        ),
      ),
    );

  it("asks before the tab closes, and before a link takes the player to another page", () => {
    mount(true);
    expect(closingAsks()).toBe(true);

    act(() => link().click());
    expect(followed).toEqual([]);
    expect(dialog().open).toBe(true);
    expect(dialog().textContent).toContain("Leave the match?");
    expect(dialog().textContent).toContain(
      "The match pauses while you are away. If you are not back within 2 minutes, you forfeit it.",
    );

    // Staying keeps the player here.
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="judge-leave-stay"]')!.click());
    expect(dialog().open).toBe(false);
    expect(followed).toEqual([]);

    // A link within the page is no leaving.
    act(() => container.querySelector<HTMLAnchorElement>("#here")!.click());
    expect(followed).toEqual(["#judge-summary-heading"]);

    // Leaving follows the link the player clicked, and the tab then closes without asking again.
    act(() => link().click());
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="judge-leave-confirm"]')!.click());
    expect(followed).toEqual(["#judge-summary-heading", "/play"]);
    expect(closingAsks()).toBe(false);
  });

  it("lets the player go freely once the match is over (or for a spectator)", () => {
    mount(false);
    expect(closingAsks()).toBe(false);
    act(() => link().click());
    expect(followed).toEqual(["/play"]);
  });

  it("asks in the player's language", () => {
    mount(true, "ja");
    act(() => link().click());
    const words = (catalogFor("ja").JudgeBoard as { leave: Record<string, string> }).leave;
    expect(dialog().textContent).toContain(words.title);
    expect(dialog().textContent).toContain(words.text!.replace("{time}", "2分"));
    expect(dialog().textContent).not.toContain("Leave the match?");
  });
});
