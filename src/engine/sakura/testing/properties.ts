// The machinery of Sakura's property tests (properties-*.test.ts): seeded random games across player
// counts, team layouts and option sets, checked at every step. Throws on the first violation.
import { CARD_CODES, SAKURA_VALUE } from "../../core/cards";
import { Rng } from "../../core/rng";
import type { OptionValue } from "../../core/options";
import type { MatchSetup } from "../../core/ruleset";
import { foldRecord, parseRecord, recordFromMoves } from "../../record";
import { GAJI } from "../gaji";
import { SAKURA_OPTION_SPECS } from "../options";
import { sakuraTeamLayouts } from "../setup";
import {
  CAPTURED,
  DEAD,
  FIELD,
  IN_PLAY,
  packHands,
  PILE,
  STEP_BID,
  STEP_DRAW,
  STEP_GAJI_TARGET,
  STEP_OVER,
  STEP_PLAY,
  type SakuraState,
} from "../state";
import { R, setupOf } from "./kit";
import { YAKU_POINTS } from "../yaku";

/** A random setup: players 2-7, teams when the count allows, every option drawn from its values. */
export function randomSetup(rng: Rng): MatchSetup {
  const options: Record<string, OptionValue> = {};
  for (const spec of SAKURA_OPTION_SPECS) {
    if (rng.int(3) === 0) continue; // leave about a third at their defaults
    if (spec.kind === "enum") options[spec.name] = spec.values[rng.int(spec.values.length)]!.value;
    else if (spec.kind === "boolean") options[spec.name] = rng.int(2) === 1;
  }
  options.rounds = 1 + rng.int(2);
  let players = 2 + rng.int(6);
  let teams: number[][] | null = null;
  if (options.oibana === "on") {
    players = 3 + rng.int(4);
    options.match_scoring = "cumulative";
  } else {
    const layouts = sakuraTeamLayouts(players);
    if (layouts.length && rng.int(2) === 0) teams = layouts[rng.int(layouts.length)]!.map((t) => [...t]);
  }
  return setupOf(players, options, teams);
}

function fail(msg: string): never {
  throw new Error(msg);
}

/** Every card has one valid location; the packed hand sizes and the pile agree with it. */
function checkCards(s: SakuraState): void {
  const r = s.round;
  if (!r) return;
  const cfg = s.cfg;
  const loc = r.loc;
  if (loc.length !== 48) fail("loc length");
  for (let c = 0; c < 48; c++) {
    const w = loc[c]!;
    const ok =
      (w >= 0 && w < cfg.players) ||
      w === FIELD ||
      w === PILE ||
      w === DEAD ||
      w === IN_PLAY ||
      (w >= CAPTURED && w < CAPTURED + cfg.sides);
    if (!ok) fail(`card ${CARD_CODES[c]} at invalid location ${w}`);
  }
  if (r.hands !== packHands(loc)) fail("packed hand sizes out of step");
  const pile = r.info.pile;
  for (let i = 0; i < pile.length; i++) {
    const atPile = loc[pile[i]!] === PILE;
    if (atPile !== i >= r.pileTop)
      fail(`pile card ${i} (${CARD_CODES[pile[i]!]}) drawn=${i < r.pileTop} but loc ${loc[pile[i]!]}`);
  }
  let pileCards = 0;
  for (let c = 0; c < 48; c++) if (loc[c] === PILE) pileCards++;
  if (pileCards !== pile.length - r.pileTop && r.step !== STEP_BID) fail("pile count");
  const inPlay = loc.filter((w) => w === IN_PLAY).length;
  if (inPlay !== (r.step === STEP_GAJI_TARGET ? 1 : 0) || (inPlay && loc[GAJI] !== IN_PLAY)) fail("in-play Gaji");
  if (r.step !== STEP_OVER && r.step !== 5 && r.info.active.indexOf(r.turn) < 0) fail("turn of an inactive seat");
}

/** Every dealt round object (cancelled ones included) has the sizes of the deal table. */
function checkDealSizes(s: SakuraState): void {
  const { hand, field, pile } = s.cfg.sizes;
  for (const d of s.dealt) {
    const deal = d.deal as { hands: string[][]; field: string[]; pile: string[] };
    if (
      deal.hands.length !== s.cfg.players ||
      deal.hands.some((h) => h.length !== hand) ||
      deal.field.length !== field ||
      deal.pile.length !== pile
    )
      fail("deal sizes differ from the deal table");
    if (new Set([...deal.hands.flat(), ...deal.field, ...deal.pile]).size !== 48)
      fail("a deal does not hold all 48 cards once");
  }
}

