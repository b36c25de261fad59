"use client";
// The seat whose view the Sutda board shows (yours on a live table): its cards, its counts and, on its turn, the bet
// controls beside the cards.
import { useTranslations } from "next-intl";
import { PlayerLink } from "~/app/_components/player/player-link";
import { seatName } from "~/app/_components/game/names";
import { useUnnamed } from "~/app/_components/game/use-unnamed";
import { useSutdaHandName } from "./hand-name";
import { BetControls } from "./sutda-bet-controls";
import { SeatCards, SeatLine, type SutdaSeat } from "./sutda-seat";
import { hasShortLines } from "./sutda-table";
import { youSeatOf, type BoardMove } from "~/app/_components/game/types";
import type { SutdaGameView } from "./view";

/** `me`: the shown seat; `phone`: a phone's screen (fewer quick amounts). */
export function SutdaMySeat({
  gv,
  me,
  over,
  myTurn,
  phone,
  onMove,
  pending,
}: {
  gv: SutdaGameView;
  me: SutdaSeat;
  over: boolean;
  myTurn: boolean;
  phone: boolean;
  onMove: (m: BoardMove) => void;
  pending: boolean;
}) {
  const t = useTranslations("SutdaBoard");
  const handName = useSutdaHandName();
  const unnamed = useUnnamed();
  const v = gv.view;
  // the seat shown is yours on a live table; a replay may show another seat's
  const yours = gv.mySeat === youSeatOf(gv);
  const myUserId = gv.mySeat !== null ? (gv.players.find((p) => p.seat === gv.mySeat)?.userId ?? null) : null;
  const shortLines = hasShortLines(gv);
  return (
    <section
      className="rounded-2xl border border-paper-edge bg-paper-deep/50 p-3 max-sm:order-first max-sm:p-2"
      aria-label={yours ? t("yourSeat") : t("whoseSeat", { name: seatName(gv.players, gv.mySeat!, unnamed) })}
      data-testid="hand"
    >
      <div className="flex flex-wrap items-start gap-4 max-sm:gap-y-2">
        <div>
          <h2 className="mb-1 font-sans text-sm font-bold text-ink-soft">
            {yours ? t("yourCards") : t("whoseCards", { name: seatName(gv.players, gv.mySeat!, unnamed) })}
          </h2>
          <SeatCards seat={me} big viewer={yours} over={over} />
          <p className="mt-1 text-sm font-semibold" data-testid="my-hand-name">
            {me.handKey ? handName(me.handKey) : me.dealtIn ? t("secondNotSeen") : over ? t("gameIsOver") : ""}
          </p>
        </div>
        {/* the bet controls beside the cards: below them they started under the fold of a 1280×800 screen */}
        <div className="min-w-[10rem] flex-1 space-y-1 text-sm" data-testid="my-seat-side">
          {/* your name links to your page, as every other seat's does */}
          {/* with four other seats or more your name and counts share a line (the felt's rows took the room) */}
          <div className={shortLines ? "flex flex-wrap items-center gap-x-4 gap-y-1" : "space-y-1"}>
            {myUserId ? (
              <p className="font-semibold text-ink" data-testid="my-name">
                <PlayerLink userId={myUserId}>{seatName(gv.players, gv.mySeat!, unnamed)}</PlayerLink>
                {yours ? <span className="font-normal text-ink-faint">{t("youMark")}</span> : null}
              </p>
            ) : null}
            <SeatLine seat={me} large />
          </div>
          {/* while you wait (on your turn the banner says what to do, the status line who is the Oya): it pushed the bet controls down */}
          {v.oya === gv.mySeat && yours && !over && !myTurn ? (
            <p className="font-semibold text-beni">{t("youAreOya")}</p>
          ) : null}
          {myTurn ? (
            <div className="pt-2 max-sm:pt-1">
              <BetControls key={gv.seq} gv={gv} onMove={onMove} pending={pending} phone={phone} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
