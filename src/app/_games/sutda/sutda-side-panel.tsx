"use client";
// The Sutda board's side column: every seat's chips, the page's side panel (the table's chat), how to play.
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { PlayerLink } from "~/app/_components/player/player-link";
import { HowToPlay, MatchToggle } from "~/app/_components/game/board-chrome";
import { useNumberText } from "~/app/_components/game/names";
import { ChipPile } from "./sutda-seat";
import type { SutdaGameView } from "./view";

/** `names` and `mine`: the match's sides (matchSides); `side`: the page's side panel, if any. */
export function SutdaSidePanel({
  gv,
  names,
  mine,
  side,
  showMatch,
  onToggleMatch,
}: {
  gv: SutdaGameView;
  names: string[];
  mine: number | null;
  side: ReactNode;
  /** The board's summary is shown; null: the button leads to the page's summary (a replay's). */
  showMatch: boolean | null;
  onToggleMatch: () => void;
}) {
  const t = useTranslations("SutdaBoard");
  const tBoard = useTranslations("Board");
  const { num } = useNumberText();
  const v = gv.view;
  const userIdOf = (seat: number) => gv.players.find((p) => p.seat === seat)?.userId ?? null;
  const chipsInTwo = Boolean(side) && v.players >= 5;
  return (
    <aside className="space-y-3" aria-label={t("game")}>
      <section className="rounded-xl border border-paper-edge bg-white/75 p-3">
        <h2 className="font-sans text-sm font-bold">{t("chips")}</h2>
        {/* from five players with the side panel (the chat) under them: two columns from lg, the names and the
          counts only ("You" for yours), where one column pushed the chat's field under a 1024×768 screen from six
          players and under 1280×800 with ten (with the piles, two columns cut nearly every name) */}
        <ol
          className={`mt-1.5 space-y-1 text-sm ${chipsInTwo ? "lg:grid lg:grid-cols-2 lg:gap-x-4 lg:gap-y-1 lg:space-y-0" : ""}`}
        >
          {names.map((name, s) => {
            const seat = v.seats[s]!;
            return (
              <li key={s} className={`flex min-w-0 items-center gap-2 ${seat.active ? "" : "opacity-50"}`}>
                {chipsInTwo ? null : <ChipPile amount={seat.chips} size={16} />}
                <span className="min-w-0 flex-1 truncate" title={chipsInTwo ? name : undefined}>
                  {chipsInTwo && s === mine ? (
                    tBoard("you")
                  ) : (
                    <>
                      {userIdOf(s) ? <PlayerLink userId={userIdOf(s)!}>{name}</PlayerLink> : name}
                      {s === mine ? <span className="text-ink-faint">{t("youMark")}</span> : null}
                    </>
                  )}
                </span>
                <span className="font-bold tabular-nums">{num(seat.chips)}</span>
              </li>
            );
          })}
        </ol>
        <MatchToggle open={showMatch ?? undefined} onToggle={onToggleMatch}>
          {showMatch ? t("hideHands") : t("hands", { count: gv.rounds.length })}
        </MatchToggle>
      </section>
      {side ? (
        <div className="max-lg:hidden" data-testid="board-side-slot">
          {side}
        </div>
      ) : null}
      <HowToPlay>
        <p>{t("reminder")}</p>
      </HowToPlay>
    </aside>
  );
}
