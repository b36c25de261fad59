// Judge (Hanafuda version, docs/rules/judge.md) behind the common Ruleset interface.
//
// toAct: both seats act at once in every picket round. The record holds one move per picket
// round with both seats' timed actions, so the live server (not a seat) gathers the two actions
// of a round, with their effective times, and submits them as one move once the round has closed
// (see live.ts). toAct therefore lists [0, 1] while the match is playing, and legalMoves(state,
// seat) returns the same representative set of whole-round moves for either seat.

import { cardCode } from "../core/cards";
import { cardLabel } from "../core/card-names";
import { err, ok, type MoveResult } from "../core/result";
import type { MatchSetup, NewGameOptions, RoundExplanation, RoundSummary, Ruleset, Phase } from "../core/ruleset";
import { Rng } from "../core/rng";
import { judgeOptions, type JudgeOptions } from "./options";
import { isMistake, laterSeat, monthOfCard, windowEnd, type Act, type SeatActions, type TimedAction } from "./resolve";
import { dealToJson, parseDeal, shuffledDeal } from "./deal";
import { moveToJson, parseMove, type JudgeMove } from "./move";
import {
  currentPickets,
  currentPoints,
  initialState,
  MATCH_ROUNDS,
  matchWinner,
  nextRoundNumber,
  playPicket,
  SUDDEN_DEATH_ROUNDS,
  withDeal,
  type JudgeState,
} from "./state";
import { buildView, outcomeText, type JudgeView } from "./view";
import { plural } from "../core/plural";
import { judgeProgress, judgeFallbackMove } from "./table-facts";
import { actionsPhrase, bonusPhrase, notePhrases, picketPhrase, pilePhrase } from "./phrases";
import type { Phrase } from "../core/phrase";
import { JUDGE_FACTS } from "./facts";

function setupOptions(setup: MatchSetup): JudgeOptions {
  return judgeOptions(setup.options);
}

const ACT_TIMES = [300, 500] as const;

/**
 * A representative set of whole-round moves (timings cannot be enumerated): each seat does
 * nothing, hits or defends at 300 or 500 ms. It reaches every row of the decision tables, including
 * exact ties (both at 300 ms) and both orders.
 */
function buildRepresentativeMoves(round: number): JudgeMove[] {
  const choices: ({ act: Act; ms: number } | null)[] = [null];
  for (const act of ["hit", "defend"] as const) for (const ms of ACT_TIMES) choices.push({ act, ms });
  const out: JudgeMove[] = [];
  for (const a of choices)
    for (const b of choices) {
      const actions: JudgeMove["actions"] = [];
      if (a) actions.push({ seat: 0, ...a });
      if (b) actions.push({ seat: 1, ...b });
      out.push({ round, actions });
    }
  return out;
}

/**
 * A random whole-round move for random-play, the benchmark and the property tests: each seat
 * sometimes does nothing (15%), usually does the right thing (80% of the others), at a reaction
 * time of 150..1350 ms; now and then the two actions are exactly simultaneous or within ε, and a
 * late answer to a mistake uses the extension. Always inside the window.
 */
export function randomJudgeMove(state: JudgeState, rng: Rng): JudgeMove {
  const round = nextRoundNumber(state) ?? 0;
  const pickets = currentPickets(state);
  if (!pickets) return { round, actions: [] };
  const later = laterSeat([monthOfCard(pickets[0]), monthOfCard(pickets[1])]);
  const o = state.opts;
  const acts: [TimedAction | null, TimedAction | null] = [null, null];
  for (const seat of [0, 1] as const) {
    if (rng.next() < 0.15) continue;
    const right: Act = later === null || later === seat ? "hit" : "defend";
    const act: Act = rng.next() < 0.8 ? right : right === "hit" ? "defend" : "hit";
    acts[seat] = { act, ms: 150 + rng.int(1200) + (rng.next() < 0.3 ? rng.int(1000) / 1000 : 0) };
  }
  const [a, b] = acts;
  if (a && b) {
    const x = rng.next();
    if (x < 0.05)
      b.ms = a.ms; // exact tie
    else if (x < 0.1)
      b.ms = Math.max(0, a.ms + rng.int(2 * o.epsilonMs + 1) - o.epsilonMs); // within or at ε
    else if (x < 0.15) {
      // A late answer to a mistake, inside the extension.
      for (const s of [0, 1] as const) {
        const m = acts[s]!;
        if (isMistake(later, s, m.act)) {
          const other = acts[s === 0 ? 1 : 0]!;
          other.ms = m.ms + rng.int(o.extensionMs + 1);
          break;
        }
      }
    }
  }
  const fixed: SeatActions = [a, b];
  // Pull a late action back to the main window's end (at most twice: then both are inside W).
  for (let w = windowEnd(later, fixed, o); w.bad !== null; w = windowEnd(later, fixed, o))
    fixed[w.bad]!.ms = o.windowMs;
  return moveToJson({ round, actions: fixed });
}

