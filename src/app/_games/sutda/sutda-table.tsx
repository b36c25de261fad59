"use client";
// The Sutda table: the pot and the auction on the felt, the other seats around it, the newest moves.
import { useTranslations } from "next-intl";
import { SeatBadge } from "~/app/_components/game/seat-badge";
import { MoveLog } from "~/app/_components/game/move-log";
import { seatName, useNumberText } from "~/app/_components/game/names";
import { useUnnamed } from "~/app/_components/game/use-unnamed";
import { seatBadgePlayer } from "~/app/_components/game/seat-player";
import { ChipPile, SeatCards, SeatLine } from "./sutda-seat";
import { youSeatOf } from "~/app/_components/game/types";
import type { SutdaGameView } from "./view";

/**
 * The felt's classes that put the pot beside the other seats (their number, 1 to 3) from 1024 px, where the felt has
 * the room for it (a container query on the board's column, whose width is the felt's): one or two seats 9 to 13 rem
 * wide each, room for a bot's name such as "Matsu (Steady)"; three seats three quarters of the felt (about 155 px each
 * at 1024 px, 187 at 1280, as 10 rem cuts "Player 0-12" short); the pot 7 rem or more. A replay's board, beside the
 * move list, is narrower: there the pot stays above the seats, as two seats beside it squeeze it at 1024 px. Beside
 * three seats the pot has about 160 px at 1024 px, where its bid line takes a smaller size to stay on one line.
 * Literal class names for Tailwind.
 */
const POT_BESIDE: Partial<Record<number, { felt: string; pot: string; seats: string; last: string; bid: string }>> = {
  1: {
    felt: "lg:@min-[20rem]:grid lg:@min-[20rem]:grid-cols-[auto_minmax(7rem,1fr)] lg:@min-[20rem]:items-center lg:@min-[20rem]:gap-x-4",
    pot: "lg:@min-[20rem]:order-2 lg:@min-[20rem]:mb-0",
    seats: "lg:@min-[20rem]:order-1 lg:@min-[20rem]:grid-cols-[minmax(9rem,13rem)]",
    last: "lg:@min-[20rem]:order-3 lg:@min-[20rem]:col-span-2",
    bid: "",
  },
  2: {
    felt: "lg:@min-[29rem]:grid lg:@min-[29rem]:grid-cols-[auto_minmax(7rem,1fr)] lg:@min-[29rem]:items-center lg:@min-[29rem]:gap-x-4",
    pot: "lg:@min-[29rem]:order-2 lg:@min-[29rem]:mb-0",
    seats: "lg:@min-[29rem]:order-1 lg:@min-[29rem]:grid-cols-[repeat(2,minmax(9rem,13rem))]",
    last: "lg:@min-[29rem]:order-3 lg:@min-[29rem]:col-span-2",
    bid: "",
  },
  3: {
    felt: "lg:@min-[40rem]:grid lg:@min-[40rem]:grid-cols-[minmax(0,3fr)_minmax(7rem,1fr)] lg:@min-[40rem]:items-center lg:@min-[40rem]:gap-x-4",
    pot: "lg:@min-[40rem]:order-2 lg:@min-[40rem]:mb-0",
    seats: "lg:@min-[40rem]:order-1 lg:@min-[40rem]:grid-cols-[repeat(3,minmax(0,1fr))]",
    last: "lg:@min-[40rem]:order-3 lg:@min-[40rem]:col-span-2",
    bid: "lg:@min-[40rem]:@max-[48rem]:text-base",
  },
};

/**
 * `stage`: the auction's name; `over`: the game is over (every hand shown, no seat to act); `replay`: a recorded
 * position, whose seat to move is named, not called on (SeatBadge's `replay`).
 */
