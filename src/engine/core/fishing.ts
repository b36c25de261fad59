// The capture rule shared by the fishing games (Sakura, SFJ, Mushi): docs/rules/sakura.md, "A turn".
// A card played or drawn against the field captures by the number of same-month field cards:
// 0 → it stays, 1 → that card, 2 → the player chooses one, 3 → all three.
// Wild cards (Sakura's Gaji, Mushi's Lightning) are the games' own business.

import { monthOf, type CardId } from "./cards";
import { err, type EngineError } from "./result";

export type MatchResolution =
  | { kind: "none" }
  | { kind: "one"; take: CardId }
  | { kind: "choice"; options: readonly [CardId, CardId] }
  | { kind: "all"; takes: readonly CardId[] };

/**
 * How `card` resolves against `field`. `capturable` filters field cards that cannot be taken by an
 * ordinary match (Mushi's tabled Lightning, for instance); it defaults to every card.
 */
export function resolveMatch(
  field: readonly CardId[],
  card: CardId,
  capturable?: (fieldCard: CardId) => boolean,
): MatchResolution {
  const month = monthOf(card);
  let a = -1,
    b = -1,
    c = -1,
    n = 0;
  for (let i = 0; i < field.length; i++) {
    const f = field[i]!;
    if (monthOf(f) !== month || (capturable && !capturable(f))) continue;
    if (n === 0) a = f;
    else if (n === 1) b = f;
    else c = f;
    n++;
  }
  if (n === 0) return { kind: "none" };
  if (n === 1) return { kind: "one", take: a };
  if (n === 2) return { kind: "choice", options: [a, b] };
  return { kind: "all", takes: [a, b, c] };
}

/** The field cards a resolution captures, given the player's `take` (required for a choice). */
export function capturedBy(
  res: MatchResolution,
  take: CardId | undefined,
): { ok: true; taken: readonly CardId[] } | { ok: false; error: EngineError } {
  switch (res.kind) {
    case "none":
      if (take !== undefined) return err("bad-take", "that card matches nothing on the field, so it takes nothing");
      return { ok: true, taken: [] };
    case "one":
      if (take !== undefined && take !== res.take)
        return err("bad-take", "the card can only take its one matching field card");
      return { ok: true, taken: [res.take] };
    case "choice":
      if (take === undefined) return err("take-required", "two field cards match: choose which one to take");
      if (take !== res.options[0] && take !== res.options[1])
        return err("bad-take", "choose one of the two matching field cards");
      return { ok: true, taken: [take] };
    case "all":
      if (take !== undefined && !res.takes.includes(take))
        return err("bad-take", "three field cards match: all three are taken");
      return { ok: true, taken: res.takes };
  }
}

/** What `card` would capture from `field` with `take`; null without a field or when the take is not legal. */
export function takenFromField(
  field: readonly CardId[] | undefined,
  card: CardId,
  take: CardId | undefined,
): readonly CardId[] | null {
  if (!field) return null;
  const taken = capturedBy(resolveMatch(field, card), take);
  return taken.ok ? taken.taken : null;
}

/** The `take` values a legal-move list offers for a resolution: one move per choice, else one move without take. */
export function takeChoices(res: MatchResolution): readonly (CardId | undefined)[] {
  return res.kind === "choice" ? res.options : [undefined];
}

/** A copy of `field` without the given cards. */
export function without(field: readonly CardId[], remove: readonly CardId[]): CardId[] {
  const out: CardId[] = [];
  for (let i = 0; i < field.length; i++) {
    const f = field[i]!;
    if (!remove.includes(f)) out.push(f);
  }
  return out;
}

/**
 * The field and the mover's score pile after `card` captured `taken` from the field: the card and its captures go to
 * the pile in that order; with nothing taken the card joins the field and the pile is unchanged.
 */
export function settleCard(
  field: readonly CardId[],
  pile: readonly CardId[],
  card: CardId,
  taken: readonly CardId[],
): { field: readonly CardId[]; pile: readonly CardId[] } {
  if (taken.length === 0) return { field: [...field, card], pile };
  return { field: without(field, taken), pile: [...pile, card, ...taken] };
}
