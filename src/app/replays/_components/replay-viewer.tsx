"use client";
// The replay of one game, like an analysis board: the live game's board at any position, stepped with buttons, a
// slider, the move list or the keyboard (← → a move, ↑ ↓ a round, Home End the ends, Space plays), autoplay at a
// chosen speed, whose view it is (every hand open, or one seat's as it was), each round's scoring where it ends, the
// score chart of the match, the fair-shuffle check, the record's export and a link to the position shown; for a
// finished game, "what would the bot play?" where a seat chooses (Analyse, or the A key). At every width the first
// screen holds the one-line title, the step buttons, the slider, the move in words and the board (hands and table). On
// a wide screen (lichess's analysis board) the side column holds the bot's answer, the other controls and the moves,
// the game's facts under the board. Where the side column falls under the board (a phone, like lichess's mobile
// analysis board) the bot's answer (asked with a button beside the move's words, it comes into view), the other
// controls, the game's facts and the moves come under the board.
import { useTranslations } from "next-intl";
import { startTransition, use, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { matchSides } from "../../_components/game/match-sides";
import { useUnnamed } from "../../_components/game/use-unnamed";
import type { BoardGameView } from "../../_components/game/types";
import { useMediaQuery } from "../../_lib/use-media-query";
import type { FairnessInput } from "../_lib/fairness";
import { perspectiveParam, usePositionInUrl } from "../_lib/position-url";
import type { ReplayFile } from "../_lib/record-file";
import { roundLabels, roundUnit, type Perspective, type ReplayModel } from "../_lib/replay-model";
import { useEarlyAct } from "../_lib/early-acts";
import { onFirstIntent } from "../_lib/on-intent";
import { useReplayKeys } from "../_lib/use-replay-keys";
import { useReplayNavigation } from "../_lib/use-replay-navigation";
import { AnalyseButton } from "./analyse-button";
import { AnalysisPanel } from "./analysis-panel";
import { FairnessPanel } from "./fairness-panel";
import { MoveList, moveText, type MoveListRound } from "./move-list";
import { useMoveWords } from "../../_components/game/move-words";
import { ReplayLayout } from "./replay-layouts";
import { ReplayPosition } from "./replay-position";
import { ReplaySettings } from "./replay-settings";
import { ReplaySummary } from "./replay-summary";

export { SPEEDS } from "../_lib/use-replay-navigation";

export interface ReplayViewerProps {
  model: ReplayModel;
  initialStep: number;
  initialPerspective: Perspective;
  /** The page's path: the position is kept in its URL (?move=N&seat=S) so a link opens there. Null: no link. */
  sharePath: string | null;
  /** What the fairness check needs; null with `fairnessUnavailable` saying why. */
  fairness: FairnessInput | null;
  fairnessUnavailable?: string;
  /** The record file the export button saves; null: no export. */
  exportFile: ReplayFile | null;
  /**
   * The server's end of a finished game: the match summary is final, with this winner. A game ended by forfeit stops
   * before the engine's end, so its record alone would read as a match still going on. Absent: the engine decides
   * (an imported record, a game in play).
   */
  result?: { winner: number | null; endReason: string | null } | null;
  /** A finished game on the server whose choices the bot may analyse (replay.analyse); absent: no analysis. */
  analysis?: { gameId: string } | null;
  /** The signed-in player's seat in this game, the one "you" names; null: none (a spectator, an imported file). */
  viewerSeat: number | null;
  /** Above everything: the game's title. */
  children?: ReactNode;
  /** The game's facts (dates, ratings, a note on a forfeit or a game in play): under the board. */
  details?: ReactNode;
  /** The fairness input is coming (a served replay's, once the rules are loaded): asked for when the check is seen. */
  onFairnessWanted?: () => void;
  /** The server drew the phone's layout (for the window's width, or a phone): hydrated so, before the screen's width decides. */
  narrowAtFirst?: boolean;
}

export function ReplayViewer({
  model,
  initialStep,
  initialPerspective,
  sharePath,
  fairness,
  fairnessUnavailable,
  exportFile,
  result,
  analysis,
  viewerSeat,
  children,
  details,
  onFairnessWanted,
  narrowAtFirst = false,
}: ReplayViewerProps) {
  const t = useTranslations("Replay");
  const unnamed = useUnnamed();
  const moveWords = useMoveWords();
  const nav = useReplayNavigation(model, initialStep);
  const { step, last } = nav;
  const [perspective, setPerspective] = useState<Perspective>(initialPerspective);
  const [copied, setCopied] = useState<string | null>(null);
  /** Positions ("step:seat") the player asked the bot about: their answers stay shown when stepping back to them. */
  const [asked, setAsked] = useState<ReadonlySet<string>>(() => new Set());
  usePositionInUrl(sharePath, step, perspective);
  useRulesOnIntent(model);
  // A served replay has the positions it opened on; another waits for the game's rules (steps and the seat's view are
  // transitions: the position shown stays until the asked one is drawn).
  const missing = model.missing?.(step, perspective) ?? model.missing?.(last, perspective) ?? null;
  if (missing) use(missing);

  // The controls name rounds as the game does ("Hand" in Sutda, whose list reads "Hand 1", "Hand 2").
  const unit = roundUnit(model.game);
  const labels = useMemo(
    () => roundLabels(model, (n, redeal) => t(redeal ? "roundLabelRedeal" : "roundLabel", { unit, n })),
    [model, t, unit],
  );

  // The analysis is offered where a seat chooses, in that seat's view or with every hand open (searching its view only).
  // A record without a move (a resign at the deal) has no choice to analyse, nor anything to step through.
  const chooser = analysis && last > 0 ? model.choiceAt(step) : null;
  const analysable = chooser !== null && (perspective === "all" || perspective === chooser);
  const askKey = `${step}:${chooser}`;
  // Where the side column falls under the board (lg): the phone's step buttons, and Analyse beside the move's words.
  const narrow = useMediaQuery("(max-width: 1023px)", narrowAtFirst);
  const { setPlaying } = nav;
  const ask = useCallback(() => {
    setPlaying(() => false);
    setAsked((s) => (s.has(askKey) ? s : new Set(s).add(askKey)));
  }, [askKey, setPlaying]);
  useReplayKeys(nav, analysable ? ask : null, unit !== "match");

  const frame = model.frame(step, perspective);
  // the view is the chosen seat's, the words "you" and "your" the viewer's
  const board = useMemo((): BoardGameView => ({ ...frame.board, youSeat: viewerSeat }), [frame.board, viewerSeat]);
  const current = model.steps[step]!;
  const players = model.players;
  const teams = model.teams;
  const roundLabel = labels[nav.currentRound] ?? "";
  const moveWordsHere = () => moveText(t, current, players, teams, unnamed, moveWords);
  // A match of one scoring unit has no round to name: its deal, then each move in its own words (its count is the
  // slider's, beside it).
  const position =
    unit === "match"
      ? current.move === null
        ? t("matchDeal")
        : moveWordsHere()
      : current.move === null
        ? t("positionDeal", { round: roundLabel })
        : t("positionMove", { round: roundLabel, n: current.move + 1, move: moveWordsHere() });

  // A phone's Analyse beside the move's words: the button goes once asked, so focus moves to the panel (shown already,
  // under the board), which comes into view with its answer.
  const askHere = () => {
    ask();
    document.querySelector<HTMLElement>('[data-testid="analysis-panel"]')?.focus({ preventScroll: true });
  };
  // The analysis acts through the page's script (a query, the A key): it comes once the script runs (or keeps a press
  // until then), so that neither a tap on its button nor the key is lost before.
  const { shown } = useEarlyAct();
  const analysisPanel =
    shown && analysis && analysable && chooser !== null ? (
      <AnalysisPanel
        key={askKey}
        gameId={analysis.gameId}
        step={step}
        seat={chooser}
        players={players}
        teams={teams}
        asked={asked.has(askKey)}
        onAsk={ask}
      />
    ) : null;

  return (
    <ReplayLayout
      nav={nav}
      narrow={narrow}
      unit={unit}
      position={position}
      data={{
        "data-step": step,
        "data-steps": model.steps.length,
        "data-perspective": perspectiveParam(perspective),
        "data-round": current.round,
      }}
      title={children}
      positionLine={
        <PositionLine position={position} onAsk={narrow && analysisPanel && !asked.has(askKey) ? askHere : null} />
      }
      positionView={
        <ReplayPosition
          model={model}
          step={step}
          frame={frame}
          board={board}
          roundLabel={labels[nav.currentRound]}
          viewerSeat={viewerSeat}
        />
      }
      analysisPanel={analysisPanel}
      settings={
        <ReplaySettings
          model={model}
          nav={nav}
          labels={labels}
          unit={unit}
          perspective={perspective}
          onPerspective={(p) => startTransition(() => setPerspective(p))}
          sharePath={sharePath}
          exportFile={exportFile}
          analysis={Boolean(analysis)}
          copied={copied}
          onCopied={setCopied}
        />
      }
      moves={
        <>
          <ReplayMoves model={model} board={board} labels={labels} step={step} onJump={nav.jump} />
          <FairnessPanel
            input={fairness}
            unavailable={fairnessUnavailable}
            roundLabels={labels}
            onWanted={onFairnessWanted}
          />
        </>
      }
      matchSummary={
        <ReplaySummary model={model} perspective={perspective} result={result} viewerSeat={viewerSeat} step={step} />
      }
      details={details}
    />
  );
}

/**
 * A served replay's rules loaded as soon as the reader acts on the page (a tap, a key, a focus, a scroll of the page,
 * or one made before the page's script ran): before a step or the fairness check asks for them.
 */
function useRulesOnIntent(model: ReplayModel): void {
  useEffect(() => {
    const load = model.load;
    if (!load) return;
    return onFirstIntent(() => void load());
  }, [model]);
}

/** The moves by round, the one shown marked; a move jumps there. */
function ReplayMoves({
  model,
  board,
  labels,
  step,
  onJump,
}: {
  model: ReplayModel;
  board: BoardGameView;
  labels: readonly string[];
  step: number;
  onJump: (step: number) => void;
}) {
  const t = useTranslations("Replay");
  const unnamed = useUnnamed();
  const unit = roundUnit(model.game);
  const groups: MoveListRound[] = useMemo(
    () =>
      model.roundStarts.map((start, i) => ({
        label: unit === "match" ? null : (labels[i] ?? t("roundLabel", { unit, n: i + 1 })),
        steps: model.steps.slice(start, model.roundStarts[i + 1] ?? model.steps.length),
      })),
    [model, labels, t, unit],
  );
  return (
    <>
      <h2 className="font-sans text-sm font-bold">{t("moves")}</h2>
      <MoveList
        groups={groups}
        unit={unit}
        current={step}
        players={model.players}
        teams={model.teams}
        sideNames={matchSides(board, unnamed).names}
        rounds={model.rounds}
        onJump={onJump}
      />
    </>
  );
}

/**
 * The move in words; on a phone two lines kept for it (the board under it does not jump with the text's length), and
 * beside it the way to ask the bot (`onAsk`; the answer comes under the board).
 */
function PositionLine({ position, onAsk }: { position: string; onAsk: (() => void) | null }) {
  return (
    <div className="flex items-start gap-2 max-lg:min-h-10">
      <p className="min-w-0 flex-1 text-sm font-semibold" aria-live="polite" data-testid="position">
        {position}
      </p>
      {onAsk ? <AnalyseButton onClick={onAsk} size="min-h-11 shrink-0" testId="analyse-here" /> : null}
    </div>
  );
}
