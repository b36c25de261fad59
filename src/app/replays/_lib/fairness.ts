// The fair-shuffle check, run in the browser: the server published sha256(seed) when the game started and reveals
// the seed at the end. (1) sha256(seed) must equal the commitment; (2) the engine's live game started from that seed
// (`newGame(setup, seed)`), fed the game's moves, must deal every round exactly as the record shows it.
import type { AnyRuleset, DealtRound, MatchSetup } from "~/engine/core/ruleset";
import { cardTitle } from "../../_components/cards/card-titles";
import { toCardId } from "../../_components/cards/labels";
import { sha256Hex } from "./sha256";

export type CheckStatus = "running" | "ok" | "failed" | "skipped";

/** What a check found, as a message of the ReplayFairness catalog and its arguments (the page words it). */
export interface FairnessDetail {
  key: string;
  values?: Record<string, string | number>;
}

export interface FairnessItem {
  key: string;
  /** The round whose deal this item checks; null: the seed against the commitment. */
  round: number | null;
  status: CheckStatus;
  detail: FairnessDetail | null;
}

export interface FairnessInput {
  ruleset: AnyRuleset;
  setup: MatchSetup;
  /** Every round's dealer and deal as the record holds them. */
  deals: readonly DealtRound[];
  movesByRound: readonly (readonly unknown[])[];
  seed: string | null;
  commitment: string | null;
  firstDealer: number | null;
}

/** Object keys sorted, so two deals compare by content. */
function canonical(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(canonical);
  if (x && typeof x === "object")
    return Object.fromEntries(
      Object.keys(x)
        .sort()
        .map((k) => [k, canonical((x as Record<string, unknown>)[k])]),
    );
  return x;
}

/** The first place two JSON values differ, as a path and both values; null when equal. */
export function firstDifference(
  a: unknown,
  b: unknown,
  path = "deal",
): { path: string; record: unknown; seed: unknown } | null {
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (a && b && typeof a === "object" && typeof b === "object" && !Array.isArray(a) && !Array.isArray(b)) {
    for (const k of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
      if (d) return d;
    }
    return null;
  }
  return JSON.stringify(a) === JSON.stringify(b) ? null : { path, record: a, seed: b };
}

/** Only the parts of the seed's deal the record gives (a Sutda record may leave out the set-aside pile). */
function sameShape(recordDeal: unknown, seedDeal: unknown): unknown {
  if (
    recordDeal &&
    seedDeal &&
    typeof recordDeal === "object" &&
    typeof seedDeal === "object" &&
    !Array.isArray(recordDeal) &&
    !Array.isArray(seedDeal)
  )
    return Object.fromEntries(Object.keys(recordDeal).map((k) => [k, (seedDeal as Record<string, unknown>)[k]]));
  return seedDeal;
}

/** A card code with its name ("M11-3 (Willow Lightning)"), anything else as JSON. */
function show(x: unknown): string {
  if (x === undefined) return "—";
  if (typeof x !== "string") return JSON.stringify(x);
  if (!/^M\d\d-\d$/.test(x)) return x;
  try {
    return `${x} (${cardTitle(toCardId(x))})`;
  } catch {
    return x;
  }
}

/**
 * Runs the check, reporting the list of items after each one (the page shows them as they complete). Resolves to
 * the final list; the shuffle is proven fair when every item is "ok".
 */
export async function checkFairness(
  input: FairnessInput,
  report: (items: FairnessItem[]) => void,
): Promise<FairnessItem[]> {
  const items: FairnessItem[] = [
    { key: "commitment", round: null, status: "running", detail: null },
    ...input.deals.map((_, i) => ({ key: `deal-${i}`, round: i, status: "running" as CheckStatus, detail: null })),
  ];
  const set = (i: number, status: CheckStatus, detail: FairnessDetail) => {
    items[i] = { ...items[i]!, status, detail };
    report(items.map((x) => ({ ...x })));
  };
  const pause = () => new Promise<void>((r) => setTimeout(r, 0));
  report(items.map((x) => ({ ...x })));

  if (input.seed === null) {
    items.forEach((_, i) => set(i, "skipped", { key: i === 0 ? "noSeed" : "noSeedToDeal" }));
    return items;
  }
  if (input.commitment === null) set(0, "skipped", { key: "noCommitment" });
  else {
    const { hex, via } = await sha256Hex(input.seed);
    if (hex === input.commitment)
      set(0, "ok", { key: via === "WebCrypto" ? "hashWebCrypto" : "hashOwn", values: { hex } });
    else set(0, "failed", { key: "hashDiffers", values: { hex, commitment: input.commitment } });
  }

  const { ruleset } = input;
  const started = ruleset.newGame(
    input.setup,
    input.seed,
    input.firstDealer !== null ? { firstDealer: input.firstDealer } : undefined,
  );
  if (!started.ok) {
    for (let i = 1; i < items.length; i++)
      set(i, "failed", { key: "noStart", values: { reason: started.error.message } });
    return items;
  }
  let state: unknown = started.value;
  let broken: FairnessDetail | null = null;
  for (let r = 0; r < input.deals.length; r++) {
    await pause();
    const item = r + 1;
    if (broken) {
      set(item, "failed", broken);
      continue;
    }
    const dealt = ruleset.dealtRounds(state)[r];
    const want = input.deals[r]!;
    if (!dealt) {
      broken = { key: "noRound", values: { round: r + 1 } };
      set(item, "failed", broken);
      continue;
    }
    if ((want.dealer ?? null) !== (dealt.dealer ?? null)) {
      set(item, "failed", {
        key: "otherDealer",
        values: { record: String(want.dealer), seed: String(dealt.dealer) },
      });
    } else {
      const diff = firstDifference(canonical(want.deal), canonical(sameShape(want.deal, dealt.deal)));
      if (diff)
        set(item, "failed", {
          key: "otherCard",
          values: { path: diff.path, record: show(diff.record), seed: show(diff.seed) },
        });
      else set(item, "ok", { key: "dealOk" });
    }
    // On to the next deal: the game's moves, played on the seed's game.
    const moves = input.movesByRound[r] ?? [];
    for (let j = 0; j < moves.length; j++) {
      const next = ruleset.applyMove(state, moves[j]);
      if (!next.ok) {
        broken = { key: "moveFails", values: { round: r + 1, move: j + 1, reason: next.error.message } };
        break;
      }
      state = next.state;
    }
  }
  return items;
}
