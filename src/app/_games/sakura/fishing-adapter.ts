// Sakura's view as the fishing board's model: sides may be teams, the Gaji and Oi-bana's bids are notes.
import { parseCard, SAKURA_VALUE } from "~/engine/core/cards";
import { earliestMonthLeaders } from "~/engine/core/first-dealer-leaders";
import type { SakuraBoardView } from "~/engine/sakura";
import { YAKU_TERMS, yakuMark, type YakuKey } from "~/engine/sakura/yaku-marks";
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
  const notes: Phrase[] = [];
  if (r) {
    for (const e of r.opening) {
      if (e.kind === "dealer-captures" && e.cards && e.seat !== undefined)
        notes.push({ key: "fourOnField", args: { seat: e.seat, count: e.cards.length } });
      if (e.kind === "oibana-finalists" && e.seats)
        notes.push({ key: "oibanaFinalists", args: { seats: e.seats.join(" ") } });
    }
    if (r.gaji) notes.push({ key: "gajiTaken", args: { side: r.gaji.side, month: r.gaji.month } });
    if (r.myGajiWild === true) notes.push({ key: "gajiWild" });
    if (r.myGajiWild === false) notes.push({ key: "gajiNotWild" });
    if (r.bids) notes.push({ key: "oibanaBids", args: { bids: r.bids.join(" ") } });
  }
  const sides: FishingSide[] = (r?.sides ?? []).map((s) => {
    // The RulesSakura catalog names a yaku by its mark and its cards ("ろ Spring"); the numbers style puts its number
    // before that ("#2 · ろ Spring").
    const term = (key: string): YakuName => ({ ns: "RulesSakura", key: `yaku.${YAKU_TERMS[key as YakuKey]}` });
    const progress = s.partial.map((p) => ({
      label: p.label,
      name: term(p.key),
      ...(view.yakuLabels === "pf_numbers" ? { mark: p.label } : {}),
      have: p.have,
      need: 3,
      live: p.live,
    }));
    return {
      side: s.side,
      seats: s.seats,
      captured: s.captured,
      points: s.value,
      // the names style's label is the name itself: said once; a mark ("#2") has the name as its detail
      yaku: s.yaku.map((k) =>
        view.yakuLabels === "names"
          ? { label: k, name: term(k) }
          : { label: yakuMark(k, view.yakuLabels), detail: term(k) },
      ),
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
    par: null,
    over: r?.step === "over",
    gameOver: view.phase === "game-over",
    firstDealer: drawnDealer(view.firstDealerDraws, r?.dealer ?? null, firstDealer),
    fourMonth: null,
    traits: SAKURA_TRAITS,
  };
}

export const sakuraFishing: FishingAdapter<SakuraBoardView> = { model };
