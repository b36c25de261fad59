"use client";
// The fishing board's hand: the cards of the seat whose view is shown, buttons while one of them is to be played.
import { useTranslations } from "next-intl";
import { HanafudaCard, cardAriaLabel, toCardId, useCardWords } from "../cards";
import type { FishingModel } from "./fishing-model";
import { capturesOf, clickHand, type ClickResult, type Offer, type Selection } from "./move-selection";
import { seatName } from "./names";
import { useUnnamed } from "./use-unnamed";
import { youSeatOf, type FishingGameView } from "./types";

/** `specialsShown`: a special's row is offered beside the hand; `onHover`: the card under the pointer, or null. */
export function FishingHand({
  gv,
  m,
  hand,
  offer,
  selection,
  myTurn,
  pending,
  specialsShown,
  replay,
  onHover,
  act,
}: {
  gv: FishingGameView;
  m: FishingModel;
  hand: string[];
  offer: Offer;
  selection: Selection;
  myTurn: boolean;
  pending: boolean;
  specialsShown: boolean;
  replay: boolean | undefined;
  onHover: (code: string | null) => void;
  act: (r: ClickResult) => void;
}) {
  const t = useTranslations("FishingBoard");
  const sep = useTranslations("Common")("separator");
  const words = useCardWords();
  const unnamed = useUnnamed();
  const you = youSeatOf(gv);
  const handTitle =
    gv.mySeat === null || gv.mySeat === you
      ? t("hand.yours")
      : t("hand.whose", { name: seatName(gv.players, gv.mySeat, unnamed) });
  const handCards = hand.map((code) => {
    // Cards are buttons only while a hand card is to be played (not in the draw step or a decision).
    if (!myTurn || offer.plays.size === 0)
      return (
        <div key={code} role="listitem" className="gb-hand-slot">
          <HanafudaCard card={code} game={m.game} className="gb-hand-card" />
        </div>
      );
    const playable = offer.plays.has(code) && !pending;
    const isSelected = selection?.source === "hand" && selection.card === code;
    const caps = capturesOf(offer, code);
    const label = t(playable ? (caps.length > 1 ? "hand.playChoose" : "hand.play") : "hand.cannotPlay", {
      card: cardAriaLabel(words, toCardId(code), m.game, true, m.options),
    });
    return (
      <div
        key={code}
        role="listitem"
        className="gb-hand-slot"
        data-offer={playable ? "true" : undefined}
        onMouseEnter={() => onHover(code)}
        onMouseLeave={() => onHover(null)}
        onFocus={() => onHover(code)}
        onBlur={() => onHover(null)}
      >
        <HanafudaCard
          card={code}
          game={m.game}
          className="gb-hand-card"
          onClick={() => act(clickHand(offer, selection, code))}
          selected={isSelected}
          disabled={!playable}
          label={label}
        />
      </div>
    );
  });
  return (
    <section
      aria-label={handTitle}
      className="rounded-2xl border border-paper-edge bg-paper-deep/50 p-1.5 sm:p-3"
      data-testid="hand"
    >
      {/* a phone shows the cards alone: their paper tray says whose they are */}
      <h2 className="mb-1 px-1 font-sans text-sm font-bold text-ink-soft max-sm:sr-only">
        {handTitle}
        <span className="font-normal">
          {sep}
          {t("cards", { count: hand.length })}
        </span>
      </h2>
      {/* phones: one row up to six cards, else two rows (--cols); compact beside a special's row, and in a replay
            (nothing to tap there, and a seat's view of seven cards in two rows ended 13 px under 360×740); from
            640 px the cards beside a special's row take at most 9% of the screen height (gb-hand-offer, board.css) */}
      <div
        className={`gb-hand flex overflow-x-auto px-1 pt-3 pb-1 sm:pt-4 sm:pb-2${specialsShown || replay ? " gb-hand-compact" : ""}${specialsShown ? " gb-hand-offer" : ""}`}
        role="list"
        style={{
          ["--n" as string]: Math.max(hand.length, 1),
          ["--cols" as string]: hand.length <= 6 ? Math.max(hand.length, 3) : Math.ceil(hand.length / 2),
        }}
      >
        {handCards}
        {hand.length === 0 ? (
          <p className="py-4 text-sm text-ink-faint">
            {gv.mySeat === you
              ? t(m.pileCount > 0 ? "hand.emptyYoursDraws" : "hand.emptyYours")
              : t("hand.emptyTheirs")}
          </p>
        ) : null}
      </div>
    </section>
  );
}
