// The tournament page's lines of parts in Japanese: joined with 「・」 and no spaces, as Japanese writes them, not with
// the Latin " · " the other languages use.
import { renderIntl } from "~/app/_lib/testing/intl";
import { pairingGame, pairingView, roundView } from "~/app/_lib/testing/tournament-view";
import { describe, expect, it } from "vitest";
import type { RoundView, StandingView, TournamentView } from "~/server/views/tournament";
import { EntrantList } from "./entrant-list";
import { Pairing } from "./pairing";
import { Rounds } from "./rounds";
import { Schedule } from "./schedule";
import { StandingsTable } from "./standings";
import { YourGame } from "./your-game";

const pairing = pairingView({
  games: [pairingGame(0, { status: "finished", points: [20, 70] }), pairingGame(1)],
});

const round = (number: number, status: RoundView["status"]) => roundView(number, status, [pairing]);

const entrants: TournamentView["entrants"] = ["Aiko", "Botan"].map((name, i) => ({
  id: ["a", "b"][i]!,
  name,
  seed: i + 1,
  members: [],
  isMine: i === 1,
}));

const standing: StandingView = {
  rank: 1,
  entrantId: "a",
  name: "Aiko",
  seed: 1,
  score: 9,
  played: 2,
  byes: 0,
  wins: 1,
  buchholz: 12,
  sonnebornBerger: 6.5,
  headToHead: 1,
  decidedBy: "buchholz",
};

/** The text of a page's piece as a Japanese reader sees it, its tags dropped. */
const ja = (element: React.ReactNode) => renderIntl(element, "ja").replace(/<[^>]+>/g, "");

describe("a tournament page's parts in Japanese", () => {
  it("are joined with 「・」, unspaced, in the standings, the schedule, a pairing, the viewer's game, the entrants and the rounds", () => {
    const view = {
      id: "t1",
      teamSize: 1,
      teams: [],
      entrants,
      waitingList: null,
      viewer: { canRemoveEntrants: false },
      registrationClosesAt: "2026-11-20T10:00:00Z",
      rounds: [round(1, "finished"), round(2, "playing")],
      byeScore: "average",
    } as unknown as TournamentView;
    const texts = {
      standings: ja(<StandingsTable rows={[standing]} swiss entrants={[]} />),
      schedule: ja(<Schedule v={view} />),
      pairing: ja(<Pairing p={pairing} teamSize={1} />),
      yourGame: ja(<YourGame v={view} />),
      entrants: ja(<EntrantList v={view} />),
      rounds: ja(<Rounds rounds={view.rounds} teamSize={1} byeScore="average" />),
    };
    for (const [part, text] of Object.entries(texts)) expect(text, part).not.toContain("·");
    expect(texts.standings).toContain(
      "対局 2・不戦 0・対戦相手の得点 12・勝った相手の得点 6.5・直接対決 1・次の順位との差",
    );
    expect(texts.schedule).toContain("・終了");
    expect(texts.schedule).toContain("UTC・締め切り");
    expect(texts.pairing).toContain("卓・リプレイ・20–70");
    expect(texts.pairing).toContain("・対局中");
    expect(texts.yourGame).toContain("Aiko 対 Botan・");
    expect(texts.entrants).toContain("Aiko・第1シード");
    expect(texts.rounds).toContain("第1ラウンド・終了");
  });
});
