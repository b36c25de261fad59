// A play or a draw of the games kept as a FishingState (Koi-Koi, SFJ), described as made in the state before it: in
// English words for move lists, and as a phrase of the app's Moves catalog.

import { type CardId } from "./cards";
import { cardLabel, MONTH_NAMES } from "./card-names";
import { takenFromField } from "./fishing";
import type { MoveParse, ParsedChoice, ParsedFishingMove, ParsedPlayOrDraw } from "./fishing-moves";
import type { FishingRound } from "./fishing-state";
import { fishingPhrase, type Phrase } from "./phrase";

/** The card a draw turns: the pile's top (undefined with no round or an empty pile). */
function drawnCard(r: FishingRound | null): CardId | undefined {
  return r && r.pileTop < r.pile.length ? r.pile[r.pileTop] : undefined;
}

/** "plays Cherry Blossom bright, takes …" (`place`: the game's word for the field); "draws" when the card is unknown. */
export function describePlayOrDraw(r: FishingRound | null, m: ParsedPlayOrDraw, place: string): string {
  const card = m.kind === "play" ? m.card : drawnCard(r);
  if (card === undefined) return "draws";
  const verb = m.kind === "play" ? "plays" : "draws";
  const taken = takenFromField(r?.field, card, m.take);
  if (taken === null) return `${verb} ${cardLabel(card)}`;
  if (taken.length === 0) return `${verb} ${cardLabel(card)}, it stays on the ${place}`;
  if (taken.length === 3) return `${verb} ${cardLabel(card)}, takes all three ${MONTH_NAMES[card >> 2]} cards`;
  return `${verb} ${cardLabel(card)}, takes ${cardLabel(taken[0]!)}`;
}

/** describePlayOrDraw as a phrase of the app's Moves catalog. */
export function phrasePlayOrDraw(r: FishingRound | null, m: ParsedPlayOrDraw): Phrase {
  const card = m.kind === "play" ? m.card : drawnCard(r);
  if (card === undefined) return { key: "draws" };
  return fishingPhrase(m.kind, card, takenFromField(r?.field, card, m.take));
}

/** A game's own words for its yes/no move, in the round before the move. */
export interface ChoiceWords<R> {
  describe: (r: R | null, m: ParsedChoice) => string;
  phrase: (r: R | null, m: ParsedChoice) => Phrase;
}

/**
 * A fishing game's describeMove and phraseMove from its move parser, its word for the field (`place`) and its words
 * for its yes/no move; plays and draws are described alike in every game.
 */
export function fishingMoveWords<R extends FishingRound>(
  parse: (raw: unknown) => MoveParse<ParsedFishingMove>,
  place: string,
  choice: ChoiceWords<R>,
): {
  describe: (state: { readonly round: R | null }, move: unknown) => string;
  phrase: (state: { readonly round: R | null }, move: unknown) => Phrase | null;
} {
  return {
    describe(state, move) {
      const parsed = parse(move);
      if (!parsed.ok) return "makes an invalid move";
      const m = parsed.move;
      return m.kind === "choice" ? choice.describe(state.round, m) : describePlayOrDraw(state.round, m, place);
    },
    phrase(state, move) {
      const parsed = parse(move);
      if (!parsed.ok) return null;
      const m = parsed.move;
      return m.kind === "choice" ? choice.phrase(state.round, m) : phrasePlayOrDraw(state.round, m);
    },
  };
}
