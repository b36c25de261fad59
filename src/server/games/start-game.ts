// A full table starts its game: the setup the table was created with, a fresh secret seed (32 random bytes, hex) and
// its public commitment sha256(seed), and the engine's seeded start (which draws the first dealer). Pure apart from
// the random seed, so it runs inside the table's lock without touching the database.
import { createHash, randomBytes } from "node:crypto";
import type { AnyRuleset, MatchSetup } from "~/engine/core/ruleset";
import type { NewGameRow, TableRecord } from "../repositories/tables";
import { earliestWarning, gameDeadline, initialBankMs, storedTimeControl } from "./time-control";

export interface PreparedStart {
  row: NewGameRow;
  state: unknown;
  /** Each seat's starting time bank (time control "bank"), else null. */
  bankMs: number | null;
  /** When the first turn's "your time is running out" is due (deadline-warning.ts), null for none. */
  warningAt: Date | null;
}

export function newSeed(): { seed: string; commitment: string } {
  const seed = randomBytes(32).toString("hex");
  return { seed, commitment: createHash("sha256").update(seed).digest("hex") };
}

/** `firstDealer`: the seat that deals the first round (a tournament's rotation) instead of the engine's draw. */
export function prepareStart(
  ruleset: AnyRuleset,
  table: Pick<TableRecord, "id" | "playerCount" | "teams" | "options" | "timeControl">,
  now: Date,
  seed = newSeed(),
  firstDealer: number | null = null,
): PreparedStart {
  const checked = ruleset.validateSetup({ players: table.playerCount, teams: table.teams, options: table.options });
  if (!checked.ok) throw new Error(`table ${table.id}: its setup no longer validates (${checked.error.message})`);
  const setup: MatchSetup = checked.value;
  const started = ruleset.newGame(setup, seed.seed, firstDealer !== null ? { firstDealer } : undefined);
  if (!started.ok) throw new Error(`table ${table.id}: the game does not start (${started.error.message})`);
  const state = started.value;
  const tc = storedTimeControl(table.timeControl);
  const bankMs = initialBankMs(tc);
  // A deal can decide a game at once (a one-round Sakura game won by a dealt hand).
  const over = ruleset.phase(state) === "game-over";
  const toAct = over ? [] : [...ruleset.toAct(state)];
  const seats = Array.from({ length: table.playerCount }, (_, seat) => ({ seat, bankMs, forfeited: false }));
  return {
    row: {
      game: ruleset.game,
      seed: seed.seed,
      seedCommitment: seed.commitment,
      setup: JSON.parse(JSON.stringify(setup)) as NewGameRow["setup"],
      firstDealer,
      toAct,
      turnStartedAt: now,
      deadlineAt: ruleset.traits.realTime || over ? null : gameDeadline(tc, seats, toAct, now),
      status: over ? "FINISHED" : "ACTIVE",
      finishedAt: over ? now : null,
    },
    state,
    bankMs,
    warningAt: ruleset.traits.realTime || over ? null : earliestWarning(tc, seats, toAct, now),
  };
}
