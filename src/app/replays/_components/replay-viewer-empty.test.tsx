// @vitest-environment happy-dom
// A replay of a game resigned before its first move (a record without a move): mounted, it offers no Analyse (there
// is no choice to analyse) and no "0 / 0" stepping, but says there is only the deal; a game with a move still offers
// Analyse at the deal, where a seat chose.
import { afterEach, describe, expect, it } from "vitest";
import { answeringLink, mountWithTrpc, unmountAll } from "~/app/_lib/testing/mounted";
import { parseOptionValues } from "~/engine/core/options";
import { recordFromMoves } from "~/engine/record";
import { applyLocal, NAMES, newLocalGame, randomMove, type LocalGame } from "../../dev/boards/local-game";
import { modelFromRecord, type ReplayModel } from "../_lib/replay-model";
import { ForfeitNote } from "./forfeit-note";
import { ReplayViewer } from "./replay-viewer";

/** A Sakura game of `moves` random legal moves, as a record folded into the page's model. */
function sakuraReplay(moves: number): ReplayModel {
  const options = { rounds: 2 };
  const g0 = newLocalGame({ game: "sakura", players: 2, teamLayout: null, options, seed: "viewer-empty" });
  if ("error" in g0) throw new Error(g0.error);
  let g: LocalGame = g0;
  const played: unknown[] = [];
  for (let i = 0; i < moves; i++) {
    const move = randomMove(g)!;
    const next = applyLocal(g, move);
    if ("error" in next) throw new Error(next.error);
    played.push(move);
    g = next;
  }
  const parsed = parseOptionValues(g.ruleset.optionSpecs, options, "sakura");
  if (!parsed.ok) throw new Error(parsed.error.message);
  const setup = g.ruleset.validateSetup({ players: 2, teams: null, options: parsed.value });
  if (!setup.ok) throw new Error(setup.error.message);
  const written = recordFromMoves(g.ruleset, setup.value, g.setup.seed, NAMES.slice(0, 2), played);
  if (!written.ok) throw new Error(written.message);
  const built = modelFromRecord(JSON.parse(JSON.stringify(written.record)), { gameId: "g-empty" });
  if (!built.ok) throw new Error(built.error.message);
  return built.model;
}

const mount = (model: ReplayModel) =>
  mountWithTrpc(
    <ReplayViewer model={model} initialStep={0} initialPerspective="all" sharePath={null} fairness={null} exportFile={null} result={{ winner: 1, endReason: "resign" }} analysis={{ gameId: "g-empty" }} />,
    answeringLink("replay.analyse", [], () => null),
  );

afterEach(unmountAll);

describe("a replay without a move", () => {
  it("offers no Analyse and no stepping, and says there is only the deal", async () => {
    const model = sakuraReplay(0);
    expect(model.steps.length).toBe(1);
    const host = await mount(model);
    expect(host.querySelector('[data-testid="analyse"]')).toBeNull();
    expect(host.querySelector('[data-testid="position-count"]')).toBeNull();
    expect(host.querySelector('[data-testid="no-moves"]')?.textContent).toBe("No move was played in this game: the position below is the deal.");
    expect(host.querySelector('[data-testid="keys-hint"]')).toBeNull();
    expect(host.querySelector('[data-testid="game-board"]')).not.toBeNull();
  });

  it("still offers Analyse at the deal of a game where a move was played", async () => {
    const host = await mount(sakuraReplay(1));
    expect(host.querySelector('[data-testid="analyse"]')).not.toBeNull();
    expect(host.querySelector('[data-testid="position-count"]')?.textContent).toBe("0 / 1");
    expect(host.querySelector('[data-testid="no-moves"]')).toBeNull();
    expect(host.querySelector('[data-testid="keys-hint"]')?.textContent).toContain("A analyse");
  });

  it("is introduced as a resign before the first move", async () => {
    const host = await mountWithTrpc(<ForfeitNote players={[{ displayName: "Ren", forfeited: true }, { displayName: "Aoi", forfeited: false }]} resigned noMoves />, answeringLink("none", [], () => null));
    expect(host.textContent).toBe("Ren resigned before the first move: there is only the deal to see.");
  });
});