export function SutdaTable({
  gv,
  stage,
  over,
  replay = false,
}: {
  gv: SutdaGameView;
  stage: string;
  over: boolean;
  replay?: boolean;
}) {
  const t = useTranslations("SutdaBoard");
  const { num } = useNumberText();
  const unnamed = useUnnamed();
  const v = gv.view;
  const n = v.players;
  const order = Array.from({ length: n }, (_, i) => ((gv.mySeat ?? 0) + i) % n);
  // One to three other seats from 1024 px: the pot beside them, not above (above, over a mostly empty felt, it pushed the
  // bet controls under a 1024×768 screen's fold: with three others, facing a bet, they ended at 806 px).
  const others = otherSeats(gv);
  const beside = POT_BESIDE[others];
  // Five other seats or more from 1024 px: each a short badge (the name, then the counts and two small cards on one
  // line under it). Full badges, 160 px tall, took two or three rows: facing a bet with six players the bet controls
  // ended at 843 px on a 1280×800 screen and 865 on 1024×768, with ten at 1085 and 1067.
  const manySeats = others >= 5;
  const shortLines = hasShortLines(gv);
  return (
    <section className={`gb-felt rounded-2xl p-3 sm:p-4 ${beside?.felt ?? ""}`} aria-label={t("table")}>
      {/* with four other seats or more one short line: the pot, the auction and its bid side by side */}
      <div
        className={`flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-paper ${shortLines ? "mb-2" : "mb-3"} ${beside?.pot ?? ""}`}
      >
        <div className="flex items-center gap-2" data-testid="pot">
          <ChipPile amount={v.pot} size={shortLines ? 22 : 34} />
          <div className={shortLines ? "flex items-baseline gap-2" : ""}>
            <p className="text-xs font-semibold tracking-wider text-paper/70 uppercase">{t("pot")}</p>
            <p className={`${shortLines ? "text-xl" : "text-2xl"} font-bold tabular-nums`}>{num(v.pot)}</p>
          </div>
        </div>
        <div className={shortLines ? "flex items-baseline gap-2" : "text-center"}>
          <p className="text-xs font-semibold tracking-wider text-paper/70 uppercase">{stage}</p>
          <p className={`text-lg font-semibold ${beside?.bid ?? ""}`} data-testid="auction-high">
            {v.auction ? (v.auction.opened ? t("toFollow", { amount: v.auction.high }) : t("notOpened")) : "—"}
          </p>
        </div>
        {v.options.ante ? (
          <p className="text-sm text-paper/70">{t("ante", { amount: Number(v.options.ante) })}</p>
        ) : null}
      </div>
      {/* As many columns as fit the felt itself (a seat is at least 9.5 rem wide): viewport breakpoints gave 4 columns in the replay's narrow
          column at 1280 px and the seats overlapped. */}
      {/* sb-w: a long name takes a second line rather than being cut ("Matsu (Ste…" in a seat of 187 px beside the pot
          at 1280 px); the short badges of many seats keep one line */}
      <ul
        className={`grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-2 ${manySeats ? "" : "sb-w"} ${beside?.seats ?? ""}`}
        aria-label={t("players")}
      >
        {order
          .filter((s) => s !== gv.mySeat)
          .map((s) => {
            const seat = v.seats[s]!;
            const p = gv.players.find((x) => x.seat === s);
            return (
              <SeatBadge
                key={s}
                name={seatName(gv.players, s, unnamed)}
                side={s}
                you={s === youSeatOf(gv)}
                active={!over && gv.toAct.includes(s)}
                dealer={v.oya === s && !over}
                dealerWord={t("oyaWord")}
                {...seatBadgePlayer(p)}
                row={manySeats}
                replay={replay}
              >
                {manySeats ? (
                  // from lg the counts and two small cards share the line under the name (beside the name they cut it
                  // to "Play…" in a badge ~157 px wide at 1024 px, "Player 0-…" at 1280)
                  <div className="contents lg:order-2 lg:flex lg:basis-full lg:items-center lg:justify-between lg:gap-2">
                    <SeatLine seat={seat} />
                    <SeatCards seat={seat} big={false} viewer={false} over={over} mini />
                  </div>
                ) : (
                  <>
                    <SeatLine seat={seat} />
                    <SeatCards seat={seat} big={false} viewer={false} over={over} />
                  </>
                )}
              </SeatBadge>
            );
          })}
      </ul>
      <MoveLog gv={gv} className={`mt-3 border-t border-paper/15 pt-2 ${beside?.last ?? ""}`} />
    </section>
  );
}

/** The seats around the table other than the one whose view is shown. */
function otherSeats(gv: SutdaGameView): number {
  return gv.mySeat === null ? gv.view.players : gv.view.players - 1;
}

/**
 * From four other seats (the pot above them) the pot and the auction take one line, and your name and counts another:
 * with five players, facing a bet, the bet controls ended at 806 px on a 1024×768 screen.
 */
export function hasShortLines(gv: SutdaGameView): boolean {
  return otherSeats(gv) >= 4;
}
