// @vitest-environment happy-dom
// A game that ended early (a forfeit, a resign) stops mid-round, with no round result to show: it opened no dialog and
// read "0 : 0" and "you win". The end dialog now opens once per game with who resigned or forfeited and the winner.
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { boardPlayers, resignedGameView } from "~/app/_lib/testing/game-view";
import { withIntl } from "~/app/_lib/testing/intl";
import { mount as mountElement, unmountAll } from "~/app/_lib/testing/mounted";
import { catalogFor } from "~/i18n/catalog";
import { EarlyEndDialog } from "./early-end-dialog";
import type { BoardGameView } from "./types";

const base = resignedGameView({ gameId: "g-early", players: boardPlayers(["Akane", "Botan"], [1]) });

const mount = (gv: BoardGameView) => mountElement(<EarlyEndDialog gameView={gv} />);

describe("the end dialog of a game that ended early", () => {
  afterEach(() => {
    unmountAll();
    window.localStorage.clear();
  });

  it("opens with who resigned and the winner, before any round was scored, once per game", async () => {
    let host = await mount(base);
    const d = host.querySelector("dialog")!;
    expect(d.open).toBe(true);
    expect(d.querySelector('[data-testid="early-end-line"]')?.textContent).toBe("It ended early: Botan resigned.");
    expect(d.querySelector('[data-testid="match-winner"]')?.textContent).toBe("You win the match (by resignation)!");
    expect(d.textContent).toContain("No round was scored: the match ended before its first round did.");
    expect([...d.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(["/replays/g-early", "/play"]);
    await act(async () => [...d.querySelectorAll("button")].find((b) => b.textContent === "Close")!.click());
    expect(d.open).toBe(false);
    unmountAll();
    host = await mount(base);
    expect(host.querySelector("dialog")?.open).toBe(false);
  });

  it("names who forfeited to the others, and shows nothing for a game played out or in play", async () => {
    const host = await mount({ ...base, gameId: "g-f", endReason: "forfeit", mySeat: 1 } as BoardGameView);
    expect(host.querySelector('[data-testid="early-end-line"]')?.textContent).toBe(
      "It ended early: you forfeited after too many missed moves.",
    );
    expect(host.querySelector('[data-testid="match-winner"]')?.textContent).toBe("Akane wins the match (by forfeit)");
    unmountAll();
    expect(
      (await mount({ ...base, gameId: "g-n", endReason: null } as BoardGameView)).querySelector("dialog"),
    ).toBeNull();
    unmountAll();
    expect(
      (await mount({ ...base, gameId: "g-a", status: "ACTIVE" } as BoardGameView)).querySelector("dialog"),
    ).toBeNull();
  });

  it("speaks the reader's language", async () => {
    const host = await mountElement(withIntl(<EarlyEndDialog gameView={{ ...base, gameId: "g-ja" }} />, "ja"));
    const words = catalogFor("ja").EarlyEnd as Record<string, string>;
    const d = host.querySelector("dialog")!;
    expect(d.querySelector("#early-end-heading")?.textContent).toBe(words.title);
    expect(d.querySelector('[data-testid="early-end-line"]')?.textContent).toBe(
      words.resigned!.replace("{who}", "Botan"),
    );
    expect(d.textContent).not.toContain("The game is over");
  });
});
