// What the replay viewer's tests share: a replay of random legal moves, and the viewer over it with the props those
// tests leave alone (no link to share, no fairness check, no export, nobody's own game).
import { parseOptionValues } from "~/engine/core/options";
import type { GameName } from "~/engine/core/ruleset";
import { recordFromMoves } from "~/engine/record";
import { applyLocal, NAMES, newLocalGame, randomMove, type LocalGame } from "../../dev/boards/local-game";
import { modelFromRecord } from "../_lib/every-game-model";
import type { ReplayModel } from "../_lib/replay-model";
import { ReplayViewer, type ReplayViewerProps } from "./replay-viewer";

/**
 * A game of random legal moves (at most `limit`), as a record folded into the page's model; `name` picks its seed
 * ("viewer-<name>") and game id ("g-<name>").
 */
export function replayOf(
  game: GameName,
  players: number,
  options: Record<string, string | number>,
  limit = 400,
  withStartFacts = false,
  name: string = game,
): ReplayModel {
  const g0 = newLocalGame({ game, players, teamLayout: null, options, seed: `viewer-${name}` });
  if ("error" in g0) throw new Error(g0.error);
  let g: LocalGame = g0;
  const moves: unknown[] = [];
  for (let i = 0; i < limit; i++) {
    const m = randomMove(g);
    if (!m) break;
    const next = applyLocal(g, m);
    if ("error" in next) throw new Error(next.error);
    moves.push(m);
    g = next;
  }
  const parsed = parseOptionValues(g.ruleset.optionSpecs, options, game);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const setup = g.ruleset.validateSetup({ players, teams: null, options: parsed.value });
  if (!setup.ok) throw new Error(setup.error.message);
  const written = recordFromMoves(g.ruleset, setup.value, g.setup.seed, NAMES.slice(0, players), moves);
  if (!written.ok) throw new Error(written.message);
  const startFacts = withStartFacts ? JSON.parse(JSON.stringify(g0.ruleset.startFacts?.(g0.state) ?? null)) : null;
  const built = modelFromRecord(JSON.parse(JSON.stringify(written.record)), { gameId: `g-${name}`, startFacts });
  if (!built.ok) throw new Error(built.error.message);
  return built.model;
}

/** The viewer over `model` at the first position with every hand open, as `props` change it. */
export function viewerOf(model: ReplayModel, props: Partial<ReplayViewerProps>) {
  return (
    <ReplayViewer
      model={model}
      initialStep={0}
      initialPerspective="all"
      sharePath={null}
      fairness={null}
      exportFile={null}
      viewerSeat={null}
      {...props}
    />
  );
}
