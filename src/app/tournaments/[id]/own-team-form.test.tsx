// @vitest-environment happy-dom
// A team event's own-team form: while an invitation waits, the invitation comes first and the form is folded behind
// a link (the page showed Accept / Decline and the whole form at once); without one, the form is there at once.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
import { OwnTeamForm } from "./own-team-form";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
function mount(invited: boolean, onSubmit: (name: string, members: string[]) => void = () => {}): HTMLElement {
  const el = document.createElement("div");
  document.body.append(el);
  root = createRoot(el);
  act(() => root!.render(withIntl(<OwnTeamForm teamSize={2} invited={invited} busy={false} onSubmit={onSubmit} />)));
  return el;
}
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = "";
});

describe("the own-team form of a team event", () => {
  it("is folded behind a link while an invitation waits, and opens on it", () => {
    const el = mount(true);
    expect(el.querySelector("form")).toBeNull();
    expect(el.textContent).toBe("Answer the invitation above, or register your own team instead.");
    const link = el.querySelector<HTMLButtonElement>('[data-testid="show-own-team"]')!;
    expect(link.getAttribute("aria-expanded")).toBe("false");
    act(() => link.click());
    expect(el.querySelector("#team-name")).not.toBeNull();
    expect(el.querySelector("#team-mate-0")).not.toBeNull();
    expect(el.querySelector('[data-testid="register-team"]')?.textContent).toBe("Register the team");
  });

  it("is shown at once to a player without an invitation, and sends the team", () => {
    const sent: [string, string[]][] = [];
    const el = mount(false, (name, members) => sent.push([name, members]));
    expect(el.querySelector('[data-testid="show-own-team"]')).toBeNull();
    expect(el.querySelector('[data-testid="register-team"]')).not.toBeNull();
    act(() => el.querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true })));
    expect(sent).toEqual([["", [""]]]);
  });
});
