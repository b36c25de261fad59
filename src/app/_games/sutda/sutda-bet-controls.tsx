"use client";
// Your turn at Sutda: fold, follow, or outbid with a bet total inside the engine's legal range.
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { useNumberText } from "~/app/_components/game/names";
import type { BoardMove } from "~/app/_components/game/types";
import type { SutdaGameView } from "./view";

/** At most `k` of `sorted` (ascending), spread from its first to its last. */
function spread(sorted: readonly number[], k: number): number[] {
  if (sorted.length <= k) return [...sorted];
  return [...new Set(Array.from({ length: k }, (_, i) => sorted[Math.round((i * (sorted.length - 1)) / (k - 1))]!))];
}

/** Fold or follow: the move's words over why (hidden where the column is narrow: the title says it). */
function ExplainedMove({
  kind,
  move,
  onMove,
  pending,
  why,
  testId,
  children,
}: {
  kind: "btn-quiet" | "btn-primary";
  move: BoardMove;
  onMove: (m: BoardMove) => void;
  pending: boolean;
  why: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`btn ${kind} flex-col items-start gap-0 text-left`}
      disabled={pending}
      onClick={() => onMove(move)}
      title={why}
      data-testid={testId}
    >
      <span>{children}</span>
      <span className="text-xs font-normal opacity-80 max-sm:sr-only lg:max-xl:sr-only">{why}</span>
    </button>
  );
}

/**
 * `phone`: the compact form a 360×740 screen holds whole under your cards, facing a bet: no slider (the number and the
 * quick amounts do its work), the outbid button beside the number, five quick amounts (one row), and the fold /
 * follow buttons' explanations for screen readers only (their titles say the amounts).
 */
export function BetControls({
  gv,
  onMove,
  pending,
  phone,
}: {
  gv: SutdaGameView;
  onMove: (m: BoardMove) => void;
  pending: boolean;
  phone: boolean;
}) {
  const t = useTranslations("SutdaBoard");
  const { num } = useNumberText();
  const v = gv.view;
  const me = gv.mySeat!;
  const seat = v.seats[me]!;
  const fold = gv.legalMoves.find((m) => m.fold === true);
  const call = gv.legalMoves.find((m) => m.call === true);
  const bets = gv.legalMoves.filter((m) => typeof m.bet === "number").map((m) => m.bet as number);
  const range = v.betRange ?? (bets.length ? { min: Math.min(...bets), max: Math.max(...bets) } : null);
  const [amount, setAmount] = useState<{ seq: number; value: number } | null>(null);
  const value = amount && amount.seq === gv.seq ? amount.value : (range?.min ?? 0);
  const high = v.auction?.high ?? 0;
  const own = seat.bid ?? 0;
  const toAdd = Math.max(0, Math.min(high - own, seat.chips));
  const opening = v.auction !== null && !v.auction.opened;
  const valid = range !== null && Number.isInteger(value) && value >= range.min && value <= range.max;
  const amounts = [...new Set([...(range ? [range.min] : []), ...bets, ...(range ? [range.max] : [])])].sort(
    (a, b) => a - b,
  );
  const quick = phone ? spread(amounts, 5) : amounts.slice(0, 8);
  const foldWhy = t("bet.foldWhy", { count: seat.stake });
  const followWhy = toAdd === 0 ? t("bet.nothingToAdd") : t("bet.followWhy", { count: toAdd });

  return (
    // tighter on a phone: on a 360×740 screen the outbid button ended 8 px below it when fold and follow were offered
    <div
      className="space-y-3 rounded-xl border-2 border-kin bg-white/85 p-3 max-sm:space-y-2 max-sm:p-2"
      data-testid="bet-controls"
    >
      {/* fold and follow side by side on a phone and at 1024–1279 px (beside the side column), their explanations in
          their titles: one above the other they pushed the bet under a 360×740 and a 1024×768 screen's fold */}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {fold ? (
          <ExplainedMove kind="btn-quiet" move={fold} onMove={onMove} pending={pending} why={foldWhy} testId="fold">
            {t("bet.fold")}
          </ExplainedMove>
        ) : null}
        {call ? (
          <ExplainedMove
            kind="btn-primary"
            move={call}
            onMove={onMove}
            pending={pending}
            why={followWhy}
            testId="follow"
          >
            {toAdd === 0
              ? t("bet.check")
              : toAdd < high - own
                ? t("bet.followAllIn", { add: toAdd })
                : t("bet.follow", { high, add: toAdd })}
          </ExplainedMove>
        ) : null}
      </div>
      {range ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) onMove({ seat: me, bet: value });
          }}
        >
          <label htmlFor="bet-total" className="field-label text-sm">
            {opening ? t("bet.openLabel") : t("bet.outbidLabel")}
          </label>
          {/* the button beside the amount: under it (after the hint) it took a row of its own on a phone; a shorter slider
              at 1024–1279 px keeps it on the amount's row beside the side column */}
          <div className="flex flex-wrap items-center gap-2">
            <input
              id="bet-total"
              type="number"
              inputMode="numeric"
              min={range.min}
              max={range.max}
              step={1}
              value={value}
              onChange={(e) => setAmount({ seq: gv.seq, value: Number(e.target.value) })}
              className="field-input w-24 max-sm:w-20"
              aria-describedby="bet-range"
              aria-invalid={valid ? undefined : true}
              data-testid="bet-amount"
            />
            {phone ? null : (
              <input
                type="range"
                min={range.min}
                max={range.max}
                step={1}
                value={valid ? value : range.min}
                onChange={(e) => setAmount({ seq: gv.seq, value: Number(e.target.value) })}
                className="h-11 w-32 accent-beni sm:h-auto sm:w-44 lg:max-xl:w-28"
                aria-label={t("bet.total")}
              />
            )}
            <button type="submit" className="btn btn-primary" disabled={pending || !valid} data-testid="bet">
              {opening ? t("bet.open", { amount: value }) : t("bet.outbid", { amount: value })}
            </button>
          </div>
          {/* the quick amounts beside the hint where they fit (a wide screen): under it they ended 18 px below 1280×800 */}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <p id="bet-range" className="field-hint">
              {t(range.max === own + seat.chips ? "bet.rangeAllIn" : "bet.range", {
                min: range.min,
                max: range.max,
                add: Math.max(0, value - own),
              })}
            </p>
            <div className="flex flex-wrap gap-1" aria-label={t("bet.quick")}>
              {quick.map((q) => (
                <button
                  key={q}
                  type="button"
                  className="min-h-11 min-w-11 rounded-full border border-paper-edge bg-paper px-3 py-1 text-sm font-semibold hover:bg-paper-deep sm:min-h-8 sm:min-w-8"
                  onClick={() => setAmount({ seq: gv.seq, value: q })}
                  data-testid="bet-quick"
                >
                  {q === own + seat.chips ? t("bet.allIn", { amount: q }) : num(q)}
                </button>
              ))}
            </div>
          </div>
        </form>
      ) : null}
    </div>
  );
}
