// @vitest-environment happy-dom
// The footer's clock counts the seconds itself from the server's last time: it shows the server's time, not the
// browser's, changes as each second begins, and stops without a time to count from.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { serverTimeAt, useServerClock, type ClockAnchor } from "./server-clock";

function Clock({ anchor }: { anchor: ClockAnchor | null }) {
  const now = useServerClock(anchor);
  return <time>{now ? now.toISOString() : "none"}</time>;
}

let root: Root;
let host: HTMLElement;
const shown = () => host.textContent;
const render = (anchor: ClockAnchor | null) => act(async () => root.render(<Clock anchor={anchor} />));
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance", "Date"] });
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

describe("the footer's clock between the server's times", () => {
  it("counts from the server's time, whatever the browser's clock says", () => {
    const anchor = { server: Date.UTC(2026, 11, 4, 12, 0, 0, 400), local: 1_000 };
    expect(serverTimeAt(anchor, 3_500)).toBe(Date.UTC(2026, 11, 4, 12, 0, 2, 900));
  });

  it("shows the server's second and the next one as it begins, and stops without a time", async () => {
    vi.setSystemTime(Date.UTC(2001, 0, 1)); // the browser's clock is far off
    const anchor = { server: Date.UTC(2026, 11, 4, 12, 0, 0, 400), local: performance.now() };
    await render(anchor);
    expect(shown()).toBe("2026-12-04T12:00:00.400Z");
    await wait(590);
    expect(shown()).toBe("2026-12-04T12:00:00.400Z");
    await wait(20); // 12:00:01 has begun
    expect(shown()).toMatch(/^2026-12-04T12:00:01\.0\d\dZ$/);
    await wait(3_000);
    expect(shown()).toMatch(/^2026-12-04T12:00:04\.0\d\dZ$/);
    await render(null);
    const last = shown();
    await wait(5_000);
    expect(shown()).toBe(last);
  });
});
