// @vitest-environment happy-dom
// An action button is disabled in the server's HTML, so that a tap before the page is hydrated (no handler yet) is
// not lost silently; once hydrated it takes the tap, without a hydration mismatch.
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it } from "vitest";
import { ActionButton } from "./action-button";

afterEach(() => {
  document.body.innerHTML = "";
});

it("is disabled until hydrated, then acts", async () => {
  let taps = 0;
  const button = (
    <ActionButton disabled={false} onClick={() => taps++} testId="join">
      Join
    </ActionButton>
  );
  const html = renderToString(button);
  expect(html).toContain("disabled");

  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  const host = document.createElement("div");
  host.innerHTML = html;
  document.body.append(host);
  const errors: unknown[] = [];
  const root = await act(async () => hydrateRoot(host, button, { onRecoverableError: (e) => errors.push(e) }));
  expect(errors).toEqual([]);
  const el = host.querySelector("button")!;
  expect(el.disabled).toBe(false);
  act(() => el.click());
  expect(taps).toBe(1);
  act(() => root.unmount());
});
