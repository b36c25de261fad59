// Sutda's counts as each language writes them: Japanese joins the number to its word (「アンティ1」, 「99チップ」),
// Korean writes 「칩 99개」 as its catalog does elsewhere, English "Ante 1" and "99 chips".
import { describe, expect, it } from "vitest";
import { renderIntl } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";
import { gameView, newLocalGame } from "../../dev/boards/local-game";
import { GameBoard } from "~/app/_components/game/game-board";

function text(locale: Locale): string {
  const g = newLocalGame({ game: "sutda", players: 3, teamLayout: null, options: {}, seed: "counts" });
  if ("error" in g) throw new Error(g.error);
  return renderIntl(<GameBoard gameView={gameView(g, 0)} onMove={() => {}} pending={false} />, locale)
    .replace(/<[^>]+>/g, "")
    .replaceAll("&nbsp;", " ");
}

describe("Sutda's counts", () => {
  it("join the number in Japanese: アンティ1, 99チップ", () => {
    const ja = text("ja");
    expect(ja).toMatch(/アンティ：?\d/);
    expect(ja).toMatch(/\dチップ/);
    expect(ja).not.toMatch(/\d\s+チップ|アンティ\s/);
  });

  it("say 칩 N개 in Korean", () => {
    const ko = text("ko");
    expect(ko).toMatch(/칩 \d+개/);
    expect(ko).not.toMatch(/\d\s+칩/);
  });

  it("keep English's spaces: Ante 1, 99 chips", () => {
    const en = text("en");
    expect(en).toMatch(/Ante \d/);
    expect(en).toMatch(/\d chips/);
  });
});
