// The status bar's clock says whose time runs, so a player never reads the opponent's clock as their own.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { gameView, newLocalGame, toAct } from "../../dev/boards/local-game";
import { SeatBadge, StatusBar } from "./board-chrome";

function statusBar(viewer: "toAct" | "other") {
  const g = newLocalGame({ game: "sakura", players: 2, teamLayout: null, options: {}, seed: "clock" });
  if ("error" in g) throw new Error(g.error);
  const acting = toAct(g)[0]!;
  const seat = viewer === "toAct" ? acting : 1 - acting;
  const gv = gameView(g, seat, { deadlineAt: new Date(Date.now() + 5 * 60_000) });
  const html = renderToStaticMarkup(<StatusBar gv={gv} round="Round 1" dealer={null} scores={[]} />);
  const owner = /data-testid="deadline-owner"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;
  return { html, owner, actingName: gv.players.find((p) => p.seat === acting)!.displayName };
}

describe("the status bar's clock", () => {
  it("says 'You' on your turn", () => {
    const { html, owner } = statusBar("toAct");
    expect(owner).toBe("You ·");
    expect(html).toContain("Time left for your move");
  });

  it("names the player whose move it is on another seat's turn", () => {
    const { html, owner, actingName } = statusBar("other");
    expect(owner).toBe(`${actingName} ·`);
    expect(html).toContain(`Time left for ${actingName}&#x27;s move`);
  });
});

describe("a seat's badge", () => {
  const badge = (standIn: boolean, forfeited: boolean) =>
    renderToStaticMarkup(<SeatBadge name="Botan" side={1} you={false} active={false} dealer={false} standIn={standIn} forfeited={forfeited} />).replace(/<[^>]+>/g, "|");
  it("says the time ran out only for a seat the stand-in covered once; a forfeited seat (timeouts, resign) is the stand-in's", () => {
    expect(badge(true, false)).toContain("Stand-in played (time ran out)");
    expect(badge(true, true)).toContain("Stand-in plays this seat");
    expect(badge(true, true)).not.toContain("time ran out");
    expect(badge(false, true)).toContain("Forfeited");
  });

  it("says 'Resigned', not 'Forfeited', for a seat whose player resigned", () => {
    const html = renderToStaticMarkup(<SeatBadge name="Botan" side={1} you={false} active={false} dealer={false} standIn={true} forfeited={true} resigned={true} />).replace(/<[^>]+>/g, "|");
    expect(html).toContain("|Resigned|");
    expect(html).not.toContain("Forfeited");
    expect(html).toContain("Stand-in plays this seat");
  });
});
