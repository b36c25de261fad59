"use client";
// The fishing board's seats in turn order from the viewer: a badge each with its hand's count and its side's points.
import { useTranslations } from "next-intl";
import { SeatBadge } from "./seat-badge";
import type { FishingModel } from "./fishing-model";
import { seatName, sideColour } from "./names";
import { useUnnamed } from "./use-unnamed";
import { seatBadgePlayer } from "./seat-player";
import { youSeatOf, type FishingGameView } from "./types";

/**
 * Three or more seats (`narrow`): three to a row on a phone of 360 px or more (two to a row, a third row of badges
 * pushed a three-seat hand 6 to 23 px under a 360×740 screen); two seats keep the half-width badges. `rows`: one short
 * row each from lg (SeatBadge's `row`). From lg the side column's badges are one column that does not wrap: a wrapping
 * column is as wide as its longest name, and a 32-character name pushed both badges 124 px past the column (over a
 * replay's controls at 1280×800); unwrapped, each badge takes the column's width and the name is cut.
 */
export function FishingSeats({
  gv,
  m,
  rows,
  replay = false,
}: {
  gv: FishingGameView;
  m: FishingModel;
  rows: boolean;
  /** A recorded position: the seat to move is named, not called on (SeatBadge's `replay`). */
  replay?: boolean;
}) {
  const t = useTranslations("FishingBoard");
  const sep = useTranslations("Common")("separator");
  const unnamed = useUnnamed();
  const n = gv.players.length;
  const first = gv.mySeat ?? 0;
  const order = Array.from({ length: n }, (_, i) => (first + i) % n);
  const narrow = n >= 3;
  // the words of a seat's count, said only to a screen reader where a badge is short of room; one row from lg (rows),
  // the count and the separator after it too, the card back showing the count (.sb-r .sb-k: board.css)
  const handWords = narrow ? "max-sm:sr-only" : undefined;
  const rowsSrOnly = rows ? " lg:sr-only" : "";
  const you = youSeatOf(gv);
  return (
    <ul
      className={`grid ${narrow ? "grid-cols-2 gap-x-2 min-[22.5rem]:grid-cols-3 min-[22.5rem]:gap-x-1.5" : "grid-cols-2 gap-x-2"} gap-y-3 pt-1.5 sm:flex sm:flex-wrap sm:gap-2 sm:pt-0 lg:col-start-2 lg:row-start-1 lg:flex-col lg:flex-nowrap lg:pt-2.5 lg:[&>li]:flex-none`}
      aria-label={t("seat.players")}
    >
      {order.map((s) => {
        const p = gv.players.find((x) => x.seat === s);
        const side = m.sides[m.sideOfSeat[s] ?? s];
        const count = m.handCounts[s] ?? 0;
        return (
          <SeatBadge
            key={s}
            name={seatName(gv.players, s, unnamed)}
            side={m.sideOfSeat[s] ?? s}
            you={s === you}
            active={gv.status === "ACTIVE" && gv.toAct.includes(s)}
            dealer={m.dealer === s && !m.gameOver}
            dealerWord={t("dealerTag", { role: m.dealerWord === "Elder" ? "elder" : "dealer" })}
            {...seatBadgePlayer(p)}
            compact
            narrow={narrow}
            row={rows}
            replay={replay}
          >
            {/* on a phone the line under the name, in line with it (past the side's dot); three to a row, the dot starts it.
                One row from lg (rows): beside the name, as three to a row on a phone (the count on a card back, the points) */}
            <div
              className={`sb-l flex items-center gap-2 text-xs whitespace-nowrap text-ink-soft max-sm:gap-1 max-sm:pl-3.5 max-sm:leading-none${narrow ? " max-sm:min-[22.5rem]:pl-0" : ""}${rows ? " lg:shrink-0 lg:gap-1" : ""}`}
            >
              {narrow ? (
                <span
                  aria-hidden="true"
                  className="hidden h-2.5 w-2.5 shrink-0 rounded-full max-sm:min-[22.5rem]:inline-block"
                  style={{ background: sideColour(m.sideOfSeat[s] ?? s) }}
                />
              ) : null}
              <span className={`flex max-sm:hidden${rows ? " lg:hidden" : ""}`} aria-hidden="true">
                {Array.from({ length: Math.min(count, 8) }, (_, i) => (
                  <span
                    key={i}
                    className="-ml-1.5 inline-block h-4 w-2.5 rounded-[2px] border border-ink bg-beni-dark first:ml-0"
                  />
                ))}
              </span>
              {/* a phone's line: one card back and the count; three to a row (and one row from lg) the count on the
                  back, two seats none (.sb-k: board.css) */}
              <span
                className={`sb-k inline-block h-3.5 w-2 rounded-[2px] border border-ink bg-beni-dark sm:hidden${rows ? " lg:inline-block" : ""}`}
                aria-hidden="true"
              >
                <span>{count}</span>
              </span>
              <span>
                {/* "8 in hand", "手札8枚": the words said on a half-width phone badge too (a bare "8・0点" read as
                    nothing), said only to a screen reader where a badge is a third of a phone or one row from lg,
                    the card back showing the count (.sb-h, .sb-k) */}
                <span className={`sb-h${rowsSrOnly}`} data-testid="seat-hand">
                  {t.rich("seat.hand", {
                    count,
                    w: (words) => <span className={handWords}>{words}</span>,
                  })}
                </span>
                {/* "25 points" stays on one line in a phone's half-width badge */}
                {side ? (
                  <>
                    <span className={`sb-s${rowsSrOnly}`}>{sep}</span>
                    <span className="whitespace-nowrap" data-testid="seat-points">
                      {t("seat.points", { count: side.points })}
                    </span>
                  </>
                ) : null}
                {side && side.yaku.length ? (
                  <span className={`max-sm:sr-only${rows ? " lg:sr-only" : ""}`}>
                    {sep}
                    {t("seat.sets", {
                      count: side.yaku.length,
                      kind: m.traits.setWord.one === "role" ? "roles" : "yaku",
                    })}
                  </span>
                ) : null}
              </span>
            </div>
          </SeatBadge>
        );
      })}
    </ul>
  );
}