// Built once per round number and frozen (legalMoves is called on every bot turn).
const REPRESENTATIVE: readonly (readonly JudgeMove[])[] = Array.from(
  { length: MATCH_ROUNDS + SUDDEN_DEATH_ROUNDS + 1 },
  (_, r) =>
    Object.freeze(
      buildRepresentativeMoves(r).map(
        (m) =>
          Object.freeze({
            round: m.round,
            actions: Object.freeze(m.actions.map((a) => Object.freeze(a))),
          }) as JudgeMove,
      ),
    ),
);

function representativeMoves(round: number): readonly JudgeMove[] {
  return REPRESENTATIVE[round] ?? buildRepresentativeMoves(round);
}

function describe(state: JudgeState, raw: unknown): string {
  const parsed = parseMove(raw);
  if (!parsed.ok) return `an invalid move (${parsed.error.message})`;
  const pickets = currentPickets(state);
  const acts = parsed.move.actions;
  const part = (s: 0 | 1) => {
    const a = acts[s];
    return a ? `seat ${s} ${a.act === "hit" ? "hits" : "defends"} at ${a.ms} ms` : `seat ${s} does nothing`;
  };
  const head = `round ${parsed.move.round}`;
  if (!pickets || parsed.move.round !== nextRoundNumber(state)) return `${head}: ${part(0)}, ${part(1)}`;
  const step = playPicket(state, parsed.move);
  const vs = `${cardLabel(pickets[0])} vs ${cardLabel(pickets[1])}`;
  if (!step.ok) return `${head}, ${vs}: ${part(0)}, ${part(1)} (${step.error.message})`;
  return `${head}, ${vs}: ${part(0)}, ${part(1)}. ${outcomeText(step.picket)}`;
}

/** describeMove as data for the app's catalogs (phrases.ts); null for a move that does not parse. */
function phrase(state: JudgeState, raw: unknown): Phrase | null {
  const parsed = parseMove(raw);
  if (!parsed.ok) return null;
  if (!currentPickets(state) || parsed.move.round !== nextRoundNumber(state)) return actionsPhrase(parsed.move);
  const step = playPicket(state, parsed.move);
  return step.ok ? picketPhrase(parsed.move, step.picket) : actionsPhrase(parsed.move);
}

function explain(state: JudgeState, roundIndex: number): RoundExplanation | null {
  const r = state.result;
  if (roundIndex !== 0 || !r || state.phase !== "game-over") return null;
  const notes: string[] = [
    "Each card in a score pile is worth 1 point; 4 or more of the five brights earn +10; heads never count.",
  ];
  switch (r.finalPot.kind) {
    case "discarded":
      notes.push(`${plural(r.finalPot.cards.length, "card")} left in the pot after round 23 were discarded.`);
      break;
    case "split":
      notes.push(
        `${plural(r.finalPot.cards.length, "card")} left in the pot after round 23 were split: each player took back the pickets they had turned.`,
      );
      break;
    case "to-seat":
      notes.push(
        `${plural(r.finalPot.cards.length, "card")} left in the pot after round 23 went to seat ${r.finalPot.seat}, the higher score (${r.pointsBeforePot[0]} to ${r.pointsBeforePot[1]}).`,
      );
      break;
    case "none":
      break;
  }
  if (r.decidedBy === "sudden-death")
    notes.push(`Level scores; seat ${r.winner} won sudden-death round ${r.suddenDeathRound} and the match.`);
  else if (r.decidedBy === "draw")
    notes.push(
      state.suddenDeath ? "Level scores, and no sudden-death round was decided: a draw." : "Level scores: a draw.",
    );
  return {
    round: 0,
    sides: ([0, 1] as const).map((seat) => {
      const s = r.sides[seat];
      const pile = r.scorePiles[seat];
      return {
        side: seat,
        seats: [seat],
        steps: [
          {
            label: `Cards in the score pile (${s.cards} × 1)`,
            cards: pile.map((c) => cardCode(c)),
            points: s.cards,
            phrase: pilePhrase(s.cards),
          },
          {
            label: s.bonus
              ? `Four-brights bonus (${plural(s.brights.length, "bright")})`
              : `No bright bonus (${s.brights.length} of the 4 brights needed)`,
            cards: s.brights.map((c) => cardCode(c)),
            points: s.bonus,
            phrase: bonusPhrase(s.brights.length, s.bonus),
          },
        ],
        total: s.points,
      };
    }),
    notes,
    notePhrases: notePhrases(r, MATCH_ROUNDS, state.suddenDeath !== null),
  };
}

