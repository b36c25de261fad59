// The stand-in: who moves for a seat whose time ran out, or that was forfeited. It sees what that seat sees (its
// player view and legal moves), never the rest of the state.
//
// It plays like the engine's heuristic bot (src/engine/bots, level "heuristic": greedy on card values and yaku,
// Sutda bets by hand strength), seeded by game, seq and seat so a replayed deadline makes the same move. Should the
// bot fail, the simplest safe policy takes over:
//  - fishing games (Sakura, SFJ, Mushi): the capture worth the most (the played or drawn card and what it takes, in
//    the game's card values); with no capture, lay the card worth the least. Other choices (a hiki, a bid, a dealer,
//    a four to replace or declare) are the first legal move the engine lists, never a bet above the minimum.
//  - Sutda: follow when it costs nothing more, else fold.
// A Sutda seat whose player left the game (resigned, forfeited) takes no further part: it folds every hand (and opens
// with the smallest bet only when the Oya's opening is compulsory), so its chips go to nobody's luck.
import { chooseMove, type BotInput } from "~/engine/bots";
import { Rng } from "~/engine/core/rng";
import { MUSHI_VALUE, SAKURA_VALUE, SFJ_VALUE, parseCard } from "~/engine/core/cards";
import type { AnyRuleset, MatchSetup } from "~/engine/core/ruleset";
import type { MushiView } from "~/engine/mushi";
import type { SakuraView } from "~/engine/sakura";
import type { SfjView } from "~/engine/sfj";
import type { SutdaView } from "~/engine/sutda";

type Move = Record<string, unknown>;

const VALUES: Record<string, readonly number[]> = { sakura: SAKURA_VALUE, sfj: SFJ_VALUE, mushi: MUSHI_VALUE };

function fieldOf(game: string, view: unknown): string[] {
  if (game === "sakura") return (view as SakuraView).round?.field ?? [];
  if (game === "sfj") return (view as SfjView).field ?? [];
  if (game === "mushi") return (view as MushiView).round?.table ?? [];
  return [];
}

function turnedOf(game: string, view: unknown): string | null {
  if (game === "sakura") return (view as SakuraView).round?.drawing ?? null;
  if (game === "sfj") return (view as SfjView).turnedCard ?? null;
  if (game === "mushi") return (view as MushiView).round?.turned ?? null;
  return null;
}

const monthOfCode = (code: string) => ((parseCard(code) ?? 0) >> 2) + 1;

/** What a play or draw move is worth to its seat: card and captures when it captures, else minus the card laid. */
function fishingScore(game: string, view: unknown, m: Move): number | null {
  const value = (code: unknown) => (typeof code === "string" ? (VALUES[game]![parseCard(code) ?? -1] ?? 0) : 0);
  const card = typeof m.play === "string" ? m.play : m.draw === true ? turnedOf(game, view) : null;
  if (card === null) {
    // A draw whose card this seat cannot see yet (no choice to make): neutral.
    return m.draw === true ? 0 : null;
  }
  let taken: string[];
  if (typeof m.take === "string") taken = [m.take];
  else {
    const same = fieldOf(game, view).filter((c) => monthOfCode(c) === monthOfCode(card));
    taken = same.length === 1 || same.length >= 3 ? same : [];
  }
  if (taken.length === 0) return -1000 - value(card);
  return value(card) + taken.reduce((a, c) => a + value(c), 0);
}

function chooseFishing(game: string, view: unknown, legal: readonly Move[]): Move {
  let best: Move | null = null;
  let bestScore = -Infinity;
  for (const m of legal) {
    const score = fishingScore(game, view, m);
    if (score === null) continue;
    if (score > bestScore) {
      best = m;
      bestScore = score;
    }
  }
  return best ?? legal[0]!;
}

