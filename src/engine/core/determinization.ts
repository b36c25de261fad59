// A game's determinization for the bots from its parts: the template a view gives (everything but the hidden
// cards), the fill of that template with hidden cards, and its sampler of hidden cards for a template.

import { ok, type Result } from "./result";
import type { Rng } from "./rng";
import type { MatchSetup } from "./ruleset";

export interface Determinization<V, H, S> {
  /** The full state a view stands for once its hidden cards are given. */
  stateFromView: (setup: MatchSetup, view: V, hidden: H) => Result<S>;
  /** A sampler of states for `view`, the hidden cards dealt at random; the view is read once, each call deals anew. */
  determinizer: (setup: MatchSetup, view: V) => Result<(rng: Rng) => Result<S>>;
  /** One state for `view` with the hidden cards dealt at random. */
  determinize: (setup: MatchSetup, view: V, rng: Rng) => Result<S>;
}

export function determinizationOf<V, T, H, S>(
  templateOf: (setup: MatchSetup, view: V) => Result<T>,
  fill: (t: T, hidden: H) => Result<S>,
  sampler: (t: T, view: V) => (rng: Rng) => Result<S>,
): Determinization<V, H, S> {
  function determinizer(setup: MatchSetup, view: V): Result<(rng: Rng) => Result<S>> {
    const t = templateOf(setup, view);
    return t.ok ? ok(sampler(t.value, view)) : t;
  }
  return {
    stateFromView: (setup, view, hidden) => {
      const t = templateOf(setup, view);
      return t.ok ? fill(t.value, hidden) : t;
    },
    determinizer,
    determinize: (setup, view, rng) => {
      const d = determinizer(setup, view);
      return d.ok ? d.value(rng) : d;
    },
  };
}
