// The fishing board's words: the banner's title for the turn, the seat waited for, a special move's button. Each is
// a message of the FishingBoard namespace (`t`), with the card and month names of the page's language.
import { useTranslations } from "next-intl";
import { createElement, Fragment, type ReactNode } from "react";
import { toCardId, useCardWords } from "../cards";
import type { BannerTone } from "./board-chrome";
import type { FishingModel } from "./fishing-model";
import { endedEarlyLine, useEndedEarlyWords, type EndedEarlyWords } from "./forfeit-ended";
import type { Offer, Selection, SpecialMove } from "./move-selection";
import { endsLevel } from "./match-sides";
import { seatName, type Unnamed } from "./names";
import { useUnnamed } from "./use-unnamed";
import type { FishingGameView } from "./types";

/** A translator of one namespace (next-intl's `useTranslations`). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The words the fishing board's texts need: its messages, a card's name and a month's name. */
export interface BoardWords {
  t: Translate;
  card(code: string): string;
  month(month: number): string;
  /** Who forfeited or resigned, when the game ended early. */
  ended: EndedEarlyWords;
  /** Names as a list in the page's language. */
  list: (names: readonly string[]) => string;
  /** A seat with no player's name. */
  unnamed: Unnamed;
}

/** The board's words in the page's language. */
export function useBoardWords(): BoardWords {
  const t = useTranslations("FishingBoard");
  const tMonths = useTranslations("Months");
  const cards = useCardWords();
  const ended = useEndedEarlyWords();
  return {
    t,
    card: (code) => cards.title(toCardId(code)),
    month: (month) => tMonths(String(month)),
    ended,
    list: ended.list,
    unnamed: useUnnamed(),
  };
}

function stepTitle(
  w: BoardWords,
  m: FishingModel,
  offer: Offer,
  selection: Selection,
): { title: string; detail?: ReactNode } {
  const { t } = w;
  // the Lightning turned or played is named by its part, not as a chaff
  const cardName = (code: string) => (code === "M11-3" ? t("lightning") : w.card(code));
  switch (m.step) {
    case "play":
      if (selection?.source === "hand")
        return {
          title: t("step.chooseTarget", { card: cardName(selection.card) }),
          detail: t("step.chooseTargetDetail"),
        };
      return {
        title: t("step.play"),
        // a phone shows the hiki's button under the field without the hint: its line pushed the hand under 360×740
        detail: offer.specials.some((s) => s.kind === "hiki")
          ? createElement("span", { className: "max-sm:hidden" }, t("step.playHiki"))
          : undefined,
      };
    case "draw":
      if (offer.draws.length > 1 && m.turned)
        return { title: t("step.drawnTakes", { card: cardName(m.turned) }), detail: t("step.drawnTakesDetail") };
      // a touch screen's words and a keyboard's, both in the markup: the "keyboard" media query (globals.css) shows
      // one, and display: none keeps the other from a screen reader too (no script, so the server's markup holds)
      return {
        title: t("step.draw"),
        detail: createElement(
          Fragment,
          null,
          createElement("span", { className: "hidden keyboard:inline" }, t("step.drawDetail")),
          createElement("span", { className: "keyboard:hidden" }, t("step.drawDetailTouch")),
        ),
      };
    case "choose-target":
      return { title: t("step.gajiBlocked"), detail: t("step.gajiBlockedDetail") };
    case "decide-four":
      return {
        title: m.fourMonth ? t("step.decideFour", { month: w.month(m.fourMonth) }) : t("step.decideFourPlain"),
      };
    case "bid":
      return { title: t("step.bid") };
    case "choose-dealer":
      return { title: t("step.chooseDealer") };
    case "own":
      return m.traits.ownStep
        ? { title: t(`own.${m.traits.ownStep}.title`), detail: t(`own.${m.traits.ownStep}.detail`) }
        : { title: t("step.yourTurn") };
    default:
      return { title: t("step.yourTurn") };
  }
}

function waitingTitle({ t, list, unnamed }: BoardWords, m: FishingModel, gv: FishingGameView): string {
  const names = gv.toAct.map((s) => seatName(gv.players, s, unnamed));
  if (names.length === 0) return t("waiting.nextRound");
  const who = list(names);
  switch (m.step) {
    case "draw":
      return t("waiting.draw", { who });
    case "decide-four":
      return t("waiting.decideFour", { who });
    case "bid":
      return t("waiting.bid", { who });
    case "choose-dealer":
      return t("waiting.chooseDealer", { who });
    case "own":
      return m.traits.ownStep ? t(`own.${m.traits.ownStep}.waiting`, { who }) : t("waiting.play", { who });
    default:
      return t("waiting.play", { who });
  }
}

/** `phone`: a shorter start of `text`, all a phone shows (SFJ's two choices side by side in one row at 360 px). */
export function specialLabel(
  w: BoardWords,
  s: SpecialMove,
  gv: FishingGameView,
): { text: string; phone?: string; help: string; tone: "primary" | "quiet" } {
  const { t, unnamed } = w;
  switch (s.kind) {
    case "hiki":
      // a phone shows "Declare hiki: Chrysanthemum" on one line (the whole label took two at 360 px, and the hand fell under the screen)
      return {
        text: t("special.hiki", { month: w.month(s.month) }),
        phone: t("special.hikiPhone", { month: w.month(s.month) }),
        help: t("special.hikiHelp"),
        tone: "primary",
      };
    case "replace":
      return s.replace
        ? { text: t("special.replace"), help: t("special.replaceHelp"), tone: "quiet" }
        : { text: t("special.keep"), phone: t("special.keepPhone"), help: t("special.keepHelp"), tone: "primary" };
    case "declare-four":
      return { text: t("special.declareFour"), help: t("special.declareFourHelp"), tone: "quiet" };
    case "bid":
      return { text: t("special.bid", { amount: s.amount }), help: t("special.bidHelp"), tone: "quiet" };
    case "dealer":
      return {
        text: t("special.dealer", { name: seatName(gv.players, s.dealer, unnamed) }),
        help: t("special.dealerHelp"),
        tone: "quiet",
      };
  }
}

/** The turn banner: the match's end, a move being sent, the viewer's step, or whom the table waits for. */
export function fishingBanner(
  w: BoardWords,
  {
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
  },
): { tone: BannerTone; title: string; detail?: ReactNode } {
  const { t } = w;
  if (gv.status !== "ACTIVE" || m.gameOver) {
    const win = gv.winner;
    return {
      tone: "over",
      detail: endedEarlyLine(w.ended, gv),
      title:
        win === null
          ? t(endsLevel(gv) ? "over.draw" : "over.shared")
          : win === mySide
            ? t("over.youWin")
            : t("over.wins", { name: names[win]! }),
    };
  }
  if (pending) return { tone: "pending", title: t("sending") };
  if (myTurn) return { tone: "mine", ...stepTitle(w, m, offer, selection) };
  return {
    tone: "waiting",
    title: waitingTitle(w, m, gv),
    detail: gv.mySeat === null && !replay ? t("watching") : undefined,
  };
}
