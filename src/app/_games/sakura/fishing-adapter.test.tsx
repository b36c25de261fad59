// A Sakura side's yaku on the board: labelled as the table's `yaku_labels` option says ("ろ (Ro)", "#2", or the name),
// a mark followed by the yaku's name from the RulesSakura catalog, in the reader's language.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SidePile } from "~/app/_components/game/fishing-side-pile";
import type { FishingGameView } from "~/app/_components/game/types";
import { boardPlayers } from "~/app/_lib/testing/game-view";
import { withIntl } from "~/app/_lib/testing/intl";
import type { SakuraBoardView } from "~/engine/sakura";
import type { YakuLabelStyle } from "~/engine/sakura/options";
import type { Locale } from "~/lib/locales";
import { sakuraFishing } from "./fishing-adapter";

// a round in play in which seat 0 holds Spring (ろ, #2): only what the adapter reads
const view = (yakuLabels: YakuLabelStyle) =>
  ({
    game: "sakura",
    seat: 0,
    players: 2,
    phase: "playing",
    yakuLabels,
    roundsPlayed: 0,
    roundsTotal: 6,
    sideOfSeat: [0, 1],
    firstDealerDraws: null,
    round: {
      number: 1,
      step: "play",
      opening: [],
      hand: [],
      handCounts: [5, 5],
      field: [],
      pileCount: 20,
      drawing: null,
      dealer: 0,
      turn: 0,
      last: null,
      sides: [
        { side: 0, seats: [0], captured: ["M01-0", "M02-0", "M03-0"], value: 60, yaku: ["ro"], partial: [] },
        { side: 1, seats: [1], captured: [], value: 0, yaku: [], partial: [] },
      ],
    },
  }) as unknown as SakuraBoardView;

const spring = { ns: "RulesSakura", key: "yaku.spring" };

describe("a Sakura side's yaku", () => {
  it.each([
    ["iroha", { label: "ろ (Ro)", detail: spring }],
    ["pf_numbers", { label: "#2", detail: spring }],
    ["names", { label: "ro", name: spring }],
  ] as const)("is labelled in the %s style, its name from the catalog", (style, yaku) => {
    expect(sakuraFishing.model(view(style)).sides[0]!.yaku).toEqual([yaku]);
  });

  /** The yaku's badge on the side's pile: its tooltip and its text. */
  const badge = (style: YakuLabelStyle, locale: Locale) => {
    const m = sakuraFishing.model(view(style));
    const gv = { players: boardPlayers(["Aiko", "Botan"]), teams: null } as unknown as FishingGameView;
    const html = renderToStaticMarkup(
      withIntl(<SidePile side={m.sides[0]!} m={m} gv={gv} mine compact={false} />, locale),
    );
    const [, title, text] = /<li [^>]*title="([^"]*)">(.*?)<\/li>/.exec(html)!;
    return [title, text!.replace(/<[^>]+>/g, "")];
  };

  it("says a marked yaku's name after its mark, and the name alone once in the names style", () => {
    const [title, text] = badge("pf_numbers", "ja");
    expect(text).toBe(`★ #2・${title}`);
    expect(title).not.toMatch(/[A-Za-z]/);
    const [namesTitle, namesText] = badge("names", "en");
    expect(namesText).toBe(`★ ${namesTitle}`);
    expect(namesTitle).not.toBe("ro");
  });
});
