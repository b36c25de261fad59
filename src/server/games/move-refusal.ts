// Why the engine refused a move, as the Errors catalog says it (moveRefused): the engine's code picks the sentence,
// since its own message is English and names cards by their codes ("M02-0 is not in your hand").
import type { EngineError } from "~/engine/core/result";
import { DomainError } from "../errors";

const WHY: Readonly<Record<string, string>> = {
  "not-your-turn": "notYourTurn",
  "not-in-hand": "notInHand",
  "take-required": "chooseTake",
  "must-play": "playFirst",
  "must-draw": "drawNow",
  "bid-now": "bidFirst",
  "too-late": "fourTooLate",
  "no-four": "noFour",
  "wrong-step": "notNow",
  "not-playing": "noRound",
  "no-round": "noRound",
  "game-over": "noRound",
};

/** The refusal of a move the engine did not accept; the catalog's general sentence for a code it has none for. */
export function moveRefused(error: EngineError): DomainError {
  return new DomainError("BAD_REQUEST", "moveRefused", { params: { why: WHY[error.code] ?? "other" } });
}
