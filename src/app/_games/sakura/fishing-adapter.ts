// Sakura's view as the fishing board's model: sides may be teams, the Gaji and Oi-bana's bids are notes.
import { parseCard, MONTH_NAMES, SAKURA_VALUE } from "~/engine/core/cards";
import { earliestMonthLeaders } from "~/engine/core/first-dealer-leaders";
import { plural } from "~/engine/core/plural";
import type { SakuraBoardView } from "~/engine/sakura";
import { YAKU, YAKU_TERMS, yakuLabel, type YakuKey } from "~/engine/sakura/yaku";
import type { Phrase } from "~/engine/core/phrase";
import {
  drawnDealer,
  fishingTraits,
  type DealerRule,
  type FishingAdapter,
  type FishingModel,
  type FishingSide,
  type FishingStep,
  type YakuName,
} from "~/app/_components/game/fishing-model";

export const SAKURA_TRAITS = fishingTraits({
  setDetail: true,
  reminder: () =>
    "Match a hand card to a field card of the same month, then draw. Brights 20, ribbons and the Yellow Paulownia 10, animals 5. Each yaku costs every opponent 50.",
});

/** Sakura: the earliest month deals (within a month, with the tiebreak option, the higher card: a final draw has one). */
const firstDealer: DealerRule = (last) => {
  const ids = last.map((d) => ({ seat: d.seat, card: parseCard(d.card)! }));
  // Sakura's rule with the tiebreak (attemptLeaders in engine/sakura/first-dealer.ts, which brings the drawing too).
  const leaders = earliestMonthLeaders(ids, SAKURA_VALUE);
  const month = (code: string) => code.slice(0, 3);
  const winnerCard = last.find((d) => d.seat === leaders[0])!.card;
  const sharedMonth = last.some((d) => d.seat !== leaders[0] && month(d.card) === month(winnerCard));
  return leaders.length === 1 ? { dealer: leaders[0]!, rule: sharedMonth ? "earliestHigher" : "earliest" } : null;
};

function model(view: SakuraBoardView): FishingModel {
  const r = view.round;
  const stepOf = (): FishingStep => {
    if (!r || view.phase === "game-over") return null;
    switch (r.step) {
      case "play":
      case "play-other":
        return "play";
      case "draw":
        return "draw";
      case "gaji-retarget":
        return "choose-target";
      case "bid":
        return "bid";
      case "choose-dealer":
        return "choose-dealer";
      case "over":
        return "over";
    }
  };
  const notes: string[] = [];
  const notePhrases: (Phrase | null)[] = [];
  const note = (words: string, phrase: Phrase | null) => {
    notes.push(words);
    notePhrases.push(phrase);
  };
  if (r) {
    for (const e of r.opening) {
      if (e.kind === "dealer-captures" && e.cards)
        note(
          `Four of a month on the field: seat ${e.seat} took ${plural(e.cards.length, "card")} at the deal.`,
          e.seat === undefined ? null : { key: "fourOnField", args: { seat: e.seat, count: e.cards.length } },
        );
      if (e.kind === "oibana-finalists" && e.seats)
        note(`Oi-bana: seats ${e.seats.join(" and ")} play this round.`, {
          key: "oibanaFinalists",
          args: { seats: e.seats.join(" ") },
        });
    }
    if (r.gaji)
      note(
        `The Gaji was taken by ${view.teams ? `team ${r.gaji.side + 1} (seats ${view.teams[r.gaji.side]?.join(", ")})` : `seat ${r.gaji.side}`}: left-over ${MONTH_NAMES[r.gaji.month - 1]} cards go to them at the end.`,
        { key: "gajiTaken", args: { side: r.gaji.side, month: r.gaji.month } },
      );
    if (r.myGajiWild === true)
      note("Your Gaji (the Lightning) is wild: it can take any field card.", { key: "gajiWild" });
    if (r.myGajiWild === false)
      note("Your Gaji is no longer wild: another seat has played a Willow.", { key: "gajiNotWild" });
    if (r.bids)
      note(`Oi-bana bids: ${r.bids.map((b, s) => `seat ${s} ${b || "–"}`).join(", ")}.`, {
        key: "oibanaBids",
        args: { bids: r.bids.join(" ") },
      });
  }
  const sides: FishingSide[] = (r?.sides ?? []).map((s) => {
    const named = (key: string, label: string) =>
      view.yakuLabels === "names" ? label : `${label} · ${YAKU.find((y) => y.key === key)?.name ?? ""}`;
    // The RulesSakura catalog names a yaku by its mark and its cards ("ろ Spring"): what iroha and names styles show.
    const term = (key: string): YakuName => ({ ns: "RulesSakura", key: `yaku.${YAKU_TERMS[key as YakuKey]}` });
    const words = view.yakuLabels !== "pf_numbers";
    const progress = s.partial.map((p) => ({
      label: named(p.key, p.label),
      ...(words ? { name: term(p.key) } : {}),
      have: p.have,
      need: 3,
      live: p.live,
    }));
    return {
      side: s.side,
      seats: s.seats,
      captured: s.captured,
      points: s.value,
      yaku: s.yaku.map((k) => ({
        label: yakuLabel(k, view.yakuLabels),
        // the names style's label is the name itself: said once
        ...(view.yakuLabels === "names"
          ? { name: term(k), detail: "" }
          : { detail: YAKU.find((y) => y.key === k)?.name ?? "" }),
        detailName: term(k),
      })),
      progress,
    };
  });
  return {
    game: view.game,
    viewer: view.seat,
    players: view.players,
    hand: r?.hand ?? null,
    handCounts: r?.handCounts ?? new Array<number>(view.players).fill(0),
    field: r?.field ?? [],
    pileCount: (r?.pileCount ?? 0) - (r?.drawing ? 1 : 0),
    turned: r?.drawing ?? null,
    dealer: r?.dealer ?? null,
    dealerWord: "Dealer",
    turn: r?.turn ?? null,
    step: stepOf(),
    roundNumber: r?.number ?? view.roundsPlayed,
    roundsTotal: view.roundsTotal,
    sides,
    sideOfSeat: view.sideOfSeat,
    last: r?.last ? { seat: r.last.seat, card: r.last.card, taken: r.last.taken } : null,
    notes,
    notePhrases,
    par: null,
    over: r?.step === "over",
    gameOver: view.phase === "game-over",
    firstDealer: drawnDealer(view.firstDealerDraws, r?.dealer ?? null, firstDealer),
    fourMonth: null,
    traits: SAKURA_TRAITS,
  };
}

export const sakuraFishing: FishingAdapter<SakuraBoardView> = { model };
