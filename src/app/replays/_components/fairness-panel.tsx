"use client";
// The fair-shuffle check, shown as it runs: the seed against the commitment published at the start, then each
// round's deal against the engine's deal from that seed (fairness.ts does the work, in this browser).
import { useEffect, useState } from "react";
import { checkFairness, type FairnessInput, type FairnessItem } from "../_lib/fairness";

const ICON: Record<FairnessItem["status"], string> = { running: "…", ok: "✓", failed: "✗", skipped: "–" };

function overall(items: FairnessItem[] | null): "running" | "ok" | "failed" | "skipped" {
  if (!items || items.some((i) => i.status === "running")) return "running";
  if (items.some((i) => i.status === "failed")) return "failed";
  if (items.every((i) => i.status === "skipped")) return "skipped";
  return items.some((i) => i.status === "skipped") ? "skipped" : "ok";
}

export function FairnessPanel({ input, unavailable }: { input: FairnessInput | null; unavailable?: string }) {
  const [items, setItems] = useState<FairnessItem[] | null>(null);
  useEffect(() => {
    if (!input) return;
    let live = true;
    void checkFairness(input, (x) => {
      if (live) setItems(x);
    });
    return () => {
      live = false;
    };
  }, [input]);
  const status = input ? overall(items) : "skipped";
  const headline =
    status === "running"
      ? "Checking the shuffle…"
      : status === "ok"
        ? "Fair shuffle: verified"
        : status === "failed"
          ? "Fair shuffle: the check FAILED"
          : "Fair shuffle: not checked";
  return (
    <section
      className={`rounded-xl border-2 p-3 ${status === "ok" ? "border-matsu/60 bg-matsu/5" : status === "failed" ? "border-beni bg-beni/5" : "border-paper-edge bg-white/70"}`}
      aria-labelledby="fairness-heading"
      data-testid="fairness"
      data-status={status}
    >
      <h2
        id="fairness-heading"
        className={`font-sans text-base font-bold ${status === "failed" ? "text-beni" : status === "ok" ? "text-matsu" : ""}`}
      >
        {/* the live region inside the heading: a heading keeps its role (role="status" on it took it away) */}
        <span role="status">{headline}</span>
      </h2>
      {!input ? (
        <p className="mt-1 text-sm text-ink-soft">{unavailable ?? "This replay carries no seed to check."}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-soft">
            When the game started the server published a commitment, sha256 of its secret shuffle seed; the seed was
            revealed at the end. This page recomputes the hash and deals every round again from the seed with the
            engine.
          </p>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-xs text-ink-soft">
            <dt className="font-semibold">Commitment</dt>
            <dd className="font-mono break-all" data-testid="fairness-commitment">
              {input.commitment ?? "none"}
            </dd>
            <dt className="font-semibold">Seed</dt>
            <dd className="font-mono break-all">{input.seed ?? "none"}</dd>
          </dl>
          <ol className="mt-2 space-y-1 text-sm">
            {(items ?? []).map((i) => (
              <li key={i.key} className="flex gap-2" data-testid="fairness-item" data-status={i.status}>
                <span
                  aria-hidden="true"
                  className={`w-4 shrink-0 font-bold ${i.status === "ok" ? "text-matsu" : i.status === "failed" ? "text-beni" : "text-ink-faint"}`}
                >
                  {ICON[i.status]}
                </span>
                <span className="min-w-0">
                  <span className="font-semibold">{i.label}</span>
                  <span className="sr-only"> ({i.status})</span>
                  {i.detail ? <span className="block break-words text-ink-soft">{i.detail}</span> : null}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