function chooseSutda(view: SutdaView, seat: number, legal: readonly Move[]): Move {
  const call = legal.find((m) => m.call === true);
  const mine = view.seats[seat]?.bid ?? 0;
  if (call && view.auction && mine >= view.auction.high) return call;
  const fold = legal.find((m) => m.fold === true);
  if (fold) return fold;
  if (call) return call;
  // Opening is compulsory when folding is not offered: the smallest bet.
  const bets = legal.filter((m) => typeof m.bet === "number").sort((a, b) => (a.bet as number) - (b.bet as number));
  return bets[0] ?? legal[0]!;
}

/** The simple policy alone (the fallback; tests). */
export function safestMove(ruleset: AnyRuleset, state: unknown, seat: number): Move | null {
  const legal = ruleset.legalMoves(state, seat) as readonly Move[];
  if (legal.length === 0) return null;
  const view = ruleset.playerView(state, seat);
  const chosen =
    ruleset.game === "sutda"
      ? chooseSutda(view as SutdaView, seat, legal)
      : VALUES[ruleset.game]
        ? chooseFishing(ruleset.game, view, legal)
        : legal[0]!;
  // A plain JSON copy: engines hand out shared frozen move objects.
  return JSON.parse(JSON.stringify(chosen)) as Move;
}

/** A Sutda seat that left the game: fold; when folding is not offered, the cheapest move. */
function leavingSutdaMove(legal: readonly Move[]): Move {
  const fold = legal.find((m) => m.fold === true);
  if (fold) return fold;
  const call = legal.find((m) => m.call === true);
  if (call) return call;
  const bets = legal.filter((m) => typeof m.bet === "number").sort((a, b) => (a.bet as number) - (b.bet as number));
  return bets[0] ?? legal[0]!;
}

/**
 * The stand-in's move for `seat` (which must be to act), or null when the engine offers none (or for Judge).
 * `left`: the seat is forfeited (its player resigned or ran out of time for good).
 */
export function standInMove(
  ruleset: AnyRuleset,
  state: unknown,
  seat: number,
  setup: MatchSetup,
  seedKey: string,
  left = false,
): Move | null {
  if (ruleset.game === "judge") return null;
  const legal = ruleset.legalMoves(state, seat);
  if (legal.length === 0) return null;
  if (left && ruleset.game === "sutda")
    return JSON.parse(JSON.stringify(leavingSutdaMove(legal as readonly Move[]))) as Move;
  try {
    const input = {
      game: ruleset.game,
      setup,
      seat,
      view: ruleset.playerView(state, seat),
      legalMoves: legal,
      level: "heuristic",
      rng: Rng.fromSeed(seedKey),
    } as BotInput;
    const move = JSON.parse(JSON.stringify(chooseMove(input))) as Move;
    if (ruleset.applyMove(state, move).ok) return move;
    console.error(
      `[stand-in] the ${ruleset.game} bot chose an illegal move ${JSON.stringify(move)}; playing the safest move instead`,
    );
  } catch (e) {
    console.error(
      `[stand-in] the ${ruleset.game} bot failed (${(e as Error).message}); playing the safest move instead`,
    );
  }
  return safestMove(ruleset, state, seat);
}

/**
 * The stand-in's move for `seat` of a game in play (see standInMove), with the state it leads to. A seat to act with
 * no legal move, or a move the engine refuses, means the stored game is broken: an error naming it.
 */
export function standInTurn(
  game: { id: string; ruleset: AnyRuleset; state: unknown; matchSetup: MatchSetup },
  seat: number,
  seedKey: string,
  left = false,
): { move: Move; next: unknown } {
  const move = standInMove(game.ruleset, game.state, seat, game.matchSetup, seedKey, left);
  if (!move) throw new Error(`game ${game.id}: seat ${seat} is to act but has no legal move`);
  const next = game.ruleset.applyMove(game.state, move);
  if (!next.ok)
    throw new Error(`game ${game.id}: the stand-in's move ${JSON.stringify(move)} was refused (${next.error.message})`);
  return { move, next: next.state };
}
