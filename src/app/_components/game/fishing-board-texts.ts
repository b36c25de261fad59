// The fishing board's words: the banner's title for the turn, the seat waited for, a special move's button.
import type { ReactNode } from "react";
import { MONTH_NAMES } from "~/engine/core/cards";
import { cardTitle, toCardId } from "../cards";
import type { BannerTone } from "./board-chrome";
import type { FishingModel } from "./fishing-model";
import { endedEarlyLine } from "./forfeit-ended";
import type { Offer, Selection, SpecialMove } from "./move-selection";
import { seatName } from "./names";
import type { FishingGameView } from "./types";

const cardName = (code: string) => (code === "M11-3" ? "Lightning" : cardTitle(toCardId(code)));

function stepTitle(
  m: FishingModel,
  gv: FishingGameView,
  offer: Offer,
  selection: Selection,
): { title: string; detail?: string } {
  const turned = m.turned ? cardName(m.turned) : null;
  switch (m.step) {
    case "play":
      if (selection?.source === "hand")
        return {
          title: `Your turn — choose what the ${cardName(selection.card)} takes`,
          detail: "The cards it can take are lit up on the field. Esc cancels.",
        };
      return {
        title: "Your turn — play a card",
        detail: offer.specials.some((s) => s.kind === "hiki") ? "Or declare a hiki (below)." : undefined,
      };
    case "draw":
      if (offer.draws.length > 1 && turned)
        return {
          title: `Your turn — the ${turned} takes which card?`,
          detail: "You turned it from the pile; choose one of the lit cards on the field.",
        };
      return { title: "Your turn — draw from the pile", detail: "Click the pile or the Draw button (or press D)." };
    case "choose-target":
      return {
        title: "Your Gaji was blocked — choose another card or leave it",
        detail: "Another player's hiki protected that card.",
      };
    case "decide-four": {
      const month = m.fourMonth ?? "";
      return { title: `Your turn — keep or replace your four ${month} cards`.replace("  ", " ") };
    }
    case "bid":
      return { title: "Your turn — bid for a place in the Oi-bana final" };
    case "choose-dealer":
      return { title: "Your team won the round — name the next dealer" };
    case "own":
      return m.traits.ownStep
        ? { title: m.traits.ownStep.title, detail: m.traits.ownStep.detail }
        : { title: "Your turn" };
    default:
      return { title: "Your turn" };
  }
}

function waitingTitle(m: FishingModel, gv: FishingGameView): string {
  const who = gv.toAct.map((s) => seatName(gv.players, s)).join(" and ");
  if (!who) return "Waiting for the next round";
  switch (m.step) {
    case "draw":
      return `${who} is drawing`;
    case "decide-four":
      return `${who} decides about a four-of-a-month hand`;
    case "bid":
      return `${who} is bidding`;
    case "choose-dealer":
      return `${who} names the next dealer`;
    case "own":
      return m.traits.ownStep?.waiting(who) ?? `${who} is to play`;
    default:
      return `${who} is to play`;
  }
}

/** `phone`: a shorter start of `text`, all a phone shows (SFJ's two choices side by side in one row at 360 px). */
export function specialLabel(
  s: SpecialMove,
  gv: FishingGameView,
): { text: string; phone?: string; help: string; tone: "primary" | "quiet" } {
  switch (s.kind) {
    case "hiki":
      // a phone shows "Declare hiki: Chrysanthemum" on one line (the whole label took two at 360 px, and the hand fell under the screen)
      return {
        text: `Declare hiki: ${MONTH_NAMES[s.month - 1]} (all four)`,
        phone: `Declare hiki: ${MONTH_NAMES[s.month - 1]}`,
        help: "Take the four cards of the month from your hand and the field at once, then draw.",
        tone: "primary",
      };
    case "replace":
      return s.replace
        ? {
            text: "Replace the four",
            help: "They go back into the deck, it is shuffled, and you take four new cards.",
            tone: "quiet",
          }
        : {
            text: "Keep them and play",
            phone: "Keep them",
            help: "Play on with the four cards in your hand.",
            tone: "primary",
          };
    case "declare-four":
      return {
        text: "Declare the four (redeal)",
        help: "Show your four of a month: the deal is cancelled and dealt again. Or simply play a card.",
        tone: "quiet",
      };
    case "bid":
      return { text: `Bid ${s.amount}`, help: "The two highest bidders play the round.", tone: "quiet" };
    case "dealer":
      return {
        text: `${seatName(gv.players, s.dealer)} deals`,
        help: "A member of your team deals the next round.",
        tone: "quiet",
      };
  }
}

/** The turn banner: the match's end, a move being sent, the viewer's step, or whom the table waits for. */
export function fishingBanner({
  m,
  gv,
  offer,
  selection,
  myTurn,
  pending,
  replay,
  names,
  mySide,
}: {
  m: FishingModel;
  gv: FishingGameView;
  offer: Offer;
  selection: Selection;
  myTurn: boolean;
  pending: boolean;
  replay: boolean | undefined;
  names: string[];
  mySide: number | null;
}): { tone: BannerTone; title: string; detail?: ReactNode } {
  if (gv.status !== "ACTIVE" || m.gameOver) {
    const w = gv.winner;
    return {
      tone: "over",
      detail: endedEarlyLine(gv),
      title:
        w === null
          ? "The match is over — a shared win"
          : w === mySide
            ? "The match is over — you win!"
            : `The match is over — ${names[w]} wins`,
    };
  }
  if (pending) return { tone: "pending", title: "Sending your move…" };
  if (myTurn) return { tone: "mine", ...stepTitle(m, gv, offer, selection) };
  return {
    tone: "waiting",
    title: waitingTitle(m, gv),
    detail: gv.mySeat === null && !replay ? "You are watching this table." : undefined,
  };
}
