// A finished game's replay as the server hands it to the page: the record folded on the server (every step's words,
// the rounds, who chooses where) with the positions the page opens on drawn already, so that the first paint needs
// no engine. The browser loads the game's own rules when the reader asks for a position the server did not draw
// (a step, another seat's view, the fairness check) and folds the same record with them.
import type { ReplayFrame, ReplayModel, Perspective } from "./replay-model";

/** A folded model as plain data: what the server sends, the frames it drew keyed "step:perspective". */
export interface ServedReplay {
  model: Omit<ReplayModel, "roundsDoneAt" | "frame" | "choiceAt" | "recordFacts" | "missing" | "load" | "loaded">;
  roundsDone: number[];
  choices: (number | null)[];
  frames: Record<string, ReplayFrame>;
}

const keyOf = (step: number, perspective: Perspective) => `${step}:${perspective}`;

/** On the server: the snapshot of `model` with the frames at `at` (step and perspective). */
export function servedReplay(model: ReplayModel, at: readonly [number, Perspective][]): ServedReplay {
  const steps = model.steps.map((s) => s.index);
  const frames: Record<string, ReplayFrame> = {};
  for (const [step, perspective] of at) frames[keyOf(step, perspective)] = model.frame(step, perspective);
  return {
    model: {
      source: model.source,
      gameId: model.gameId,
      game: model.game,
      gameTitle: model.gameTitle,
      players: model.players,
      teams: model.teams,
      steps: model.steps,
      roundStarts: model.roundStarts,
      rounds: model.rounds,
      perspectives: model.perspectives,
      defaultPerspective: model.defaultPerspective,
      finished: model.finished,
    },
    roundsDone: steps.map((s) => model.roundsDoneAt(s)),
    choices: steps.map((s) => model.choiceAt(s)),
    frames,
  };
}

/**
 * In the browser: the model of a snapshot. A frame the server did not draw is `missing` until `fold` (the game's
 * rules loaded, the record folded) has run, once; from then on every frame is the folded model's.
 */
export function modelFromServed(served: ServedReplay, fold: () => Promise<ReplayModel>): ReplayModel {
  let full: ReplayModel | null = null;
  let folding: Promise<void> | null = null;
  let here = () => {};
  const loaded = new Promise<void>((resolve) => {
    here = resolve;
  });
  const load = () =>
    (folding ??= fold().then((m) => {
      full = m;
      here();
    }));
  return {
    ...served.model,
    roundsDoneAt: (step) => served.roundsDone[step] ?? 0,
    choiceAt: (step) => served.choices[step] ?? null,
    frame(step, perspective) {
      const hit = served.frames[keyOf(step, perspective)];
      if (hit) return hit;
      if (!full) throw new Error(`position ${keyOf(step, perspective)} asked before the rules were loaded`);
      return full.frame(step, perspective);
    },
    get recordFacts() {
      return full?.recordFacts ?? null;
    },
    missing: (step, perspective) => (full || served.frames[keyOf(step, perspective)] ? null : load()),
    load,
    loaded,
  };
}
