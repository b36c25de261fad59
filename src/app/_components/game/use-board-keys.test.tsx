// @vitest-environment happy-dom
// A key pressed right after a new position is drawn acts on that position: the board's handlers and its listener
// are current from the commit on, not from React's later passive effects (a "D" for the draw that came in between
// went to the previous position's handler and was lost).
import { useRef } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, expect, it } from "vitest";
import { useBoardKeys } from "./use-board-keys";

function Board({ position, enabled, drawn }: { position: string; enabled: boolean; drawn: string[] }) {
  const rootRef = useRef<HTMLDivElement>(null);
  useBoardKeys(rootRef, { enabled, onDraw: () => drawn.push(position), seq: 0 });
  return <div ref={rootRef} data-position={position} />;
}

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
});

/** Renders `next` and presses D as soon as the commit has changed the DOM (before passive effects run). */
async function pressOnCommit(host: HTMLElement, next: React.ReactNode) {
  const pressed = new Promise<void>((resolve) => {
    const watch = new MutationObserver(() => {
      watch.disconnect();
      document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "d", bubbles: true }));
      resolve();
    });
    watch.observe(host, { attributes: true, subtree: true, childList: true });
  });
  root!.render(next);
  await pressed;
}

async function mount(first: React.ReactNode) {
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = false;
  const host = document.body.appendChild(document.createElement("div"));
  root = createRoot(host);
  root.render(first);
  await new Promise((resolve) => setTimeout(resolve, 20));
  return host;
}

it("a D pressed as the new position is drawn draws from that position", async () => {
  const drawn: string[] = [];
  const host = await mount(<Board position="after the play" enabled drawn={drawn} />);
  await pressOnCommit(host, <Board position="the draw" enabled drawn={drawn} />);
  expect(drawn).toEqual(["the draw"]);
});

it("a D pressed as the board turns to the player is heard", async () => {
  const drawn: string[] = [];
  const host = await mount(<Board position="their turn" enabled={false} drawn={drawn} />);
  await pressOnCommit(host, <Board position="my turn" enabled drawn={drawn} />);
  expect(drawn).toEqual(["my turn"]);
});
