// @vitest-environment happy-dom
// The table page's tab says what the page is and whether the viewer must act: the waiting room, a game in play, the
// viewer's turn (reported by the board's own useTurnCue, as the boards call it) and a finished game.
import React, { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { answeringLink, mountWithTrpc, unmountAll } from "../../_lib/testing/mounted";
import { tableView } from "../../_lib/testing/table-view";
import { useTurnCue } from "../../_components/game/use-turn-cue";
import { TableTabTitle } from "./table-tab-title";

/** Stands for a board: calls the same hook the boards call with their turn. */
function Board({ myTurn }: { myTurn: boolean }) {
  useTurnCue(myTurn);
  return null;
}

const mount = (node: React.ReactNode) =>
  mountWithTrpc(
    node,
    answeringLink("none", [], () => null),
  );

describe("table page tab title", () => {
  afterEach(() => {
    unmountAll();
    document.title = "Table · Hanafuda";
  });

  it("names the game and the waiting room", async () => {
    await mount(<TableTabTitle table={tableView({ status: "OPEN" })} />);
    expect(document.title).toBe("Sakura · waiting for players · Hanafuda");
  });

  it("says 'Your turn' while it is the viewer's turn, and the game in play once the turn passes", async () => {
    let setTurn: (t: boolean) => void = () => {};
    function Game() {
      const [myTurn, set] = React.useState(true);
      React.useEffect(() => {
        setTurn = set;
      }, []);
      return (
        <TableTabTitle table={tableView({ status: "PLAYING", gameId: "g1" })}>
          <Board myTurn={myTurn} />
        </TableTabTitle>
      );
    }
    await mount(<Game />);
    expect(document.title).toBe("● Your turn · Sakura · Hanafuda");
    expect(document.head.querySelector("link[data-turn-cue]")).not.toBeNull();
    await act(async () => setTurn(false));
    expect(document.title).toBe("Sakura · in play · Hanafuda");
    expect(document.head.querySelector("link[data-turn-cue]")).toBeNull();
  });

  it("says the game is finished (no turn cue left behind)", async () => {
    function Finished({ status }: { status: "PLAYING" | "FINISHED" }) {
      return (
        <TableTabTitle table={tableView({ status, gameId: "g1" })}>
          <Board myTurn={status === "PLAYING"} />
        </TableTabTitle>
      );
    }
    let finish: () => void = () => {};
    function Table() {
      const [status, set] = React.useState<"PLAYING" | "FINISHED">("PLAYING");
      React.useEffect(() => {
        finish = () => set("FINISHED");
      }, []);
      return <Finished status={status} />;
    }
    await mount(<Table />);
    expect(document.title).toBe("● Your turn · Sakura · Hanafuda");
    await act(async () => finish());
    expect(document.title).toBe("Sakura · finished · Hanafuda");
  });
});
