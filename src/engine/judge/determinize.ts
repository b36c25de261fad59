// Determinization for the bots (src/engine/bots): a full Judge state consistent with a seat's player
// view. Judge has no private cards: what nobody sees is the order of the two draw piles below the
// pickets played (and the current pickets before the reveal). Those cards are dealt from a sample;
// everything else comes from the view, and the rebuilt state gives exactly the same view (a
// property test checks it). In sudden death every pile card has been seen, so the deal is known.

import { CARD_CODES, cardIdOf, cardIdsOf, type CardId } from "../core/cards";
import { err, ok, type Result } from "../core/result";
import type { Rng } from "../core/rng";
import type { MatchSetup } from "../core/ruleset";
import { judgeOptions } from "./options";
import type { SeatActions } from "./resolve";
import { dealToJson, PILE_SIZE, suddenDeathPiles, type JudgeDeal } from "./deal";
import { sideScore, type JudgeState, type MatchResult, type PicketRound } from "./state";
import type { JudgePicketView, JudgeView } from "./view";

export interface JudgeHidden {
  /** The unseen rest of each pile, top first (after the pickets played and the revealed ones). */
  readonly piles: readonly [readonly CardId[], readonly CardId[]];
}

export interface JudgeUnseen {
  readonly cards: readonly CardId[];
  /** Unseen cards per pile. */
  readonly counts: readonly [number, number];
}

/** The pickets of the match proper seen so far (played, then revealed), per pile. */
function seenPiles(view: JudgeView): [CardId[], CardId[]] {
  const seen: [CardId[], CardId[]] = [[], []];
  for (const o of view.outcomes) {
    if (o.suddenDeath) continue;
    seen[0].push(cardIdOf(o.pickets[0]));
    seen[1].push(cardIdOf(o.pickets[1]));
  }
  if (view.revealed && !view.suddenDeath) {
    seen[0].push(cardIdOf(view.revealed.pickets[0]));
    seen[1].push(cardIdOf(view.revealed.pickets[1]));
  }
  return seen;
}

export function judgeUnseen(view: JudgeView): Result<JudgeUnseen> {
  if (view.phase !== "playing" || view.heads === null)
    return err("not-playing", "a determinization needs a match in play");
  const seen = new Uint8Array(48);
  seen[cardIdOf(view.heads[0])] = 1;
  seen[cardIdOf(view.heads[1])] = 1;
  const piles = seenPiles(view);
  for (const p of piles) for (const c of p) seen[c] = 1;
  const cards: CardId[] = [];
  for (let c = 0; c < 48; c++) if (!seen[c]) cards.push(c);
  return ok({ cards, counts: [PILE_SIZE - piles[0].length, PILE_SIZE - piles[1].length] });
}

function picketOf(o: JudgePicketView): PicketRound {
  const act = (a: JudgePicketView["actions"][0]) => (a ? { act: a.act, ms: a.ms } : null);
  const actions: SeatActions = [act(o.actions[0]), act(o.actions[1])];
  return {
    round: o.round,
    pickets: [cardIdOf(o.pickets[0]), cardIdOf(o.pickets[1])],
    actions,
    resolution: { winner: o.winner as 0 | 1 | null, row: o.row, later: o.later as 0 | 1 | null, tie: o.tie },
    taken: cardIdsOf(o.taken),
    potAfter: o.potAfter,
    suddenDeath: o.suddenDeath,
  };
}

/** The full state a view stands for once the unseen pile cards are given. */
export function judgeStateFromView(setup: MatchSetup, view: JudgeView, hidden: JudgeHidden): Result<JudgeState> {
  const u = judgeUnseen(view);
  if (!u.ok) return u;
  const isUnseen = new Uint8Array(48);
  for (const c of u.value.cards) isUnseen[c] = 1;
  const used = new Uint8Array(48);
  for (const s of [0, 1] as const) {
    if (hidden.piles[s].length !== u.value.counts[s])
      return err(
        "bad-sample",
        `pile ${s} hides ${u.value.counts[s]} cards, the sample gives ${hidden.piles[s].length}`,
      );
    for (const c of hidden.piles[s]) {
      if (!isUnseen[c] || used[c]) return err("bad-sample", `${CARD_CODES[c] ?? c} cannot be in pile ${s}`);
      used[c] = 1;
    }
  }
  const seen = seenPiles(view);
  const deal: JudgeDeal = {
    heads: [cardIdOf(view.heads![0]), cardIdOf(view.heads![1])],
    piles: [
      [...seen[0], ...hidden.piles[0]],
      [...seen[1], ...hidden.piles[1]],
    ],
  };
  const dealJson = dealToJson(deal);
  const history = view.outcomes.map(picketOf);
  const played = history.filter((p) => !p.suddenDeath).length;
  const scorePiles: [CardId[], CardId[]] = [cardIdsOf(view.scorePiles[0]), cardIdsOf(view.scorePiles[1])];
  let result: MatchResult | null = null;
  let suddenDeath: JudgeState["suddenDeath"] = null;
  if (view.suddenDeath) {
    const sides = [sideScore(scorePiles[0]), sideScore(scorePiles[1])] as const;
    result = {
      scorePiles,
      sides,
      pointsBeforePot: [sides[0].points, sides[1].points],
      finalPot: { kind: "none" },
      winner: null,
      decidedBy: "draw",
      suddenDeathRound: null,
    };
    suddenDeath = { piles: suddenDeathPiles(deal), played: view.suddenDeath.roundsPlayed };
  }
  return ok({
    setup,
    opts: judgeOptions(setup.options),
    phase: "playing",
    rng: null,
    deal,
    dealJson,
    played,
    scorePiles,
    pot: cardIdsOf(view.pot),
    history,
    suddenDeath,
    result,
    revealed: view.revealed !== null,
    dealt: [{ dealer: null, deal: dealJson }],
  });
}

/** One state for `view` with the unseen pile cards dealt at random. */
export function determinizeJudge(setup: MatchSetup, view: JudgeView, rng: Rng): Result<JudgeState> {
  const u = judgeUnseen(view);
  if (!u.ok) return u;
  const pool = rng.shuffleInPlace(u.value.cards.slice());
  const k = u.value.counts[0];
  return judgeStateFromView(setup, view, { piles: [pool.slice(0, k), pool.slice(k)] });
}
