// The crosstable and the rounds' pairings name each player entrant as a link to their page (the standings and the entrant list use the same
// EntrantName: _components/player/entrant-name.test.tsx); a team stays text. A crosstable cell's games stay apart where half
// points take a decimal comma.
import { htmlWords, renderIntl } from "~/app/_lib/testing/intl";
import { pairingView } from "~/app/_lib/testing/tournament-view";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/locales";
import type { CrosstableView, PairingView, TournamentView } from "~/server/views/tournament";
import { CrosstableGrid } from "./crosstable";
import { Pairing } from "./pairing";

const entrants: TournamentView["entrants"] = [
  { id: "e1", name: "Aiko", seed: 1, members: [{ id: "u-aiko", displayName: "Aiko" }], isMine: false },
  {
    id: "e2",
    name: "Fireflies",
    seed: 2,
    members: [
      { id: "u-b", displayName: "Botan" },
      { id: "u-c", displayName: "Chie" },
    ],
    isMine: false,
  },
];
const c: CrosstableView = {
  order: [
    { entrantId: "e1", name: "Aiko" },
    { entrantId: "e2", name: "Fireflies" },
  ],
  rows: [
    {
      entrantId: "e1",
      name: "Aiko",
      rank: 1,
      score: 30,
      cells: [[], [{ round: 1, points: 30, opponentPoints: 10, result: 1 }]],
    },
    {
      entrantId: "e2",
      name: "Fireflies",
      rank: 2,
      score: 10,
      cells: [[{ round: 1, points: 10, opponentPoints: 30, result: 0 }], []],
    },
  ],
};

describe("the crosstable", () => {
  it("links a player entrant's name to their page and leaves a team's as text", () => {
    const html = renderIntl(<CrosstableGrid c={c} entrants={entrants} />);
    expect(html.match(/href="[^"]+"/g)).toEqual(['href="/players/u-aiko"']);
    expect(html).toContain(">Fireflies</td>");
  });

  it("keeps a cell's games apart from half points where the decimal sign is a comma", () => {
    const games: CrosstableView["rows"][number]["cells"][number] = [
      { round: 1, points: 0.5, opponentPoints: 1, result: 0 },
      { round: 2, points: 2, opponentPoints: 0, result: 1 },
    ];
    const twice: CrosstableView = { ...c, rows: [{ ...c.rows[0]!, cells: [[], games] }, c.rows[1]!] };
    const cell = (locale: Locale) => htmlWords(renderIntl(<CrosstableGrid c={twice} entrants={entrants} />, locale));
    expect(cell("de")).toContain("0,5\u20131; 2\u20130");
    expect(cell("en")).toContain("0.5\u20131, 2\u20130");
  });
});

describe("a round's pairing", () => {
  const p: PairingView = pairingView({
    sides: [
      { entrantId: "e1", name: "Aiko" },
      { entrantId: "e2", name: "Fireflies" },
    ],
    winner: "e1",
    finished: true,
  });

  it("links a player side to their page, the winner still marked", () => {
    const html = renderIntl(<Pairing p={p} teamSize={1} entrants={entrants} />);
    expect(html.match(/href="[^"]+"/g)).toEqual(['href="/players/u-aiko"']);
    // one underline, the winner's beni one, on the link itself
    expect(html).toMatch(/<a [^>]*class="text-inherit underline decoration-beni decoration-2"[^>]*>Aiko<\/a>/);
    expect(html).not.toContain('<span class="underline');
  });

  it("marks a team that won the same way, as text", () => {
    const html = renderIntl(<Pairing p={{ ...p, winner: "e2" }} teamSize={2} entrants={entrants} />);
    expect(html).toContain('<span class="underline decoration-beni decoration-2">Fireflies</span>');
  });
});
