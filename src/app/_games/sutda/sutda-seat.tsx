"use client";
// A Sutda seat's parts, on the felt and in your own seat: its chips as a pile, its two cards as the viewer knows
// them, and one line of its counts (chips, stake, bid, out / folded / all-in).
import { useTranslations } from "next-intl";
import { CardBack, HanafudaCard } from "~/app/_components/cards";
import { useSutdaHandName } from "./hand-name";
import type { SutdaGameView } from "./view";

export type SutdaSeat = SutdaGameView["view"]["seats"][number];

/** A small pile of chips: more discs for more chips (up to 6), gold on red like the card backs. */
export function ChipPile({ amount, size = 22 }: { amount: number; size?: number }) {
  const discs = amount <= 0 ? 0 : Math.min(6, Math.ceil(Math.log2(amount + 1)));
  const h = size * 0.32;
  return (
    <svg
      width={size}
      height={size * 0.5 + discs * h * 0.55 + 2}
      viewBox={`0 0 ${size} ${size * 0.5 + discs * h * 0.55 + 2}`}
      aria-hidden="true"
      className="shrink-0"
    >
      {Array.from({ length: discs }, (_, i) => {
        const cy = size * 0.5 + (discs - 1 - i) * h * 0.55 - size * 0.22 + 1;
        return (
          <g key={i}>
            <ellipse cx={size / 2} cy={cy + h * 0.35} rx={size / 2 - 1} ry={size * 0.22} fill="#741316" />
            <ellipse
              cx={size / 2}
              cy={cy}
              rx={size / 2 - 1}
              ry={size * 0.22}
              fill={i % 2 ? "#9e1b1e" : "#b8302a"}
              stroke="#c79a2b"
              strokeWidth={1.2}
            />
            <ellipse
              cx={size / 2}
              cy={cy}
              rx={size * 0.22}
              ry={size * 0.09}
              fill="none"
              stroke="#f5d27a"
              strokeWidth={1}
              strokeDasharray="2 2"
            />
          </g>
        );
      })}
    </svg>
  );
}

/** `mini`: from lg, 24 × 38 px (a seat of many, in a short badge: the hand's name says what a shown pair is). */
export function SeatCards({
  seat,
  big,
  viewer,
  over,
  mini = false,
}: {
  seat: SutdaSeat;
  big: boolean;
  viewer: boolean;
  over: boolean;
  mini?: boolean;
}) {
  const t = useTranslations("SutdaBoard");
  if (!seat.dealtIn)
    return <p className="text-xs text-ink-faint">{!seat.active ? t("outOfGame") : over ? "" : t("notDealtIn")}</p>;
  const className = big ? "gb-sutda-card" : mini ? "lg:h-[38px] lg:w-6" : undefined;
  return (
    <div className={`flex gap-1.5 ${mini ? "lg:gap-1" : ""} ${seat.folded ? "opacity-55" : ""}`}>
      {seat.cards.map((c, i) =>
        c === null ? (
          <CardBack
            key={i}
            size={big ? "lg" : "sm"}
            className={className}
            label={viewer && i === 1 ? t("secondUnseen") : undefined}
          />
        ) : (
          <HanafudaCard key={i} card={c} game="sutda" size={big ? "lg" : "sm"} className={className} />
        ),
      )}
    </div>
  );
}

export function SeatLine({ seat, large = false }: { seat: SutdaSeat; large?: boolean }) {
  const t = useTranslations("SutdaBoard");
  const handName = useSutdaHandName();
  const status = !seat.active ? "out" : seat.folded ? "folded" : seat.allIn ? "allIn" : null;
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-0.5 ${large ? "text-sm" : "text-xs"} text-ink-soft`}>
      <span className="inline-flex items-center gap-1">
        <ChipPile amount={seat.chips} size={large ? 20 : 14} />
        {/* the catalog joins the count and its word as the language does ("99 chips", "99チップ", "칩 99개") */}
        <span>
          {t.rich("chipCount", {
            count: seat.chips,
            n: (digits) => <strong className="text-ink tabular-nums">{digits}</strong>,
          })}
        </span>
      </span>
      {seat.stake > 0 ? <span>{t("inPot", { amount: seat.stake })}</span> : null}
      {seat.bid !== null && seat.dealtIn && !seat.folded ? <span>{t("bid", { amount: seat.bid })}</span> : null}
      {status ? (
        <span
          className={`rounded px-1.5 font-semibold ${status === "folded" || status === "out" ? "bg-ink/10" : "bg-kin/30 text-ink"}`}
        >
          {t(`status.${status}`)}
        </span>
      ) : null}
      {seat.handKey && !large ? <span className="font-semibold text-ink">{handName(seat.handKey)}</span> : null}
    </div>
  );
}
