// A Season's Flowers role's tooltip (what it is worth) in the reader's language: it was English in every language.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SidePile } from "~/app/_components/game/fishing-side-pile";
import type { FishingGameView } from "~/app/_components/game/types";
import { boardPlayers } from "~/app/_lib/testing/game-view";
import { withIntl } from "~/app/_lib/testing/intl";
import type { SfjBoardView } from "~/engine/sfj";
import type { Locale } from "~/lib/locales";
import { sfjFishing } from "./fishing-adapter";

// a round in play in which seat 0 holds Boar, Deer & Butterfly: only what the adapter reads
const view = {
  game: "sfj",
  seat: 0,
  players: 3,
  phase: "playing",
  step: "play",
  hand: [],
  handCounts: [3, 3, 3],
  field: [],
  pileCount: 10,
  turnedCard: null,
  dealer: 0,
  toAct: [0],
  roundNumber: 1,
  roundsTotal: 6,
  lastMove: null,
  captured: [["M06-0", "M07-0", "M10-0"], [], []],
  roles: [["boar-deer-butterfly"], [], []],
  points: [60, 0, 0],
  options: {},
  events: [],
  breakeven: 88,
  dealerDraws: null,
  replaceOffer: null,
} as unknown as SfjBoardView;

const tooltip = (locale: Locale) => {
  const m = sfjFishing.model(view);
  const gv = { players: boardPlayers(["Aiko", "Botan", "Chie"]), teams: null } as unknown as FishingGameView;
  const html = renderToStaticMarkup(
    withIntl(<SidePile side={m.sides[0]!} m={m} gv={gv} mine compact={false} />, locale),
  );
  return /<li [^>]*title="([^"]*)"/.exec(html)?.[1];
};

describe("a Season's Flowers role's tooltip", () => {
  it("says what the role is worth in the reader's language", () => {
    expect(tooltip("en")).toBe("15 from each other player");
    expect(tooltip("ja")).toBe("相手それぞれから15点ずつ");
    expect(tooltip("fr")).toBe("15 de chaque adversaire");
    expect(tooltip("es")).toBe("15 de cada rival");
  });

  it("leaves the worth's words to the catalogs: the model carries no English", () => {
    expect(JSON.stringify(sfjFishing.model(view).sides)).not.toContain("from each other player");
  });
});
