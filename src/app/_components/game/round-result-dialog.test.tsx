// @vitest-environment happy-dom
// The scoring dialog of a game's last round says what comes next (the game's replay, another game); a round in the
// middle of a match only continues, and a replay (already the replay) offers no way out of itself.
import { afterEach, describe, expect, it } from "vitest";
import { answeringServer, mount as mountElement, mountWithTrpc, unmountAll, until } from "~/app/_lib/testing/mounted";
import { gameView, newLocalGame, playRandom, roundCount, type LocalGame } from "../../dev/boards/local-game";
import { RoundResultDialog } from "./round-result-dialog";
import { useUnseenRound } from "./unseen-round";
import type { BoardGameView } from "./types";

function sakura(rounds: number): LocalGame {
  const g = newLocalGame({ game: "sakura", players: 2, teamLayout: null, options: { rounds }, seed: "next" });
  if ("error" in g) throw new Error(g.error);
  return g;
}

const mount = (v: BoardGameView, index: number, replay = false) =>
  mountElement(<RoundResultDialog gameView={v} index={index} onClose={() => {}} replay={replay} />);

// A live game's view carries only the latest round's explanation; the server's game.round gives an earlier one's.
const server = answeringServer<{ gameId: string; index: number }>("game.round", (input) => {
  const { index } = input as { index: number };
  return asked!.rounds[index];
});
let asked: BoardGameView | null = null;

const links = (host: HTMLElement) =>
  [...host.querySelectorAll("dialog a")].map((a) => [a.textContent, a.getAttribute("href")]);

