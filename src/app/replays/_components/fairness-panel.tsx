"use client";
// The fair-shuffle check, shown as it runs: the seed against the commitment published at the start, then each
// round's deal against the engine's deal from that seed (fairness.ts does the work, in this browser). A served replay's
// check waits for the game's rules, which the panel asks for (`onWanted`) once it is seen.
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { FairnessInput, FairnessItem } from "../_lib/fairness";
import { WAKES_WHEN_SEEN } from "../_lib/early-acts";

const ICON: Record<FairnessItem["status"], string> = { running: "…", ok: "✓", failed: "✗", skipped: "–" };

/** More deals than this fold behind a disclosure once checked (or while being checked), unless one failed. */
const FEW_DEALS = 3;

function overall(items: FairnessItem[] | null): "running" | "ok" | "failed" | "skipped" {
  if (!items || items.some((i) => i.status === "running")) return "running";
  if (items.some((i) => i.status === "failed")) return "failed";
  if (items.every((i) => i.status === "skipped")) return "skipped";
  return items.some((i) => i.status === "skipped") ? "skipped" : "ok";
}

/** `roundLabels`: each round's name ("Round 1", "Hand 2"), for the deals' items. */
export function FairnessPanel({
  input,
  unavailable,
  roundLabels,
  onWanted,
}: {
  input: FairnessInput | null;
  unavailable?: string;
  roundLabels: readonly string[];
  /** The input is coming: asked for when the panel is first seen (it stays "running" until then). */
  onWanted?: () => void;
}) {
  const t = useTranslations("ReplayFairness");
  const [items, setItems] = useState<FairnessItem[] | null>(null);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (input || !onWanted || !el) return;
    if (typeof IntersectionObserver === "undefined") return onWanted();
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      seen.disconnect();
      onWanted();
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, [input, onWanted]);
  useEffect(() => {
    if (!input) return;
    let live = true;
    // the check's code (the hashing, the deals compared) loads with its input: nothing of it is on the first paint
    void import("../_lib/fairness").then(({ checkFairness }) =>
      checkFairness(input, (x) => {
        if (live) setItems(x);
      }),
    );
    return () => {
      live = false;
    };
  }, [input]);
  const status = input ? overall(items) : onWanted ? "running" : "skipped";
  const headline = t("headline", { status });
  const label = (i: FairnessItem) =>
    i.round === null
      ? t("commitmentItem")
      : t("dealItem", { round: roundLabels[i.round] ?? t("roundN", { n: i.round + 1 }) });
  const deals = (items ?? []).filter((i) => i.round !== null);
  const seedItems = (items ?? []).filter((i) => i.round === null);
  const fold = deals.length > FEW_DEALS && status !== "failed";
  const item = (i: FairnessItem) => (
    <li key={i.key} className="flex gap-2" data-testid="fairness-item" data-status={i.status}>
      <span
        aria-hidden="true"
        className={`w-4 shrink-0 font-bold ${i.status === "ok" ? "text-matsu" : i.status === "failed" ? "text-beni" : "text-ink-faint"}`}
      >
        {ICON[i.status]}
      </span>
      <span className="min-w-0">
        <span className="font-semibold">{label(i)}</span>
        {/* the catalog's aside owns the space before it (" (passed)", "（合格）") */}
        <span className="sr-only">{t("itemStatus", { status: i.status })}</span>
        {i.detail ? (
          <span className="block break-words text-ink-soft">{t(`detail.${i.detail.key}`, i.detail.values)}</span>
        ) : null}
      </span>
    </li>
  );
  return (
    <section
      ref={ref}
      className={`rounded-xl border-2 p-3 ${status === "ok" ? "border-matsu/60 bg-matsu/5" : status === "failed" ? "border-beni bg-beni/5" : "border-paper-edge bg-white/70"}`}
      aria-labelledby="fairness-heading"
      data-testid="fairness"
      {...{ [WAKES_WHEN_SEEN]: onWanted ? "" : undefined }}
      data-status={status}
    >
      <h2
        id="fairness-heading"
        className={`font-sans text-base font-bold ${status === "failed" ? "text-beni" : status === "ok" ? "text-matsu" : ""}`}
      >
        {/* the live region inside the heading: a heading keeps its role (role="status" on it took it away) */}
        <span role="status">{headline}</span>
      </h2>
      {!input && onWanted ? (
        <p className="mt-1 text-sm text-ink-soft">{t("explanation")}</p>
      ) : !input ? (
        <p className="mt-1 text-sm text-ink-soft">{unavailable ?? t("noSeedHere")}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-soft">{t("explanation")}</p>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-xs text-ink-soft">
            <dt className="font-semibold">{t("commitment")}</dt>
            <dd className="font-mono break-all" data-testid="fairness-commitment">
              {input.commitment ?? t("none")}
            </dd>
            <dt className="font-semibold">{t("seed")}</dt>
            <dd className="font-mono break-all">{input.seed ?? t("none")}</dd>
          </dl>
          <ol className="mt-2 space-y-1 text-sm">{(fold ? seedItems : (items ?? [])).map(item)}</ol>
          {fold ? (
            // a long game's passed deals (a Sutda game of 40 hands made the side column some 4,800 px tall) wait
            // behind a disclosure; a failed one keeps every deal in view, its reason among them
            <details className="mt-1" data-testid="fairness-deals">
              <summary className="w-fit cursor-pointer py-2.5 text-sm font-semibold text-ink sm:py-1">
                {t("showDeals", { count: deals.length })}
              </summary>
              <ol className="mt-1 space-y-1 text-sm">{deals.map(item)}</ol>
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}
