// The tournament page's labels and asides in Japanese: a full-width 「：」 and 「（…）」 take no space around them, and a
// game's line is "第1局：卓", not the Latin "Game 1: Table" with a Japanese word. English keeps its spaces.
import { renderIntl } from "~/app/_lib/testing/intl";
import { pairingGame, pairingView } from "~/app/_lib/testing/tournament-view";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/locales";
import type { TournamentView } from "~/server/views/tournament";
import { EntrantList } from "./entrant-list";
import { Pairing } from "./pairing";

const text = (element: React.ReactNode, locale: Locale) => renderIntl(element, locale).replace(/<[^>]+>/g, "");

const pairing = pairingView({
  points: [20, 70],
  games: [
    pairingGame(0, { status: "finished", points: [20, 70], firstDealer: 0, firstDealerName: "Aiko" }),
    pairingGame(1, { status: "finished", points: [0, 30], forfeited: [true, false], resigned: [true, false] }),
  ],
});

const teams = {
  id: "t1",
  teamSize: 2,
  teams: [
    {
      id: "x",
      name: "Cranes",
      captainId: "a",
      complete: false,
      members: [
        { id: "a", displayName: "Aiko", status: "accepted" },
        { id: "b", displayName: "Botan", status: "invited" },
      ],
    },
  ],
  entrants: [],
  waitingList: null,
  viewer: { canRemoveEntrants: false },
} as unknown as TournamentView;

describe("a pairing's lines", () => {
  it("in Japanese: 「第1局（…）：卓」, the points and who left in 「（…）」, with no space", () => {
    const ja = text(<Pairing p={pairing} teamSize={1} />, "ja");
    expect(ja).toContain("Aiko（20）");
    expect(ja).toContain("第1局（Aikoが最初の親）：卓・");
    expect(ja).toContain("第2局：卓・");
    expect(ja).toContain("0–30（Aikoが投了）");
    expect(ja).not.toMatch(/[:(]| （|（ |： /);
  });

  it("in English: 'Game 1 (Aiko deals first): table', spaced", () => {
    const en = text(<Pairing p={pairing} teamSize={1} />, "en");
    expect(en).toContain("Aiko (20)");
    expect(en).toContain("Game 1 (Aiko deals first): table · ");
    expect(en).toContain("Game 2: table · ");
    expect(en).toContain("0–30 (Aiko resigned)");
  });
});

describe("a team's line among the entrants", () => {
  it("in Japanese: 「Cranes（承諾待ち）：Aiko、Botan（招待中）」", () => {
    expect(text(<EntrantList v={teams} />, "ja")).toBe("Cranes（承諾待ち）：Aiko、Botan（招待中）");
  });

  it("in English: 'Cranes (waiting): Aiko, Botan (invited)'", () => {
    expect(text(<EntrantList v={teams} />, "en")).toBe("Cranes (waiting): Aiko, Botan (invited)");
  });
});