describe("the round result dialog", () => {
  afterEach(unmountAll);

  it("ends a finished game with its replay and another game", async () => {
    const over = playRandom(sakura(1), (g) => g.ruleset.phase(g.state) === "game-over");
    const v = gameView(over, 0);
    expect(v.status).toBe("FINISHED");
    const host = await mount(v, v.rounds.length - 1);
    expect(host.textContent).toContain("Final result");
    expect(links(host)).toEqual([
      ["Replay the game", `/replays/${v.gameId}`],
      ["Play another game", "/play"],
    ]);
  });

  it("only continues after a round in the middle of the match", async () => {
    const mid = playRandom(sakura(3), (g) => roundCount(g) >= 1);
    const v = gameView(mid, 0);
    expect(v.status).toBe("ACTIVE");
    const host = await mount(v, 0);
    expect(links(host)).toEqual([]);
    expect(host.querySelector('[data-testid="round-result-continue"]')?.textContent).toMatch(/^Continue to round 2$/);
  });

  it("names the winner under the heading, before the sides (a phone showed the third side's 'wins' only after scrolling), with a 44 px ✕", async () => {
    const g0 = newLocalGame({ game: "sutda", players: 3, teamLayout: null, options: {}, seed: "winner" });
    if ("error" in g0) throw new Error(g0.error);
    const done = playRandom(g0, (g) => g.ruleset.roundSummaries(g.state).some((r) => r.winner !== null));
    const winner = done.ruleset.roundSummaries(done.state).find((r) => r.winner !== null)!.winner!;
    const index = done.ruleset.roundSummaries(done.state).findIndex((r) => r.winner !== null);
    const other = (winner + 1) % 3;
    let host = await mount(gameView(done, other), index);
    const line = host.querySelector('[data-testid="round-winner"]')!;
    expect(line.textContent).toBe(
      `${gameView(done, other).players.find((p) => p.seat === winner)!.displayName} wins this hand`,
    );
    // in reading order before the first side's scoring
    expect(
      line.compareDocumentPosition(host.querySelector('[data-testid="round-explanation"]')!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(host.querySelector('button[aria-label="Close the result"]')!.className.split(" ")).toEqual(
      expect.arrayContaining(["min-h-11", "min-w-11"]),
    );
    unmountAll();
    host = await mount(gameView(done, winner), index);
    expect(host.querySelector('[data-testid="round-winner"]')!.textContent).toBe("You win this hand");
  });

  it("says who won the match above the last round's own winner (a phone read the round's winner as the match's)", async () => {
    // a finished match whose last round another side won
    const over = [..."abcdefghijklmnop"]
      .map((seed) => {
        const g = newLocalGame({ game: "sakura", players: 2, teamLayout: null, options: { rounds: 3 }, seed });
        if ("error" in g) throw new Error(g.error);
        return playRandom(g, (x) => x.ruleset.phase(x.state) === "game-over");
      })
      .map((g) => gameView(g, 0))
      .find((v) => v.winner !== null && v.rounds.at(-1)!.winner !== null && v.rounds.at(-1)!.winner !== v.winner)!;
    const host = await mount(over, over.rounds.length - 1);
    const match = host.querySelector('[data-testid="final-match-winner"]')!;
    const name = (seat: number) => over.players.find((p) => p.seat === seat)!.displayName;
    expect(match.textContent).toBe(over.winner === 0 ? "You win the match!" : `${name(over.winner!)} wins the match`);
    // the round's own winner says it is the round's ("Winner: you" under "Kiku wins the match" read as a contradiction)
    const last = over.rounds.at(-1)!.winner!;
    expect(host.querySelector('[data-testid="round-winner"]')!.textContent).toBe(
      last === 0 ? "You win this round" : `${name(last)} wins this round`,
    );
    expect(
      match.compareDocumentPosition(host.querySelector('[data-testid="round-winner"]')!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(match.compareDocumentPosition(host.querySelector("h2")!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // said once: the match summary below the sides does not repeat it
    expect(host.querySelectorAll('[data-testid="match-winner"]')).toHaveLength(0);
  });

  it("offers no way out of a replay's last round", async () => {
    const over = playRandom(sakura(1), (g) => g.ruleset.phase(g.state) === "game-over");
    const v = gameView(over, 0);
    const host = await mount(v, v.rounds.length - 1, true);
    expect(host.textContent).toContain("Final result");
    expect(links(host)).toEqual([]);
  });
});

describe("the hands and rounds a returning player has not seen", () => {
  function Probe({ gv }: { gv: BoardGameView }) {
    const { unseen } = useUnseenRound(gv);
    return <output>{unseen === null ? "none" : String(unseen)}</output>;
  }
  const unseenFor = async (v: BoardGameView) => (await mountElement(<Probe gv={v} />)).textContent ?? "";
  afterEach(() => {
    unmountAll();
    window.localStorage.clear();
  });

  it("are shown to a player of the game, and not to one who resigned while the others play on", async () => {
    const mid = playRandom(sakura(3), (g) => roundCount(g) >= 1);
    const v = gameView(mid, 0);
    window.localStorage.setItem(`hanafuda:seen-rounds:${v.gameId}`, "0");
    expect(await unseenFor(v)).toBe("0");
    unmountAll();
    const resigned = {
      ...v,
      players: v.players.map((p) => (p.seat === 0 ? { ...p, forfeited: true, resigned: true } : p)),
    };
    expect(await unseenFor(resigned)).toBe("none");
  });
});

describe("a round's scoring a live view leaves out", () => {
  it("asks the server for an earlier round's scoring, which a live view leaves out, and shows it", async () => {
    const mid = playRandom(sakura(3), (g) => roundCount(g) >= 2);
    const whole = gameView(mid, 0);
    asked = whole;
    const scoring = (host: HTMLElement) => host.querySelector('[data-testid="round-explanation"]');
    const expected = scoring(await mount(whole, 0))!.textContent;
    unmountAll();
    const live: BoardGameView = {
      ...whole,
      rounds: whole.rounds.map((r, i) => (i < whole.rounds.length - 1 ? { ...r, explanation: null } : r)),
    };
    expect(live.rounds[0]!.explained).toBe(true);
    const host = await mountWithTrpc(<RoundResultDialog gameView={live} index={0} onClose={() => {}} />, server.link);
    const shown = await until(() => scoring(host), "the round's scoring");
    expect(server.sent).toEqual([{ gameId: live.gameId, index: 0 }]);
    expect(shown.textContent).toBe(expected);
    unmountAll();
    // The latest round's scoring comes with the view: nothing asked.
    const latest = await mountWithTrpc(
      <RoundResultDialog gameView={live} index={live.rounds.length - 1} onClose={() => {}} />,
      server.link,
    );
    expect(scoring(latest)).not.toBeNull();
    expect(server.sent).toHaveLength(1);
  });
});
