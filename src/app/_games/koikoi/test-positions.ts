// Engine states for the Koi-Koi app tests: seat 0 captures the Moon beside the dry brights it already holds (the
// Crane and the Curtain), makes Sankō, turns a pile card that stays on the field, and must decide.
import type { KoikoiState } from "~/engine/koikoi";
import { play, position, type TestOptions } from "~/engine/koikoi/tests/kit";

export const BRIGHTS_HELD = ["M01-0", "M03-0"];

/** The decision of seat 0 with `mine` (beside the two brights) and `theirs` captured, the calls given. */
export function sankoDecision(
  mine: string[],
  theirs: string[],
  calls: number[] = [0, 0],
  options: TestOptions = {},
): KoikoiState {
  const s = position(
    {
      dealer: 0,
      turn: 0,
      hands: [
        ["M08-0", "M09-2"],
        ["M12-2", "M04-2"],
      ],
      field: ["M08-2", "M10-2"],
      pile: ["M07-2", "M01-3"],
      captured: [[...BRIGHTS_HELD, ...mine], theirs],
      calls,
    },
    options,
  );
  return play(s, [
    { seat: 0, play: "M08-0" },
    { seat: 0, draw: true },
  ]);
}
