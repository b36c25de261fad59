// SFJ's view as the fishing board's model: one side per seat, roles in progress from the role tables, the breakeven.
import { cardCodes, parseCard } from "~/engine/core/cards";
import type { Phrase } from "~/engine/core/phrase";
import type { SfjBoardView } from "~/engine/sfj";
import { highestDrawers } from "~/engine/sfj/firstDealer";
import {
  BLUE_VASES_CARDS,
  BOAR_DEER_BUTTERFLY_CARDS,
  FIVE_BRIGHTS_CARDS,
  FOUR_BRIGHTS_CARDS,
  RED_VASES_CARDS,
  ROLE_DEFS,
  ROLE_ORDER,
  type RoleKey,
} from "~/engine/sfj/roles";
import {
  drawnDealer,
  fishingTraits,
  type DealerRule,
  type FishingAdapter,
  type FishingModel,
  type FishingSide,
  type FishingStep,
  type YakuInProgress,
} from "~/app/_components/game/fishing-model";
import { playDrawTable } from "~/app/_components/game/play-draw-table";

export const SFJ_TRAITS = fishingTraits({
  setWord: { one: "role", many: "roles", list: "Roles" },
  drawByValue: true,
});

/** SFJ: the highest card deals. */
const firstDealer: DealerRule = (last) => {
  const top = highestDrawers(last.map((d) => ({ seat: d.seat, card: parseCard(d.card)! })));
  return top.length === 1 ? { dealer: top[0]!, rule: "highest" } : null;
};

const SFJ_ROLE_CARDS: Record<RoleKey, (options: Record<string, unknown>) => readonly number[] | null> = {
  "five-brights": () => FIVE_BRIGHTS_CARDS,
  "four-brights": () => FOUR_BRIGHTS_CARDS,
  "boar-deer-butterfly": () => BOAR_DEER_BUTTERFLY_CARDS,
  "red-vases": () => RED_VASES_CARDS,
  "blue-vases": () => BLUE_VASES_CARDS,
  "black-tea-and-cake": (o) => teaSet(o.tea_party_sets === "custom" ? o.black_tea_and_cake : "curtain_cup"),
  "japanese-tea-and-sweets": (o) => teaSet(o.tea_party_sets === "custom" ? o.japanese_tea_and_sweets : "moon_cup"),
};

function teaSet(v: unknown): readonly number[] | null {
  if (v === "curtain_cup") return [8, 32];
  if (v === "moon_cup") return [28, 32];
  return null;
}

function model(view: SfjBoardView): FishingModel {
  const n = view.players;
  const owner = new Map<number, number>();
  view.captured.forEach((pile, s) => pile.forEach((c) => owner.set(parseCard(c)!, s)));
  const sides: FishingSide[] = view.captured.map((pile, s) => {
    const have = new Set(pile.map((c) => parseCard(c)!));
    const progress: YakuInProgress[] = [];
    for (const key of ROLE_ORDER) {
      const cards = SFJ_ROLE_CARDS[key](view.options);
      if (!cards || view.roles[s]!.includes(key)) continue;
      if (key === "four-brights" && view.roles[s]!.includes("five-brights")) continue;
      const got = cards.filter((c) => have.has(c));
      if (got.length === 0 || got.length * 2 < cards.length) continue;
      progress.push({
        label: ROLE_DEFS[key].label,
        name: { ns: "SfjRoles", key },
        have: cardCodes(got),
        need: cards.length,
        live: cards.every((c) => have.has(c) || !owner.has(c)),
      });
    }
    return {
      side: s,
      seats: [s],
      captured: pile,
      points: view.points[s] ?? 0,
      yaku: view.roles[s]!.map((k) => ({
        label: ROLE_DEFS[k].label,
        name: { ns: "SfjRoles" as const, key: k },
        detail: { ns: "SfjRoles" as const, key: "paid", values: { pay: ROLE_DEFS[k].pay } },
      })),
      progress,
    };
  });
  const playing = view.phase === "playing";
  const step: FishingStep = !playing ? null : view.step === "replace" ? "decide-four" : view.step;
  const notes: Phrase[] = [];
  for (const e of view.events) {
    if (e.kind === "refill") notes.push({ key: "fieldRefilled", args: { month: e.month } });
    if (e.kind === "replace") notes.push({ key: "handReplaced", args: { seat: e.seat, month: e.month } });
    if (e.kind === "keep") notes.push({ key: "handKept", args: { seat: e.seat } });
  }
  return {
    ...playDrawTable(view),
    game: view.game,
    players: n,
    step,
    sides: sides,
    sideOfSeat: Array.from({ length: n }, (_, s) => s),
    notes,
    par: { kind: "breakeven", value: view.breakeven },
    over: !playing,
    gameOver: view.phase === "game-over",
    firstDealer: drawnDealer(view.dealerDraws, view.dealer, firstDealer),
    fourMonth: view.replaceOffer?.month ?? null,
    traits: SFJ_TRAITS,
  };
}

export const sfjFishing: FishingAdapter<SfjBoardView> = { model };