/** No card in another seat's hand or in the pile appears in a seat's view of the round. */
function checkViews(s: SakuraState): void {
  const r = s.round;
  if (!r) return;
  const seats: (number | null)[] = [null, ...Array.from({ length: s.cfg.players }, (_, i) => i)];
  for (const seat of seats) {
    const v = R.playerView(s, seat);
    const whole = JSON.stringify(v);
    if (/"rng"|"deal"|"pile"\s*:/.test(whole)) fail("view exposes rng, deal or pile");
    const json = JSON.stringify(v.round);
    for (let c = 0; c < 48; c++) {
      const w = r.loc[c]!;
      const hidden = (w < FIELD && w !== seat) || w === PILE;
      if (!hidden) continue;
      if (v.round?.drawing === CARD_CODES[c] && seat === r.turn && r.step === STEP_DRAW && r.info.pile[r.pileTop] === c)
        continue;
      if (json.includes(`"${CARD_CODES[c]}"`)) fail(`view of ${seat} shows hidden ${CARD_CODES[c]} (at ${w})`);
    }
    if (seat === null && v.round?.hand !== null) fail("spectator sees a hand");
  }
}

/** Scores follow from the captured cards and card values are conserved. */
function checkResults(s: SakuraState): void {
  for (const res of s.results) {
    if (res.cancelled) {
      if (
        res.summary.scores.some((x) => x !== 0) ||
        res.summary.winner !== null ||
        res.summary.nextDealer !== res.dealer
      )
        fail("cancelled round");
      continue;
    }
    if (res.teshi) continue;
    const total =
      res.values.reduce((a, b) => a + b, 0) + [...res.dead, ...res.undrawn].reduce((a, c) => a + SAKURA_VALUE[c]!, 0);
    if (total !== 240) fail(`values do not add up: ${total}`);
    const playing = [...new Set(res.participants.map((p) => s.cfg.sideOf[p]!))];
    const yakuTotal = playing.reduce((a, side) => a + res.yaku[side]!.length, 0);
    if (s.cfg.rules.yakuEffect === 0)
      for (const side of playing)
        if (res.points[side] !== res.values[side]! - YAKU_POINTS * (yakuTotal - res.yaku[side]!.length))
          fail("round score");
    if (s.cfg.rules.oibana && res.summary.scores.reduce((a, b) => a + b, 0) !== 0)
      fail("Oi-bana payments are not zero-sum");
    const best = Math.max(...playing.map((side) => res.points[side]!));
    if (res.points[res.winner!] !== best) fail("winner is not the highest score");
  }
}

export interface Played {
  setup: MatchSetup;
  seed: string;
  moves: unknown[];
  final: SakuraState;
}

