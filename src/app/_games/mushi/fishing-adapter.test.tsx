// A Mushi yaku's tooltip (what it is worth) in the reader's language: it was English in every language.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SidePile } from "~/app/_components/game/fishing-side-pile";
import type { FishingGameView } from "~/app/_components/game/types";
import { boardPlayers } from "~/app/_lib/testing/game-view";
import { withIntl } from "~/app/_lib/testing/intl";
import type { MushiBoardView } from "~/engine/mushi";
import type { Locale } from "~/lib/locales";
import { mushiFishing } from "./fishing-adapter";

const five = ["M01-0", "M03-0", "M08-0", "M11-0", "M12-0"];
// a round in play in which seat 0 has made Five Brights: only what the adapter reads
const view = {
  game: "mushi",
  viewer: 0,
  phase: "playing",
  roundsPlayed: 0,
  roundsTotal: 6,
  options: { par: 30 },
  history: { lots: null },
  round: {
    elder: 0,
    turn: 1,
    step: "play",
    over: false,
    hand: [],
    handCounts: [3, 3],
    table: [],
    turned: null,
    stockCount: 10,
    captured: [five, []],
    capturedPoints: [100, 0],
    yaku: [
      [
        {
          key: "five-brights",
          label: "Five Brights",
          value: 50,
          cards: five,
          have: five,
          complete: true,
          blocked: false,
        },
      ],
      [],
    ],
    lightning: { user: null, month: null },
    notes: [],
    lastMove: null,
  },
} as unknown as MushiBoardView;

const tooltip = (locale: Locale) => {
  const m = mushiFishing.model(view);
  const gv = { players: boardPlayers(["Aiko", "Botan"]), teams: null } as unknown as FishingGameView;
  const html = renderToStaticMarkup(
    withIntl(<SidePile side={m.sides[0]!} m={m} gv={gv} mine compact={false} />, locale),
  );
  return /<li [^>]*title="([^"]*)"/.exec(html)?.[1];
};

describe("a Mushi yaku's tooltip", () => {
  it("says what the yaku is worth in the reader's language", () => {
    expect(tooltip("en")).toBe("50 from the opponent");
    expect(tooltip("ja")).toBe("相手から50点");
    expect(tooltip("de")).toBe("50 vom Gegner");
    expect(tooltip("ko")).toBe("상대에게서 50");
  });

  it("leaves the worth's words to the catalogs: the model carries no English", () => {
    expect(JSON.stringify(mushiFishing.model(view).sides)).not.toContain("from the opponent");
  });
});
