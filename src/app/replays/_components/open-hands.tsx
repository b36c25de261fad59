// Every hand open (a finished fishing game seen from above): the cards each seat held at this position.
import { useTranslations } from "next-intl";
import { CardStack, type HanafudaGame } from "../../_components/cards";
import { seatName } from "../../_components/game/names";
import { useUnnamed } from "../../_components/game/use-unnamed";
import type { BoardPlayer } from "../../_components/game/types";

export function OpenHands({
  hands,
  game,
  players,
  toAct,
}: {
  hands: { seat: number; cards: string[] }[];
  game: HanafudaGame;
  players: BoardPlayer[];
  toAct: number[];
}) {
  const t = useTranslations("Replay");
  const unnamed = useUnnamed();
  // A phone (under lg): each hand one row, its seat's name (two lines at most: "Player 2-3" and
  // "Player 2-4" cut to one read alike), "to play" and count beside the cards, drawn at 85% (34×54 px): two or three
  // hands over each other pushed the table and the replay's buttons apart by a screen, and three 64 px rows left a
  // three-row field of SFJ under a 360×740 screen. On a wide screen as many hands to a row as fit (three hands in two
  // rows left SFJ's table under a 1280×800 screen), and the heading only for a screen reader there too (the seats'
  // names say whose hands they are; a three-row Sakura field ended 2 px above 800 with it).
  return (
    <section
      className="rounded-2xl border border-paper-edge bg-paper-deep/50 p-3 max-lg:p-2"
      aria-label={t("openHandsLabel")}
      data-testid="open-hands"
    >
      <h2 className="sr-only">{t("openHandsHeading")}</h2>
      <ul className="grid gap-2 sm:grid-cols-2 max-lg:gap-1.5 max-lg:sm:grid-cols-1 lg:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
        {hands.map((h) => (
          <li
            key={h.seat}
            className="min-w-0 max-lg:flex max-lg:items-center max-lg:gap-2"
            data-testid="open-hand"
            data-seat={h.seat}
          >
            <p className="text-sm font-semibold max-lg:flex max-lg:w-20 max-lg:shrink-0 max-lg:flex-col max-lg:items-start max-lg:gap-0.5 max-lg:text-xs">
              <span className="max-lg:line-clamp-2 max-lg:w-full max-lg:break-words">
                {seatName(players, h.seat, unnamed)}
              </span>
              {toAct.includes(h.seat) ? (
                <span className="ml-1.5 rounded bg-kin px-1.5 text-xs font-bold text-ink max-lg:ml-0">
                  {t("toPlay")}
                </span>
              ) : null}
              <span className="ml-1.5 font-normal text-ink-faint max-lg:ml-0">
                {t("cards", { count: h.cards.length })}
              </span>
            </p>
            {h.cards.length > 0 ? (
              <CardStack
                cards={h.cards}
                game={game}
                size="sm"
                overlap={0.45}
                grouped={false}
                showTotals={false}
                label={t("handOf", { name: seatName(players, h.seat, unnamed) })}
                className="max-lg:min-w-0 max-lg:flex-1 max-lg:[zoom:0.85]"
              />
            ) : (
              <p className="text-sm text-ink-faint">{t("noCardsLeft")}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
