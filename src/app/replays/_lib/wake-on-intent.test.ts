// @vitest-environment happy-dom
// A served replay's controls work before its script: drawn disabled, they are enabled once presses are kept, also
// when React reveals the replay after the page's script has run (it streams a large boundary apart and reveals it
// later), and not when the server drew the other layout than the screen's.
import { afterEach, expect, it, vi } from "vitest";
import { EARLY_ACT } from "./early-acts";
import { wakeOnIntent, type Waking } from "./wake-on-intent";

const screenNarrow = () => window.matchMedia("(max-width: 1023px)").matches;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function control(): HTMLButtonElement {
  const b = document.createElement("button");
  b.disabled = true;
  b.setAttribute(EARLY_ACT, "");
  return b;
}

let waking: Waking | null = null;
afterEach(() => {
  waking?.stop();
  waking = null;
  document.body.replaceChildren();
});

function start(narrow = screenNarrow()) {
  const root = document.body.appendChild(document.createElement("div"));
  const wake = vi.fn();
  waking = wakeOnIntent(root, narrow, wake);
  return { root, wake };
}

it("enables the controls drawn where the screen wants them", () => {
  const root = document.body.appendChild(document.createElement("div"));
  const next = root.appendChild(control());
  waking = wakeOnIntent(root, screenNarrow(), () => undefined);
  expect(next.disabled).toBe(false);
});

it("enables the controls of a replay revealed after the page's script ran", async () => {
  const { root, wake } = start();
  const part = document.createElement("section");
  const next = part.appendChild(control());
  root.appendChild(part);
  await settled();
  expect(next.disabled).toBe(false);
  expect(wake).not.toHaveBeenCalled();
});

it("leaves the controls revealed after the reader's first act to the replay's script", async () => {
  const { root, wake } = start();
  window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
  expect(wake).toHaveBeenCalledTimes(1);
  const next = root.appendChild(control());
  await settled();
  expect(next.disabled).toBe(true);
});

it("wakes at once and keeps the controls disabled where the server drew the other layout", async () => {
  const { root, wake } = start(!screenNarrow());
  const next = root.appendChild(control());
  await settled();
  expect(wake).toHaveBeenCalledTimes(1);
  expect(next.disabled).toBe(true);
});
