// Helpers shared by the Mushi tests: a position from a spec, and moves applied in turn, each one required legal.

import { positionState, type PositionSpec } from "./position";
import { mushiRuleset as R } from "./ruleset";
import type { MushiState } from "./state";

export function position(spec: PositionSpec): MushiState {
  const res = positionState(spec);
  if (!res.ok) throw new Error(res.error.message);
  return res.value;
}

export function apply(s: MushiState, ...moves: unknown[]): MushiState {
  for (const m of moves) {
    const res = R.applyMove(s, m);
    if (!res.ok) throw new Error(`${JSON.stringify(m)}: ${res.error.message}`);
    s = res.state;
  }
  return s;
}
