// @vitest-environment happy-dom
// Each item of the fair-shuffle check says its result to a screen reader after its label, separated as the language
// writes an aside: "…at the start (passed)", "…一致する（合格）" with no space before 「（」.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";
import type { FairnessInput, FairnessItem } from "../_lib/fairness";
import { FairnessPanel } from "./fairness-panel";

const ITEMS: FairnessItem[] = [
  { key: "seed", round: null, status: "ok", detail: null },
  { key: "deal-0", round: 0, status: "failed", detail: null },
];

// The check's result at once, without hashing a real record.
vi.mock("../_lib/fairness", () => ({
  checkFairness: (_: unknown, report: (items: FairnessItem[]) => void) => report(ITEMS),
}));

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = "";
});

/** Each item's words as a screen reader reads them (the icon is hidden from it), in `locale`. */
async function itemsRead(locale: Locale): Promise<string[]> {
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  const host = document.body.appendChild(document.createElement("div"));
  const root = createRoot(host);
  roots.push(root);
  const input = { commitment: "c0ffee", seed: "5eed" } as unknown as FairnessInput;
  await act(async () => root.render(withIntl(<FairnessPanel input={input} roundLabels={["Round 1"]} />, locale)));
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  return [...host.querySelectorAll('[data-testid="fairness-item"]')].map((li) => {
    const copy = li.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((x) => x.remove());
    return copy.textContent ?? "";
  });
}

describe("the fair-shuffle check's items", () => {
  it("say their result after one space in English", async () => {
    expect(await itemsRead("en")).toEqual([
      "The seed matches the commitment published at the start (passed)",
      "Round 1: the deal follows from the seed (failed)",
    ]);
  });

  it("say it in full-width parentheses with no space before them in Japanese", async () => {
    const [seed] = await itemsRead("ja");
    expect(seed).toMatch(/\u4e00\u81f4\u3059\u308b\uff08\u5408\u683c\uff09$/);
    expect(seed).not.toMatch(/\s/);
  });

  it("keep the space before the parenthesis in the other languages", async () => {
    for (const locale of ["de", "fr", "es", "ko"] as const)
      for (const item of await itemsRead(locale)) expect(item, locale).toMatch(/\S \([^()]+\)$/);
  });
});
