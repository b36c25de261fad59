// @vitest-environment happy-dom
// "Resign…" asks first, saying what it does in this game (2 sides: you lose and the other wins; teams; 3+ sides: the
// stand-in plays your seat and you rank last); "Keep playing" sends nothing; confirming sends game.resign and hands
// the answer to the page; a refusal is shown in the dialog in the server's words.
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { answeringServer, button, dialogIn as dialog, mountWithTrpc, until } from "~/app/_lib/testing/mounted";
import type { GameView } from "~/server/views/game";
import { translatorFor } from "../../_lib/testing/intl";
import { serverPlayer } from "../../_lib/testing/game-view";
// leftGameLine reads a game's traits from its registered entry (a table registers its game's).
import "~/app/_games/registry";
import { leftGameLine, ResignControl } from "./resign-control";
import { resignConsequence } from "./resign-form";
import { unnamedIn } from "~/app/_components/game/names";

const table = translatorFor("Table");
const unnamed = unnamedIn(translatorFor("Board"), "en");

const player = serverPlayer;
const two = {
  gameId: "g1",
  gameTitle: "Sakura",
  mySeat: 0,
  teams: null,
  players: [player(0, "Akane"), player(1, "Botan")],
} as unknown as GameView;

describe("what resigning does, said in the dialog", () => {
  it("2 sides: you lose, the other wins; teams: your team loses; 3+ sides: the stand-in plays your seat", () => {
    expect(resignConsequence(two, table, unnamed)).toBe("You lose the game; Botan wins.");
    const three = { mySeat: 1, teams: null, players: [player(0, "Akane"), player(1, "Botan"), player(2, "Chiyo")] };
    expect(resignConsequence(three, table, unnamed)).toBe("The stand-in plays your seat to the end and you rank last.");
    // One already forfeited: this resign leaves one side, which wins.
    expect(
      resignConsequence(
        {
          ...three,
          players: [player(0, "Akane", { forfeited: true }), player(1, "Botan"), player(2, "Chiyo")],
        },
        table,
        unnamed,
      ),
    ).toBe("You lose the game; Chiyo wins.");
    const teams = {
      mySeat: 0,
      teams: [
        [0, 2],
        [1, 3],
      ],
      players: [
        player(0, "Akane", { team: 0 }),
        player(1, "Botan", { team: 1 }),
        player(2, "Chiyo", { team: 0 }),
        player(3, "Daiki", { team: 1 }),
      ],
    };
    expect(resignConsequence(teams, table, unnamed)).toBe("Your team loses the game; Botan and Daiki win.");
    const threeTeams = {
      mySeat: 0,
      teams: [
        [0, 3],
        [1, 4],
        [2, 5],
      ],
      players: [0, 1, 2, 3, 4, 5].map((s) => player(s, `P${s}`, { team: s % 3 })),
    };
    expect(resignConsequence(threeTeams, table, unnamed)).toBe(
      "The stand-in plays your seat to the end and your team ranks last.",
    );
    // Sutda: the seat leaves the game.
    expect(resignConsequence({ ...three, game: "sutda" }, table, unnamed)).toBe(
      "You leave the game and rank last: your seat folds every hand while the others play on.",
    );
  });

  it("tells a player who left a game the others play on that it is over for them", () => {
    const left = {
      mySeat: 1,
      players: [player(0, "Akane"), player(1, "Botan", { forfeited: true, resigned: true }), player(2, "Chiyo")],
    };
    expect(leftGameLine({ ...left, game: "sutda" }, table)).toBe(
      "You resigned: this game is over for you and you rank last. Your seat folds every hand while the others play on.",
    );
    expect(leftGameLine({ ...left, game: "sfj" }, table)).toBe(
      "You resigned: this game is over for you and you rank last. The stand-in plays your seat while the others play on.",
    );
  });
});

const answer = { ...two, status: "FINISHED", endReason: "resign", winner: 1 };
const server = answeringServer("game.resign", () => answer);
const resigned: GameView[] = [];

const mount = () => mountWithTrpc(<ResignControl gameView={two} onResigned={(v) => resigned.push(v)} />, server.link);

describe("the Resign control", () => {
  afterEach(() => {
    resigned.length = 0;
  });

  it("asks first, saying what happens in this game; Keep playing closes it and sends nothing", async () => {
    const host = await mount();
    // the dialog (loaded on the ask) is not on the page before it
    expect(dialog(host)).toBeNull();
    await act(async () => button(host, "Resign…").click());
    await until(() => dialog(host)?.open, "the dialog");
    const title = dialog(host).querySelector("h2")!;
    expect(dialog(host).getAttribute("aria-labelledby")).toBe(title.id);
    expect(title.textContent).toBe("Resign this game of Sakura?");
    expect(
      dialog(host).querySelector(`#${CSS.escape(dialog(host).getAttribute("aria-describedby")!)}`)?.textContent,
    ).toBe("You lose the game; Botan wins. This cannot be undone.");
    // The safe choice has the focus.
    expect(document.activeElement?.textContent).toBe("Keep playing");
    await act(async () => button(host, "Keep playing").click());
    await until(() => !dialog(host), "the dialog closed");
    expect(document.activeElement?.textContent).toBe("Resign…");
    expect(server.sent).toEqual([]);
  });

  it("is a button a thumb can hit on a phone (44 px), quiet but shaped as a button", async () => {
    const host = await mount();
    const open = host.querySelector<HTMLButtonElement>('[data-testid="resign-open"]')!;
    expect(open.textContent).toBe("Resign…");
    expect(open.className.split(" ")).toEqual(expect.arrayContaining(["btn", "btn-quiet", "min-h-11"]));
  });

  it("confirming sends game.resign and hands the game as it ended to the page", async () => {
    const host = await mount();
    await act(async () => button(host, "Resign…").click());
    await until(() => dialog(host)?.open, "the dialog");
    await act(async () => button(host, "Resign").click());
    expect(server.sent).toEqual([{ gameId: "g1" }]);
    await until(() => resigned.length > 0 && !dialog(host), "the answer");
    expect(resigned[0]).toMatchObject({ status: "FINISHED", endReason: "resign", winner: 1 });
  });

  it("a refusal stays in the dialog in the server's words", async () => {
    server.refuse = "This game is already over.";
    const host = await mount();
    await act(async () => button(host, "Resign…").click());
    await until(() => dialog(host)?.open, "the dialog");
    await act(async () => button(host, "Resign").click());
    const alert = await until(() => dialog(host).querySelector('[role="alert"]'), "the refusal");
    expect(alert.textContent).toBe("This game is already over.");
    expect(dialog(host).open).toBe(true);
    expect(resigned).toEqual([]);
  });
});