export const judgeRuleset: Ruleset<JudgeState, JudgeMove, JudgeView> = {
  ...JUDGE_FACTS,
  title: "Judge",
  summary:
    "A reaction duel of 23 rounds: flip your picket, the later month hits the other's head card, the earlier month defends in time.",
  standardRules:
    "Judge (v1.1) played online: a reaction window of 1.5 seconds, actions within 10 ms count as simultaneous, a tie between a hit and a defence goes to the hit.",
  progress: judgeProgress,
  fallbackMove: judgeFallbackMove,

  /** Judge has no dealer: `opts.firstDealer` is ignored. */
  newGame(setup: MatchSetup, seed: string, _opts?: NewGameOptions) {
    const v = judgeRuleset.validateSetup(setup);
    if (!v.ok) return v;
    const rng = Rng.fromSeed(seed);
    const deal = shuffledDeal(rng);
    return ok(withDeal(initialState(v.value, setupOptions(v.value), rng.state()), deal));
  },

  newGameAwaitingDeal(setup: MatchSetup) {
    return initialState(setup, setupOptions(setup), null);
  },

  startRound(state: JudgeState, dealer: number | null, deal: unknown): MoveResult<JudgeState> {
    if (state.phase !== "awaiting-deal" || state.dealt.length > 0)
      return err("already-dealt", "a Judge record holds one round object, the whole match");
    if (dealer !== null && dealer !== undefined) return err("bad-dealer", "Judge has no dealer (leave it out)");
    const parsed = parseDeal(deal);
    if (!parsed.ok) return parsed;
    return { ok: true, state: withDeal(state, parsed.deal) };
  },

  dealFromSeed(_state: JudgeState, _dealer: number | null, seed: string) {
    return dealToJson(shuffledDeal(Rng.fromSeed(seed)));
  },

  phase: (state): Phase => state.phase,
  expectedDealer: () => null,
  toAct: (state) => (state.phase === "playing" ? [0, 1] : []),

  legalMoves(state, seat) {
    if (state.phase !== "playing" || (seat !== 0 && seat !== 1)) return [];
    return representativeMoves(nextRoundNumber(state)!);
  },

  applyMove(state, move) {
    const parsed = parseMove(move);
    if (!parsed.ok) return parsed;
    const step = playPicket(state, parsed.move);
    return step.ok ? { ok: true, state: step.state } : step;
  },

  playerView: (state, seat) => buildView(state, seat),
  // Judge keeps no finished rounds in its view: a board gets all of it.
  boardView: (view) => view,
  describeMove: (state, move) => describe(state, move),
  phraseMove: (state, move) => phrase(state, move),

  dealtRounds: (state) => state.dealt,

  roundSummaries(state): RoundSummary[] {
    if (state.phase !== "game-over" || !state.result) return [];
    const r = state.result;
    return [{ scores: [r.sides[0].points, r.sides[1].points], yaku: [[], []], winner: r.winner, nextDealer: null }];
  },

  totals: (state) => currentPoints(state),
  winner: (state) => matchWinner(state),
  explainRound: (state, i) => explain(state, i),
  randomMove: (state, rng) => randomJudgeMove(state, rng),
};
