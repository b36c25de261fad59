// End of round (docs/rules/mushi.md): a Lightning still on the table goes to the player who
// turned the last stock card (as if it had been that card, under last_lightning); then the leftover
// Willow goes to the player who captured the other two plain Willows as a pair, and the leftover
// card(s) of the Lightning month go to the player who captured with the Lightning.

import { LIGHTNING, monthOf, type CardId } from "../core/cards";
import { cardLabel } from "../core/card-names";
import { isPlainWillow } from "./deck";
import { lastLightningTakes } from "./lightning";
import type { LastLightning } from "./options";
import type { Pair, RoundNote } from "./state";

export interface EndPosition {
  table: readonly CardId[];
  piles: Pair<readonly CardId[]>;
  lightningUser: number | null;
  lightningMonth: number | null;
  willowPairOwner: number | null;
  /** The three Willows wait for the Lightning's taker (table_misdeal = elder_captures). */
  willowTrioPending: boolean;
  /** The seat that turned the last stock card. */
  lastDrawer: number;
}

export interface Transferred {
  piles: Pair<readonly CardId[]>;
  /** Cards no rule gives to anyone (none in any reachable position; kept for the invariant checks). */
  table: readonly CardId[];
  lightningUser: number | null;
  notes: RoundNote[];
}

const list = (cards: readonly CardId[]) => cards.map(cardLabel).join(", ");

export function endOfRound(pos: EndPosition, rule: LastLightning): Transferred {
  const piles: [CardId[], CardId[]] = [pos.piles[0].slice(), pos.piles[1].slice()];
  let table = pos.table.slice();
  let lightningUser = pos.lightningUser;
  const lightningMonth = pos.lightningMonth;
  const notes: RoundNote[] = [];
  /** Moves the note's cards from the table to its seat's pile, and keeps the note. */
  const give = (note: RoundNote & { seat: number }) => {
    piles[note.seat]!.push(...note.cards);
    table = table.filter((c) => !note.cards.includes(c));
    notes.push(note);
  };

  if (table.includes(LIGHTNING)) {
    const s = pos.lastDrawer;
    const rest = table.filter((c) => c !== LIGHTNING);
    const takes = lastLightningTakes(rule, rest);
    lightningUser = s;
    give({
      kind: "last-lightning",
      seat: s,
      cards: [LIGHTNING, ...takes],
      text: takes.length
        ? `The Lightning was still on the table when the stock ran out: seat ${s}, who turned the last card, takes it with ${list(takes)}.`
        : `The Lightning was still on the table when the stock ran out: seat ${s}, who turned the last card, takes it.`,
    });
  }
  if (pos.willowTrioPending && lightningUser !== null) {
    const trio = table.filter(isPlainWillow);
    if (trio.length === 3) {
      give({
        kind: "willows-to-lightning",
        seat: lightningUser,
        cards: trio,
        text: `The three Willows dealt to the table go to seat ${lightningUser}, who took the Lightning.`,
      });
    }
  }
  const willows = table.filter(isPlainWillow);
  if (willows.length > 0 && pos.willowPairOwner !== null) {
    const s = pos.willowPairOwner;
    give({
      kind: "leftover-willow",
      seat: s,
      cards: willows,
      text: `Seat ${s} captured the other two Willows as a pair and receives the leftover ${list(willows)}.`,
    });
  }
  if (lightningMonth !== null && lightningUser !== null) {
    const month = table.filter((c) => monthOf(c) === lightningMonth);
    if (month.length > 0) {
      give({
        kind: "leftover-lightning-month",
        seat: lightningUser,
        cards: month,
        text: `Seat ${lightningUser} captured with the Lightning and receives the leftover ${list(month)} of the Lightning month.`,
      });
    }
  }
  return { piles, table, lightningUser, notes };
}
