"use client";
// The choices of the fishing board's turn beside the cards: draw, leave a card on the field, cancel, the special
// moves (hiki, keep or replace a four, bids, the next dealer), and why a click did nothing.
import { specialLabel, useBoardWords } from "./fishing-board-texts";
import { clickDraw, type ClickRefusal, type ClickResult, type Offer } from "./move-selection";
import type { BoardMove, FishingGameView } from "./types";

/** Shown on the viewer's turn with no move being sent; nothing while the row would be empty. */
export function FishingActions({
  gv,
  offer,
  lay,
  cancelable,
  hint,
  act,
}: {
  gv: FishingGameView;
  offer: Offer;
  /** The move that leaves the chosen card on the field, if it may. */
  lay: BoardMove | null;
  cancelable: boolean;
  /** Why the last click did nothing (worded by the catalog's `hint` group). */
  hint: ClickRefusal | null;
  act: (r: ClickResult) => void;
}) {
  const words = useBoardWords();
  const { t } = words;
  const canDraw = offer.draws.length === 1;
  const specials = offer.specials;
  const send = (move: BoardMove) => act({ kind: "submit", move });
  // The row only when it holds something: an empty one still took its 12 px gap, and the hand jumped at every turn.
  if (!canDraw && lay === null && !cancelable && specials.length === 0 && hint === null) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="actions">
      {canDraw ? (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => act(clickDraw(offer))}
          data-testid="draw"
          aria-keyshortcuts="D"
          data-offer="true"
        >
          {t("draw")}{" "}
          {/* The key only where a keyboard is likely (globals.css "keyboard"); aria-keyshortcuts tells it to screen readers. */}
          <kbd className="hidden rounded bg-paper/20 px-1 text-xs keyboard:inline" aria-hidden="true">
            {t("keyDraw")}
          </kbd>
        </button>
      ) : null}
      {lay ? (
        <button type="button" className="btn btn-quiet" onClick={() => send(lay)}>
          {t("leaveOnField")}
        </button>
      ) : null}
      {cancelable ? (
        <button
          type="button"
          className="btn btn-quiet"
          onClick={() => act({ kind: "cancel" })}
          aria-keyshortcuts="Escape"
        >
          {t("cancel")}{" "}
          <kbd className="hidden rounded bg-paper-deep px-1 text-xs keyboard:inline" aria-hidden="true">
            {t("keyEscape")}
          </kbd>
        </button>
      ) : null}
      {specials.map((s, i) => {
        const l = specialLabel(words, s, gv);
        return (
          <button
            key={i}
            type="button"
            className={`btn ${l.tone === "primary" ? "btn-primary" : "btn-quiet"} flex-col items-start gap-0 text-left max-sm:px-3`}
            onClick={() => send(s.move)}
            data-testid={`special-${s.kind}`}
          >
            {/* the rest hidden on a phone leaves the name what the phone shows */}
            <span>
              {l.phone && l.text.startsWith(l.phone) ? (
                <>
                  {l.phone}
                  <span className="max-sm:hidden">{l.text.slice(l.phone.length)}</span>
                </>
              ) : (
                l.text
              )}
            </span>
            <span className="text-xs font-normal opacity-80 max-sm:sr-only">{l.help}</span>
          </button>
        );
      })}
      {hint !== null ? (
        <p className="text-sm font-semibold text-beni" role="status">
          {t(`hint.${hint}`)}
        </p>
      ) : null}
    </div>
  );
}
