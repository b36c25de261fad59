// Test helpers for the bots (only tests and benchmarks import this): setups with a spread of player
// counts and house rules per game, and seeded random positions reached by uniform random play.

import { parseOptionValues, type OptionValue, type OptionValues } from "../../core/options";
import { Rng } from "../../core/rng";
import type { AnyEngineRuleset, EngineGameName, GameName, MatchSetup, Teams } from "../../core/ruleset";
import { getEngineRuleset } from "../../registry";

export function rulesetOf(game: EngineGameName): AnyEngineRuleset {
  const r = getEngineRuleset(game);
  if (!r) throw new Error(`no ruleset for ${game}`);
  return r;
}

export function setupFor(
  game: EngineGameName,
  players: number,
  options: Record<string, OptionValue> = {},
  teams: Teams = null,
): MatchSetup {
  const r = rulesetOf(game);
  const parsed = parseOptionValues(r.optionSpecs, options, game);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const v = r.validateSetup({ players, teams, options: parsed.value });
  if (!v.ok) throw new Error(`${game} ${players}p ${JSON.stringify(options)}: ${v.error.message}`);
  return v.value;
}

/** The option values of one of a game's presets. */
function presetValues(game: EngineGameName, name: string): OptionValues {
  const preset = rulesetOf(game).presets.find((p) => p.name === name);
  if (!preset) throw new Error(`no preset ${name} for ${game}`);
  return preset.values;
}

const SAKURA_VARIANTS: readonly Record<string, OptionValue>[] = [
  {},
  presetValues("sakura", "hawaii_fudawiki"),
  { gaji: "off", must_play_matching_if_able: true },
  {
    gaji_wild_when_drawn: true,
    gaji_may_be_discarded: true,
    blocked_gaji: "return_to_hand",
    leftover_cards: "all_to_gaji_user",
  },
  {
    hiki: "field_triple_only",
    gaji_on_initial_field: "discarded",
    two_player_end: "stop_when_hands_empty",
    yaku_effect: "transfer_50",
  },
  { hiki: "bga_single_turn", match_scoring: "victories", basa_chu: "both", yaku_effect: "holder_plus_50" },
];

const MUSHI_VARIANTS: readonly Record<string, OptionValue>[] = [
  {},
  {
    deck: 48,
    table_misdeal: "elder_captures",
    five_brights: "on_30",
    last_lightning: "captures_all_remaining",
  },
  {
    hand_four_of_a_kind: "play_on",
    table_four_pairs: "redeal",
    last_lightning: "captures_remaining_rain",
  },
];

/** A spread of setups for a game: every player count (teams too) and several house-rule sets. */
export function setupsFor(game: GameName): MatchSetup[] {
  const out: MatchSetup[] = [];
  switch (game) {
    case "sakura":
      for (let n = 2; n <= 7; n++) for (const o of SAKURA_VARIANTS) out.push(setupFor(game, n, { ...o, rounds: 3 }));
      out.push(
        setupFor(game, 4, { rounds: 3 }, [
          [0, 2],
          [1, 3],
        ]),
      );
      out.push(
        setupFor(game, 4, { rounds: 3, team_next_dealer: "team_chooses" }, [
          [0, 2],
          [1, 3],
        ]),
      );
      out.push(
        setupFor(game, 6, { rounds: 3, team_next_dealer: "rotate_within_team" }, [
          [0, 3],
          [1, 4],
          [2, 5],
        ]),
      );
      out.push(
        setupFor(game, 6, { rounds: 3, blocked_gaji: "return_to_hand" }, [
          [0, 2, 4],
          [1, 3, 5],
        ]),
      );
      for (const n of [3, 4, 5, 6]) out.push(setupFor(game, n, { rounds: 3, oibana: "on" }));
      return out;
    case "sfj":
      for (const n of [2, 3, 4]) {
        out.push(setupFor(game, n, { rounds: 6 }));
        out.push(
          setupFor(game, n, { rounds: 6, must_play_matching_if_able: true, chaff_value: 1, bright_roles_stack: true }),
        );
      }
      return out;
    case "mushi":
      for (const o of MUSHI_VARIANTS) out.push(setupFor(game, 2, { rounds: 6, ...o }));
      return out;
    case "sutda":
      for (const n of [2, 3, 4, 6, 10]) out.push(setupFor(game, n, { end: "rounds_N", rounds: 6 }));
      out.push(setupFor(game, 3, { stack: 6, ante: 1 }));
      out.push(
        setupFor(game, 4, { stack: 12, short_stack: "cap_table_bid", multiplier_base: "bids_only", tie: "rematch" }),
      );
      out.push(setupFor(game, 4, { ...presetValues(game, "standard_seotda"), stack: 20 }));
      out.push(
        setupFor(game, 5, {
          deck: "all40",
          allow_zero_open: true,
          ttaengjabi: "any_3_7",
          jangsa_funeral: "on",
          stack: 15,
        }),
      );
      return out;
    case "judge":
      out.push(setupFor(game, 2));
      out.push(
        setupFor(game, 2, {
          tie: "sudden_death_replay",
          final_pot: "split_evenly",
          unanswered_mistake: "later_wins",
          no_action: "earlier_wins",
          tie_hit_vs_def: "defence_wins",
        }),
      );
      return out;
    case "koikoi":
      out.push(setupFor(game, 2, { rounds: 3 }));
      out.push(
        setupFor(game, 2, {
          rounds: 3,
          koikoi_bonus: "opponent_count",
          koikoi_trigger: "new_only",
          sake_cup: "animal_only",
          field_brights: "multiply",
        }),
      );
      return out;
  }
}

export interface Position {
  game: GameName;
  setup: MatchSetup;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  state: any;
  /** A seat to act now. */
  seat: number;
}

/** One uniformly random legal move (Judge: the ruleset's random timed move). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function randomMoveOf(r: AnyEngineRuleset, state: any, seat: number, rng: Rng): unknown {
  if (r.randomMove) return r.randomMove(state, rng);
  const legal = r.legalMoves(state, seat);
  if (legal.length === 0) throw new Error(`${r.game}: no legal move for seat ${seat}`);
  return legal[rng.int(legal.length)];
}

/**
 * `count` random positions of `game`: seeded games over the setups of setupsFor, played with uniform
 * random moves, sampled at random moments (each position is a state with a seat to act).
 */
export function randomPositions(
  game: GameName,
  count: number,
  seed: string,
  setups: readonly MatchSetup[] = setupsFor(game),
): Position[] {
  const r = rulesetOf(game);
  const rng = Rng.fromSeed(`${game}/${seed}`);
  const out: Position[] = [];
  let g = 0;
  while (out.length < count) {
    const setup = setups[g % setups.length]!;
    const started = r.newGame(setup, `${seed}/${game}/${g++}`);
    if (!started.ok) throw new Error(started.error.message);
    let s = started.value;
    // Keep about one position in `every` moves, spread over the whole game.
    const every = 2 + rng.int(12);
    let moves = 0;
    while (r.phase(s) === "playing" && out.length < count && moves < 2000) {
      const toAct = r.toAct(s);
      if (toAct.length === 0) break;
      const seat = toAct[rng.int(toAct.length)]!;
      if (rng.int(every) === 0) out.push({ game, setup, state: s, seat });
      const next = r.applyMove(s, randomMoveOf(r, s, seat, rng));
      if (!next.ok) throw new Error(`${game}: random move refused: ${next.error.message}`);
      s = next.state;
      moves++;
    }
  }
  return out;
}
