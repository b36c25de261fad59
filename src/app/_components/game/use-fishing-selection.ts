// The fishing board's choice in progress: the card picked (kept for the position it was picked at), why the last
// click did nothing, and what a click does (move-selection.ts's ClickResult).
import { useLayoutEffect, useRef, useState, type RefObject } from "react";
import { initialSelection, type ClickRefusal, type ClickResult, type Offer, type Selection } from "./move-selection";
import type { BoardMove, FishingGameView } from "./types";

export function useFishingSelection({
  gv,
  offer,
  hand,
  pending,
  onMove,
  rootRef,
}: {
  gv: FishingGameView;
  offer: Offer;
  hand: string[] | null;
  pending: boolean;
  onMove: (move: BoardMove) => void;
  /** The board: a selection moves the focus to its first target there. */
  rootRef: RefObject<HTMLElement | null>;
}): { selection: Selection; hint: ClickRefusal | null; act: (r: ClickResult) => void } {
  const [picked, setPicked] = useState<{ seq: number; selection: Selection } | null>(null);
  const selection = picked && picked.seq === gv.seq ? picked.selection : initialSelection(offer, hand);
  const [hint, setHint] = useState<{ seq: number; reason: ClickRefusal } | null>(null);
  // Keyboard users land on the first card they can take, in the commit that lights it: a second Enter pressed at once
  // takes that card, never the picked one again (which would cancel the choice).
  const focusTarget = useRef(false);
  useLayoutEffect(() => {
    if (!focusTarget.current) return;
    focusTarget.current = false;
    rootRef.current?.querySelector<HTMLElement>('[data-target="true"] button')?.focus();
  });

  const act = (r: ClickResult) => {
    if (pending) return;
    switch (r.kind) {
      case "submit":
        setPicked({ seq: gv.seq, selection: null });
        setHint(null);
        onMove(r.move);
        break;
      case "select":
        setPicked({ seq: gv.seq, selection: r.selection });
        setHint(null);
        focusTarget.current = true;
        break;
      case "cancel":
        setPicked({ seq: gv.seq, selection: null });
        break;
      case "none":
        setHint({ seq: gv.seq, reason: r.reason });
        break;
    }
  };
  return { selection, hint: hint !== null && hint.seq === gv.seq ? hint.reason : null, act };
}
