// @vitest-environment happy-dom
// Steps asked while the position shown waits (a served replay's next position waits for its game's rules, the step
// a transition) add up: three moves on from step 1, asked before the rules come, reach step 4, not step 2; a round
// on counts from the step asked last too.
import { act, Suspense, use } from "react";
import { afterEach, expect, it } from "vitest";
import { mount, unmountAll } from "~/app/_lib/testing/mounted";
import type { ReplayModel } from "./replay-model";
import { useReplayKeys } from "./use-replay-keys";
import { useReplayNavigation } from "./use-replay-navigation";

/** Ten positions in two rounds (starting at 0 and 6): all the navigation reads of a model. */
const model = {
  steps: Array.from({ length: 10 }, (_, index) => ({ index })),
  roundStarts: [0, 6],
} as unknown as ReplayModel;

/** The rules: every position but the first two waits for them. */
let rules: { promise: Promise<void>; arrive: () => void };
const newRules = () => {
  let arrive = () => {};
  const promise = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  rules = { promise, arrive };
};

function Viewer() {
  const nav = useReplayNavigation(model, 1);
  useReplayKeys(nav, null);
  if (nav.step > 1) use(rules.promise);
  return <p data-testid="step">{nav.step}</p>;
}

const press = (key: string) =>
  act(async () => {
    window.dispatchEvent(new KeyboardEvent("keydown", { key }));
  });

afterEach(unmountAll);

it("adds up the moves asked while the rules load", async () => {
  newRules();
  const host = await mount(
    <Suspense fallback={<p>waiting</p>}>
      <Viewer />
    </Suspense>,
  );
  const shown = () => host.querySelector('[data-testid="step"]')?.textContent;
  expect(shown()).toBe("1");
  for (let i = 0; i < 3; i++) await press("ArrowRight");
  // the position shown stays while the asked one waits
  expect(shown()).toBe("1");
  await act(async () => {
    rules.arrive();
    await rules.promise;
  });
  expect(shown()).toBe("4");
  // a round on, then a move back: from the round's start (6), not from the step shown before the round's
  await press("ArrowDown");
  await press("ArrowLeft");
  expect(shown()).toBe("5");
});
