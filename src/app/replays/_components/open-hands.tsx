// Every hand open (a finished fishing game seen from above): the cards each seat held at this position.
import { CardStack, type HanafudaGame } from "../../_components/cards";
import { seatName } from "../../_components/game/names";
import type { BoardPlayer } from "../../_components/game/types";

export function OpenHands({ hands, game, players, toAct }: { hands: { seat: number; cards: string[] }[]; game: HanafudaGame; players: BoardPlayer[]; toAct: number[] }) {
  return (
    <section className="rounded-2xl border border-paper-edge bg-paper-deep/50 p-3" aria-label="Every hand, open" data-testid="open-hands">
      <h2 className="mb-2 font-sans text-sm font-bold text-ink-soft">Hands (all open)</h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {hands.map((h) => (
          <li key={h.seat} className="min-w-0" data-testid="open-hand" data-seat={h.seat}>
            <p className="text-sm font-semibold">
              {seatName(players, h.seat)}
              {toAct.includes(h.seat) ? <span className="ml-1.5 rounded bg-kin px-1.5 text-xs font-bold text-ink">to play</span> : null}
              <span className="ml-1.5 font-normal text-ink-faint">{h.cards.length} cards</span>
            </p>
            {h.cards.length > 0 ? (
              <CardStack cards={h.cards} game={game} size="sm" overlap={0.45} grouped={false} showTotals={false} label={`${seatName(players, h.seat)}'s hand`} />
            ) : (
              <p className="text-sm text-ink-faint">No cards left.</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
