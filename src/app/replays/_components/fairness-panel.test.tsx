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

/** What the check answers (ITEMS unless a case says otherwise). */
let answer = ITEMS;

// The check's result at once, without hashing a real record.
vi.mock("../_lib/fairness", () => ({
  checkFairness: (_: unknown, report: (items: FairnessItem[]) => void) => report(answer),
}));

const roots: Root[] = [];
afterEach(() => {
  answer = ITEMS;
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = "";
});

/** The panel with the check's answer, in `locale`. */
async function panel(locale: Locale, roundLabels = ["Round 1"]): Promise<HTMLElement> {
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  const host = document.body.appendChild(document.createElement("div"));
  const root = createRoot(host);
  roots.push(root);
  const input = { commitment: "c0ffee", seed: "5eed" } as unknown as FairnessInput;
  await act(async () => root.render(withIntl(<FairnessPanel input={input} roundLabels={roundLabels} />, locale)));
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  return host;
}

/** Each item's words as a screen reader reads them (the icon is hidden from it), in `locale`. */
async function itemsRead(locale: Locale): Promise<string[]> {
  const host = await panel(locale);
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

describe("a long game's fair-shuffle check", () => {
  const deals = (n: number, failed = -1): FairnessItem[] => [
    { key: "seed", round: null, status: "ok", detail: null },
    ...Array.from({ length: n }, (_, round) => ({
      key: `deal-${round}`,
      round,
      status: round === failed ? ("failed" as const) : ("ok" as const),
      detail: { key: "dealOk" as const, values: {} },
    })),
  ];
  const hands = Array.from({ length: 30 }, (_, i) => `Hand ${i + 1}`);

  it.each([
    ["en", "Show the 30 deals checked"],
    ["de", "Alle 30 geprüften Austeilungen zeigen"],
    ["es", "Mostrar los 30 repartos comprobados"],
    ["fr", "Afficher les 30 donnes vérifiées"],
    ["ja", "確認した30回の配札を表示"],
    ["ko", "패 돌리기 확인 30건 모두 보기"],
  ] as const)("folds its 30 passed deals behind a disclosure that counts them in %s", async (locale, words) => {
    answer = deals(30);
    const host = await panel(locale, hands);
    const folded = host.querySelector('details[data-testid="fairness-deals"]') as HTMLDetailsElement;
    expect(folded.open).toBe(false);
    expect(folded.querySelector("summary")?.textContent).toBe(words);
    // every deal is there, one disclosure away; the seed's own check stays in view
    expect(folded.querySelectorAll('[data-testid="fairness-item"]')).toHaveLength(30);
    expect(host.querySelectorAll('[data-testid="fairness-item"]')).toHaveLength(31);
  });

  it("lists every deal in view where one failed, and a short game's deals as they are", async () => {
    answer = deals(30, 17);
    const failed = await panel("en", hands);
    expect(failed.querySelector("details")).toBeNull();
    expect(failed.querySelectorAll('[data-testid="fairness-item"]')).toHaveLength(31);
    answer = deals(3);
    const short = await panel("en", hands);
    expect(short.querySelector("details")).toBeNull();
    expect(short.querySelectorAll('[data-testid="fairness-item"]')).toHaveLength(4);
  });
});