export function playGame(index: number, deep: boolean): Played {
  const pick = Rng.fromSeed(`prop-setup-${index}`);
  const setup = randomSetup(pick);
  const seed = `prop-${index}`;
  const started = R.newGame(setup, seed);
  if (!started.ok) fail(started.error.message);
  let s = started.value;
  const rng = Rng.fromSeed(`prop-moves-${index}`);
  const moves: unknown[] = [];
  let roundMoves = 0;
  let roundIndex = s.round?.info.index ?? -1;
  const draws = new Map<number, number>();
  checkCards(s);
  while (s.phase === "playing") {
    const r = s.round!;
    if (r.info.index !== roundIndex) {
      roundIndex = r.info.index;
      roundMoves = 0;
      draws.clear();
      checkDealSizes(s);
    }
    if (++roundMoves > 400) fail("a round does not end");
    const seat = R.toAct(s)[0]!;
    const legal = R.legalMoves(s, seat);
    if (legal.length === 0) fail(`seat ${seat} has no legal move in step ${r.step}`);
    // Sizes per the rules at each turn start: a seat's hand never exceeds the deal minus its finished turns.
    if (r.step === STEP_PLAY && r.bids === null) {
      const done = draws.get(seat) ?? 0;
      const hand = (r.hands >>> (seat * 4)) & 15;
      if (hand > s.cfg.sizes.hand - done) fail("hand larger than the deal allows");
    }
    const m = legal[rng.int(legal.length)];
    const beforeLoc = r.loc.slice();
    const [bTurn, bStep, bTop, bHands, bGaji, bSummaries, bTotals] = [
      r.turn,
      r.step,
      r.pileTop,
      r.hands,
      r.gajiSide,
      s.summaries.length,
      s.totals.slice(),
    ];
    const next = R.applyMove(deep ? deepFreeze(s) : s, deep ? JSON.parse(JSON.stringify(m)) : m);
    if (!next.ok) fail(`legal move refused: ${JSON.stringify(m)}: ${next.error.message}`);
    // applyMove never mutates its input.
    for (let c = 0; c < 48; c++) if (r.loc[c] !== beforeLoc[c]) fail("applyMove mutated the location array");
    if (
      r.turn !== bTurn ||
      r.step !== bStep ||
      r.pileTop !== bTop ||
      r.hands !== bHands ||
      r.gajiSide !== bGaji ||
      s.summaries.length !== bSummaries ||
      s.totals.some((t, i) => t !== bTotals[i])
    )
      fail("applyMove mutated the state");
    if ("draw" in (m as object) && r.step === STEP_DRAW) draws.set(seat, (draws.get(seat) ?? 0) + 1);
    moves.push(m);
    s = next.state;
    checkCards(s);
    if (deep) checkViews(s);
    // Round end: with the pile drawn out every playing seat drew the same number of cards.
    if (s.round!.info.index !== roundIndex || s.round!.step === STEP_OVER) {
      const res = s.results.find((x) => x.index === roundIndex);
      if (res && !res.cancelled && !res.teshi && res.undrawn.length === 0) {
        const counts = res.participants.map((p) => draws.get(p) ?? 0);
        const expected =
          s.round!.info.index === roundIndex ? s.round!.info.pile.length / res.participants.length : counts[0];
        if (counts.some((x) => x !== expected)) fail(`draws per seat ${counts.join(",")}`);
      }
    }
  }
  if (s.phase !== "game-over") fail(`game stopped in phase ${s.phase}`);
  checkDealSizes(s);
  if (s.played !== s.cfg.rules.rounds) fail("round count");
  checkResults(s);
  return { setup, seed, moves, final: s };
}

function deepFreeze<T>(o: T, seen = new Set<unknown>()): T {
  // States share structure: whatever a previous step froze is frozen all the way down already.
  if (o === null || typeof o !== "object" || seen.has(o) || Object.isFrozen(o)) return o;
  seen.add(o);
  for (const k of Object.keys(o as object)) {
    const d = Object.getOwnPropertyDescriptor(o, k);
    if (d && "value" in d) deepFreeze(d.value, seen);
  }
  return Object.freeze(o);
}

/** Writes the record of a played game, reads it back from JSON and folds it: same summaries, totals and final cards. */
export function checkRecord(p: Played): void {
  const names = Array.from({ length: p.setup.players }, (_, i) => `p${i}`);
  const written = recordFromMoves(R, p.setup, p.seed, names, p.moves);
  if (!written.ok) fail(`record write: ${written.message}`);
  const doc = JSON.parse(JSON.stringify(written.record)) as unknown;
  const parsed = parseRecord(doc);
  if (!parsed.ok) fail(`record parse: ${parsed.error.message}`);
  const folded = foldRecord<SakuraState>(parsed.value);
  if (!folded.ok) fail(`record fold: ${JSON.stringify(folded.error)}`);
  const a = p.final;
  const b = folded.value;
  const same = (x: unknown, y: unknown, what: string) => {
    if (JSON.stringify(x) !== JSON.stringify(y)) fail(`replayed record differs in ${what}`);
  };
  same(b.summaries, a.summaries, "summaries");
  same(b.totals, a.totals, "totals");
  same(b.phase, a.phase, "phase");
  same(b.round!.loc, a.round!.loc, "final card locations");
  same(R.playerView(b, null), { ...R.playerView(a, null), firstDealerDraws: null }, "the final view");
}

/** Games [from, to): invariants at every step; deep-frozen states and view checks every 100th game; record replay every 5th. */
export function runGames(from: number, to: number): Map<number, number> {
  const perPlayers = new Map<number, number>();
  for (let i = from; i < to; i++) {
    const p = playGame(i, i % 100 === 0);
    perPlayers.set(p.setup.players, (perPlayers.get(p.setup.players) ?? 0) + 1);
    if (i % 5 === 0) checkRecord(p);
  }
  return perPlayers;
}
