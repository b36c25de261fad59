// The move log on the boards: every move since the viewer's last turn, in players' words, on a phone and a desktop.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ReactNode } from "react";
import { Window } from "happy-dom";
import { renderToStaticMarkup as renderPlain } from "react-dom/server";
import { withIntl } from "~/app/_lib/testing/intl";
import { describe, expect, it } from "vitest";
import { gameView, newLocalGame, NAMES, playRandom, toAct, type LocalGame } from "../../dev/boards/local-game";
import { GameBoard } from "./game-board";
import type { BoardGameView } from "./types";

// Boards read their words from next-intl: rendered inside the provider with the English catalog.
const renderToStaticMarkup = (element: ReactNode) => renderPlain(withIntl(element));

function start(game: LocalGame["setup"]["game"], players: number, seed = "log"): LocalGame {
  const g = newLocalGame({ game, players, teamLayout: null, options: {}, seed });
  if ("error" in g) throw new Error(g.error);
  return g;
}

/** The log's lines, tags stripped. */
function logLines(html: string): string[] {
  const log = /<ol[^>]*data-testid="move-log".*?<\/ol>/s.exec(html)?.[0] ?? "";
  return [...log.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((m) =>
    m[1]!
      .replace(/<[^>]+>/g, "")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

describe("the move log", () => {
  // The log's words come from the Moves catalog through useMoveWords: a module that writes them itself is English in
  // every language.
  it("leaves “You” and “(stand-in)” to the Moves catalog: no board module writes them in English", () => {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    const code = (file: string) =>
      readFileSync(path.join(dir, file), "utf8").replace(/\/\*[\s\S]*?\*\/|(^|\s)\/\/.*$/gm, "$1");
    const modules = readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."));
    expect(modules.filter((f) => /["'`]You["'`]|\(stand-in\)/.test(code(f)))).toEqual([]);
  });

  for (const [game, n] of [
    ["sakura", 3],
    ["sfj", 4],
    ["mushi", 2],
    ["sutda", 4],
  ] as const) {
    it(`${game} with ${n} players: the seat to act reads every other seat's moves since its last turn`, () => {
      let turns = 0;
      let last: number | undefined;
      // play on until the turn has gone round the table twice
      const g = playRandom(start(game, n), (x) => {
        const s = toAct(x)[0];
        if (s !== last) turns++;
        last = s;
        return turns > 2 * n;
      });
      const seat = toAct(g)[0]!;
      const v = gameView(g, seat) as BoardGameView;
      const html = renderToStaticMarkup(<GameBoard gameView={v} onMove={() => {}} pending={false} />);
      const lines = logLines(html);
      expect(v.recentMoves!.length).toBeGreaterThanOrEqual(n - 1);
      expect(lines).toHaveLength(v.recentMoves!.length);
      expect(html).toContain("Since your last turn:");
      const others = NAMES.slice(0, n).filter((_, s) => s !== seat);
      for (const name of others)
        expect(
          lines.some((l) => l.startsWith(`${name} `)),
          `${game}: ${name} in ${lines.join(" | ")}`,
        ).toBe(true);
      // player words: no seat numbers, no engine codes
      for (const l of lines) expect(l).not.toMatch(/\bseat \d|M\d\d-\d/);
    });
  }
});

describe("the move log at the draw step", () => {
  it("keeps to the other seats' moves since the player's last turn: their own play is on the field", () => {
    let turns = 0;
    let last: number | undefined;
    // round the table twice, then on to a player's draw (a play made, the draw to come)
    const g = playRandom(start("sakura", 3), (x) => {
      const s = toAct(x)[0];
      if (s !== last) turns++;
      last = s;
      const moves = s === undefined ? [] : x.ruleset.legalMoves(x.state, s);
      return turns > 6 && moves.length === 1 && (moves[0] as { draw?: boolean }).draw === true;
    });
    const seat = toAct(g)[0]!;
    const v = gameView(g, seat) as BoardGameView;
    expect(v.lastMove!.seat, "the player has just played").toBe(seat);
    const html = renderToStaticMarkup(<GameBoard gameView={v} onMove={() => {}} pending={false} />);
    const lines = logLines(html);
    expect(html).toContain("Since your last turn:");
    // the newest line, all a phone shows, is another seat's move, not the player's own play
    // (a line starts with its cards' pictures' months, "0→0You play …")
    expect(lines.at(-1)).not.toMatch(/You play/);
    expect(
      lines.filter((l) => /You /.test(l)),
      lines.join(" | "),
    ).toEqual([]);
    for (const name of NAMES.slice(0, 3).filter((_, s) => s !== seat))
      expect(lines.some((l) => l.startsWith(`${name} `))).toBe(true);
    // the pictures of the newest move (the player's play) are not put beside another seat's line
    expect(/<ol[^>]*data-testid="move-log".*?<\/ol>/s.exec(html)?.[0]).not.toContain("data-card");
  });
});

describe("the move log on a phone", () => {
  // Cut to one line under 384 px, 360 px read "Seit deinem letzten Zug: M…" and "あなたの前の番から： Mats…": a phone
  // wraps the newest line (only a wider screen under 900 px tall cuts it, beside the title).
  it("wraps the newest line rather than cut it", () => {
    const g = playRandom(start("sakura", 2), (x) => x.seq >= 4 && toAct(x)[0] === 0);
    const html = renderToStaticMarkup(
      <GameBoard gameView={gameView(g, 0) as BoardGameView} onMove={() => {}} pending={false} />,
    );
    const log = /<div[^>]*data-testid="last-move".*?<\/ol>/s.exec(html)?.[0] ?? "";
    expect(logLines(html).length).toBeGreaterThan(0);
    const classes = [...log.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(" "));
    expect([...new Set(classes.filter((c) => c.includes("truncate")))]).toEqual([
      "sm:[@media(max-height:899px)]:truncate",
    ]);
    expect(classes.filter((c) => c.includes("24rem"))).toEqual([]);
  });
});

describe("the move log on a phone, closed", () => {
  // Six Sakura seats at 360×740: a long newest line (long names, German) wrapped to five lines (106 px) and put
  // the hand's cards' bottom at 779 px. A phone shows it in two lines at most, the whole line still in the page for
  // screen readers, and the "All N" button beside it, outside the cut, to open the whole log.
  it("clamps the title and the newest line to two lines, the All button outside the clamp", () => {
    let turns = 0;
    let last: number | undefined;
    // six seats, round the table once, then on to a player's draw: the log holds the other seats' moves
    const g = playRandom(start("sakura", 6), (x) => {
      const s = toAct(x)[0];
      if (s !== last) turns++;
      last = s;
      const moves = s === undefined ? [] : x.ruleset.legalMoves(x.state, s);
      return turns > 6 && moves.length === 1 && (moves[0] as { draw?: boolean }).draw === true;
    });
    const v = gameView(g, toAct(g)[0]!) as BoardGameView;
    expect(v.recentMoves!.length, "moves to open with All").toBeGreaterThan(1);
    const document = new Window().document;
    document.body.innerHTML = renderToStaticMarkup(<GameBoard gameView={v} onMove={() => {}} pending={false} />);
    const log = document.querySelector('[data-testid="last-move"]')!;
    const newest = log.querySelector('[data-testid="move-log"] > li:last-child')!;
    const clamp = newest.closest(".max-sm\\:line-clamp-2");
    expect(clamp, "the newest line inside a phone's two-line clamp").not.toBeNull();
    expect(log.contains(clamp!), "the clamp is the log's own").toBe(true);
    // the title runs into the line inside the clamp; a wider screen lays the log out as before
    const title = log.querySelector("h3")!;
    expect(clamp!.contains(title)).toBe(true);
    // its space a place to wrap: kept whole ("Zug: Wilhelmine" as one word) a long name was cut at the clamp's edge
    expect(title.className.split(" ")).toContain("max-sm:whitespace-pre-wrap");
    expect(clamp!.className.split(" ")).toContain("sm:contents");
    const all = log.querySelector("button[aria-expanded]")!;
    expect(all.textContent).toBe(`All ${v.recentMoves!.length}`);
    expect(clamp!.contains(all), "the All button outside the clamp").toBe(false);
    // a 44 px tap on a phone
    expect(all.className.split(" ")).toContain("min-h-11");
  });
});

describe("the round's notes in a team game", () => {
  it("name the team that took the Gaji by its players", async () => {
    const { fishingModel } = await import("./fishing-board-model");
    const g = newLocalGame({ game: "sakura", players: 4, teamLayout: 0, options: {}, seed: "gaji" });
    if ("error" in g) throw new Error(g.error);
    const taken = playRandom(
      g,
      (x) => (gameView(x, 0) as { view: { round: { gaji: unknown } | null } }).view.round?.gaji != null,
      400,
    );
    const v = gameView(taken, 0);
    const note = fishingModel(v as never).notes.find((n) => n.key === "gajiTaken");
    expect(note).toBeDefined();
    const html = renderPlain(withIntl(<GameBoard gameView={v} onMove={() => {}} pending={false} />, "en"));
    expect(html.replace(/&amp;/g, "&")).toMatch(/The Gaji was taken by \w+ and \w+:/);
  });
});
