// A match with no winner is a draw when every side ends level (two players at 30 each) and a shared win when only some
// of them share the top (two of three); the board's banner and the summary say the same. At the end the summary marks
// the winner's total, which after a forfeit or a resignation need not be the highest.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { boardPlayers, resignedGameView } from "~/app/_lib/testing/game-view";
import { htmlWords, withIntl } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";
import type { SutdaGameView } from "~/app/_games/sutda/view";
import { sutdaBanner } from "~/app/_games/sutda/sutda-banner";
import { useTranslations } from "next-intl";
import { fishingBanner, useBoardWords } from "./fishing-board-texts";
import type { FishingModel } from "./fishing-model";
import { useEndedEarlyWords } from "./forfeit-ended";
import { MatchSummary } from "./match-summary";
import { MatchWinner } from "./match-winner";
import type { BoardGameView, FishingGameView } from "./types";
import { useUnnamed } from "./use-unnamed";

const text = (html: string) => html.replace(/<[^>]+>/g, "");

/** A finished match of `game` between `names` with `totals`, won by `winner` (null: no one). */
function ended(game: string, totals: number[], winner: number | null, endReason: string | null = null) {
  const names = ["Akiko", "Botan", "Chiyo"].slice(0, totals.length);
  return resignedGameView({ game, totals, winner, endReason, players: boardPlayers(names) });
}

const winnerLine = (gv: BoardGameView, locale: Locale = "en") =>
  text(renderToStaticMarkup(withIntl(<MatchWinner gameView={gv} />, locale)));

function FishingTitle({ gv }: { gv: BoardGameView }) {
  const words = useBoardWords();
  const banner = fishingBanner(words, {
    m: { gameOver: true } as FishingModel,
    gv: gv as FishingGameView,
    offer: { cards: [], targets: [] } as never,
    selection: null as never,
    myTurn: false,
    pending: false,
    replay: false,
    names: gv.players.map((p) => p.displayName ?? ""),
    mySide: 0,
  });
  return <p>{banner.title}</p>;
}

function SutdaTitle({ gv }: { gv: BoardGameView }) {
  const t = useTranslations("SutdaBoard");
  const ended = useEndedEarlyWords();
  const unnamed = useUnnamed();
  const names = gv.players.map((p) => p.displayName ?? "");
  const sutda = { ...gv, view: { stage: "game-over", seats: [] } } as unknown as SutdaGameView;
  const banner = sutdaBanner(t, (k) => k, {
    gv: sutda,
    over: true,
    pending: false,
    myTurn: false,
    replay: false,
    names,
    mine: 0,
    ended,
    unnamed,
  });
  return <p>{banner.title}</p>;
}

const fishingTitle = (gv: BoardGameView, locale: Locale = "en") =>
  text(renderToStaticMarkup(withIntl(<FishingTitle gv={gv} />, locale)));
const sutdaTitle = (gv: BoardGameView, locale: Locale = "en") =>
  text(renderToStaticMarkup(withIntl(<SutdaTitle gv={gv} />, locale)));

/** The totals' boxes of a finished match's summary, in their order on the page: [line, marked]. */
function marks(gv: BoardGameView): [string, boolean][] {
  const html = renderToStaticMarkup(withIntl(<MatchSummary gameView={gv} final />, "en"));
  return [...html.matchAll(/<li class="(flex flex-wrap items-center[^"]*)">(.*?)<\/li>/g)].map((m) => [
    htmlWords(m[2]!).replace(/\s+/g, " ").trim(),
    m[1]!.includes("border-kin"),
  ]);
}

describe("a two-player match that ends level", () => {
  it.each(["koikoi", "mushi", "sfj", "sakura"])("is a draw in %s's summary and on its board", (game) => {
    const gv = ended(game, [30, 30], null);
    expect(winnerLine(gv)).toBe("The match is a draw");
    expect(fishingTitle(gv)).toBe("The match is over — a draw");
  });

  it("is a draw in Sutda's summary and on its board", () => {
    const gv = ended("sutda", [100, 100], null);
    expect(winnerLine(gv)).toBe("The match is a draw");
    expect(sutdaTitle(gv)).toBe("The game is over — a draw");
  });

  it.each([
    ["de", "Die Partie ist aus — unentschieden"],
    ["es", "La partida ha terminado — empate"],
    ["fr", "La partie est finie — match nul"],
    ["ja", "対局終了 — 引き分け"],
    ["ko", "경기 종료 — 무승부"],
  ] as const)("is said a draw on the board in %s", (locale, banner) => {
    expect(fishingTitle(ended("koikoi", [12, 12], null), locale)).toBe(banner);
  });
});

describe("a match where some but not all share the top", () => {
  it("is a shared win in the summary and on the board", () => {
    const gv = ended("sakura", [40, 40, 10], null);
    expect(winnerLine(gv)).toBe("The match ends in a shared win");
    expect(fishingTitle(gv)).toBe("The match is over — a shared win");
  });

  it("marks the totals at the top, not the one below", () => {
    expect(marks(ended("sakura", [40, 10, 40], null)).map(([, marked]) => marked)).toEqual([true, true, false]);
  });
});

describe("the summary's mark after an early end", () => {
  it("goes to the winner by forfeit, whose total is lower", () => {
    const lines = marks(ended("koikoi", [3, 9], 0, "forfeit"));
    expect(lines).toEqual([
      ["Botan 9 points", false],
      ["Akiko (you) 3 points", true],
    ]);
  });

  it("goes to the winner by resignation, even level at the top", () => {
    expect(marks(ended("sfj", [9, 9], 1, "resign")).map(([, marked]) => marked)).toEqual([false, true]);
  });
});
