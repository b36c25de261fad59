// @vitest-environment happy-dom
// Where the focus goes when a new position arrives: a card or button that had it and is offered no more (still on
// the page, as a card of the hand that cannot be played now) hands it to the first one offered; a focus the player
// put elsewhere on the board, or that is still on something offered, stays.
import { act, useRef } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { useBoardKeys } from "./use-board-keys";

function Board({ offered, seq }: { offered: string[]; seq: number }) {
  const rootRef = useRef<HTMLDivElement>(null);
  useBoardKeys(rootRef, { enabled: true, seq });
  return (
    <div ref={rootRef}>
      <button type="button" id="log">
        All moves
      </button>
      {["a", "b", "c"].map((id) => (
        <span key={id} data-offer={offered.includes(id) ? "true" : undefined}>
          <button type="button" id={id}>
            {id}
          </button>
        </span>
      ))}
    </div>
  );
}

let root: Root | null = null;
const render = (offered: string[], seq: number) => act(() => root!.render(<Board offered={offered} seq={seq} />));
const byId = (id: string) => document.getElementById(id)!;

describe("the board's focus at a new position", () => {
  beforeAll(() => {
    (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = "";
  });

  it("leaves an offered element that is offered no more for the first one offered", async () => {
    root = createRoot(document.body.appendChild(document.createElement("div")));
    await render(["a", "b"], 1);
    byId("a").focus();
    await render(["b", "c"], 2);
    expect(document.activeElement).toBe(byId("b"));
  });

  it("keeps the focus on an element still offered", async () => {
    root = createRoot(document.body.appendChild(document.createElement("div")));
    await render(["a", "b"], 1);
    byId("b").focus();
    await render(["a", "b", "c"], 2);
    expect(document.activeElement).toBe(byId("b"));
  });

  it("keeps the focus the player put on another of the board's buttons", async () => {
    root = createRoot(document.body.appendChild(document.createElement("div")));
    await render(["a", "b"], 1);
    byId("log").focus();
    await render(["c"], 2);
    expect(document.activeElement).toBe(byId("log"));
  });
});
