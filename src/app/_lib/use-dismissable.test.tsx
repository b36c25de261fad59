// @vitest-environment happy-dom
// The menu's and the notification bell's popover: Escape closes it and gives the focus back to its button; a press
// outside closes it; a press inside the panel or on the button leaves it to them.
import { act, useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { useDismissable } from "./use-dismissable";

function Popover() {
  const [open, setOpen] = useState(true);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useDismissable(open, () => setOpen(false), panelRef, buttonRef);
  return (
    <div>
      <button ref={buttonRef} id="opener" onClick={() => setOpen(true)}>
        Menu
      </button>
      {open && (
        <div ref={panelRef} id="panel">
          <a href="#x" id="inside">
            Inside
          </a>
        </div>
      )}
      <p id="outside">Outside</p>
    </div>
  );
}

async function mount(): Promise<HTMLElement> {
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  const host = document.createElement("div");
  document.body.append(host);
  await act(async () => createRoot(host).render(<Popover />));
  return host;
}

const press = (el: Element) =>
  act(async () => void el.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true })));
const key = (k: string) =>
  act(async () => void document.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true })));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("useDismissable", () => {
  it("closes on Escape and focuses the button that opened it", async () => {
    const host = await mount();
    await key("Enter");
    expect(host.querySelector("#panel")).not.toBeNull();
    await key("Escape");
    expect(host.querySelector("#panel")).toBeNull();
    expect(document.activeElement?.id).toBe("opener");
  });

  it("closes on a press outside, not on one inside the panel or on its button", async () => {
    const host = await mount();
    await press(host.querySelector("#inside")!);
    await press(host.querySelector("#opener")!);
    expect(host.querySelector("#panel")).not.toBeNull();
    await press(host.querySelector("#outside")!);
    expect(host.querySelector("#panel")).toBeNull();
  });
});
