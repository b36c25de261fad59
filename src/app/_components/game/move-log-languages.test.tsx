// @vitest-environment happy-dom
// The move log's title and lines as each language writes them: Japanese's 「直前：」 and 「{name}：{move}」 run on with no
// gap after 「：」; English keeps the space after "Last:" and between the name and the move.
import { afterEach, describe, expect, it } from "vitest";
import { renderIntl } from "~/app/_lib/testing/intl";
import { japaneseGaps } from "~/app/_lib/testing/label-gaps";
import type { Locale } from "~/lib/locales";
import { gameView, newLocalGame, NAMES, playRandom, toAct } from "../../dev/boards/local-game";
import { GameBoard } from "./game-board";
import type { BoardGameView } from "./types";

/** A Sakura table where the other player has just moved, as seat 0 sees it (one line in the log, or more). */
function table(): BoardGameView {
  const g = newLocalGame({ game: "sakura", players: 2, teamLayout: null, options: {}, seed: "log-words" });
  if ("error" in g) throw new Error(g.error);
  return gameView(
    playRandom(g, (x) => x.seq >= 4 && toAct(x)[0] === 0),
    0,
  ) as BoardGameView;
}

function log(locale: Locale): HTMLElement {
  document.body.innerHTML = renderIntl(<GameBoard gameView={table()} onMove={() => {}} pending={false} />, locale);
  return document.querySelector<HTMLElement>('[data-testid="last-move"]')!;
}

describe("the move log's words", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("put no gap after Japanese's 「：」, in the title or a line", () => {
    const el = log("ja");
    expect(el.querySelector("h3")!.textContent).toMatch(/：$/);
    expect(japaneseGaps(el)).toEqual([]);
    const line = el.querySelector("li")!.textContent!.trim();
    expect(line.startsWith(`${NAMES[1]}：`), line).toBe(true);
  });

  it("keep English's space after the title, kept by the title itself, and between the name and the move", () => {
    const el = log("en");
    const title = el.querySelector("h3")!;
    expect(title.textContent).toMatch(/^(Last|Since your last turn): $/);
    expect(title.getAttribute("class")).toContain("whitespace-pre");
    expect(el.querySelector("li")!.textContent!.trim()).toMatch(new RegExp(`^${NAMES[1]} \\S`));
  });
});
