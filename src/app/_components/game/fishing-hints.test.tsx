// @vitest-environment happy-dom
// Why a click or a key did nothing, under the fishing board's choices: said in the page's language (move-selection.ts
// gives a code, the FishingBoard catalog words it). The real board, mounted.
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";
import { gameView, newLocalGame, toAct } from "../../dev/boards/local-game";
import { mount, unmountAll } from "../../_lib/testing/mounted";
import { GameBoard } from "./game-board";

/** A new Sakura game as the seat to play sees it, in `locale`: its step is to play a hand card, not to draw. */
async function mountSakura(locale: Locale) {
  const g = newLocalGame({ game: "sakura", players: 2, teamLayout: null, options: {}, seed: "hints" });
  if ("error" in g) throw new Error(g.error);
  const view = gameView(g, toAct(g)[0]!);
  return mount(withIntl(<GameBoard gameView={view} onMove={() => {}} pending={false} />, locale));
}

/** D, the draw key, pressed while a hand card is to be played: nothing is sent, and the hint says why. */
async function pressDraw(host: HTMLElement): Promise<string | null> {
  await act(async () => {
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "d", bubbles: true, cancelable: true }));
  });
  return host.querySelector('[data-testid="actions"] [role="status"]')?.textContent ?? null;
}

afterEach(unmountAll);

describe("the fishing board's hint", () => {
  it("says in English to play a hand card first", async () => {
    expect(await pressDraw(await mountSakura("en"))).toBe("Play a card from your hand first.");
  });

  it("says it in Japanese on a Japanese page", async () => {
    expect(await pressDraw(await mountSakura("ja"))).toBe("先に手札から札を1枚出してください。");
  });
});
