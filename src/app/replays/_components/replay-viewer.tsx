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
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import type { HanafudaGame } from "../../_components/cards";
import { MatchSummary, matchSides } from "../../_components/game/match-summary";
import { seatName } from "../../_components/game/names";
import { RoundExplanationView } from "../../_components/game/round-explanation";
import type { BoardGameView } from "../../_components/game/types";
import { useMediaQuery } from "../../_lib/use-media-query";
import type { FairnessInput } from "../_lib/fairness";
import { EXPORT_BUTTON, type ReplayFile } from "../_lib/record-file";
import { roundLabels, roundWord, type Perspective, type ReplayModel } from "../_lib/replay-model";
import { AnalysisPanel } from "./analysis-panel";
import { FairnessPanel } from "./fairness-panel";
import { MoveList, moveText, type MoveListRound } from "./move-list";
import { OpenHands } from "./open-hands";
import { ReplayBoard } from "./replay-board";

export const SPEEDS = [
  { ms: 2000, label: "Slow (2 s)" },
  { ms: 1000, label: "Normal (1 s)" },
  { ms: 500, label: "Fast (0.5 s)" },
  { ms: 200, label: "Very fast (0.2 s)" },
] as const;

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
}

const perspectiveParam = (p: Perspective) => (p === "all" ? "all" : String(p));

function downloadJson(file: ReplayFile) {
  const blob = new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = `hanafuda-${file.record.game}-${file.gameId ?? "record"}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Is the key meant for a control (a text box, a list, the slider) rather than for the replay? */
function keyBelongsToControl(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT";
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
}: ReplayViewerProps) {
  const last = model.steps.length - 1;
  const [step, setStepRaw] = useState(Math.max(0, Math.min(last, initialStep)));
  const [perspective, setPerspective] = useState<Perspective>(initialPerspective);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(SPEEDS[1].ms);
  const [copied, setCopied] = useState<string | null>(null);
  /** Positions ("step:seat") the player asked the bot about: their answers stay shown when stepping back to them. */
  const [asked, setAsked] = useState<ReadonlySet<string>>(() => new Set());

  const setStep = useCallback((n: number) => setStepRaw(Math.max(0, Math.min(last, n))), [last]);
  const jump = useCallback(
    (n: number) => {
      setPlaying(false);
      setStep(n);
    },
    [setStep],
  );

  const labels = useMemo(() => roundLabels(model), [model]);
  // The controls name rounds as the game does ("Hand" in Sutda, whose list reads "Hand 1", "Hand 2").
  const word = roundWord(model.game);
  const lower = word.toLowerCase();
  const roundIndexOf = (s: number) => {
    let r = 0;
    for (let i = 0; i < model.roundStarts.length; i++) if (model.roundStarts[i]! <= s) r = i;
    return r;
  };
  const currentRound = roundIndexOf(step);
  const prevRoundStart = () => {
    const start = model.roundStarts[currentRound]!;
    return step > start ? start : (model.roundStarts[currentRound - 1] ?? 0);
  };
  const nextRoundStart = () => model.roundStarts[currentRound + 1] ?? last;

  // Autoplay: one move per tick, stopping at the end.
  useEffect(() => {
    if (!playing || step >= last) return;
    const t = setTimeout(() => {
      setStep(step + 1);
      if (step + 1 >= last) setPlaying(false);
    }, speed);
    return () => clearTimeout(t);
  }, [playing, step, last, speed, setStep]);

  // The position lives in the URL, so the address bar is always a link to what is shown.
  useEffect(() => {
    if (!sharePath) return;
    const url = `${sharePath}?move=${step}&seat=${perspectiveParam(perspective)}`;
    if (`${window.location.pathname}${window.location.search}` !== url)
      window.history.replaceState(window.history.state, "", url);
  }, [sharePath, step, perspective]);

  // The analysis is offered where a seat chooses, in that seat's view or with every hand open (searching its view only).
  // A record without a move (a resign at the deal) has no choice to analyse, nor anything to step through.
  const noMoves = last === 0;
  const chooser = analysis && !noMoves ? model.choiceAt(step) : null;
  const analysable = chooser !== null && (perspective === "all" || perspective === chooser);
  const askKey = `${step}:${chooser}`;
  // Where the side column falls under the board (lg), the analysis comes right under the controls instead.
  const narrow = useMediaQuery("(max-width: 1023px)");
  const ask = useCallback(() => {
    setPlaying(false);
    setAsked((s) => (s.has(askKey) ? s : new Set(s).add(askKey)));
  }, [askKey]);

  // Keyboard: anywhere on the page but in a text box, a list or the slider.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || keyBelongsToControl(e.target)) return;
      const onButton = e.target instanceof HTMLElement && (e.target.tagName === "BUTTON" || e.target.tagName === "A");
      let handled = true;
      switch (e.key) {
        case "ArrowLeft":
          jump(step - 1);
          break;
        case "ArrowRight":
          jump(step + 1);
          break;
        case "ArrowUp":
          jump(prevRoundStart());
          break;
        case "ArrowDown":
          jump(nextRoundStart());
          break;
        case "Home":
          jump(0);
          break;
        case "End":
          jump(last);
          break;
        case "a":
        case "A":
          if (analysable) ask();
          else handled = false;
          break;
        case " ":
          if (onButton) handled = false;
          else setPlaying((p) => !p && step < last);
          break;
        default:
          handled = false;
      }
      if (handled) e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const frame = model.frame(step, perspective);
  // the view is the chosen seat's, the words "you" and "your" the viewer's
  const board = useMemo((): BoardGameView => ({ ...frame.board, youSeat: viewerSeat }), [frame.board, viewerSeat]);
  const current = model.steps[step]!;
  const { names: sideNames } = matchSides(board);
  const groups: MoveListRound[] = useMemo(
    () =>
      model.roundStarts.map((start, i) => ({
        label: labels[i] ?? `Round ${i + 1}`,
        steps: model.steps.slice(start, model.roundStarts[i + 1] ?? model.steps.length),
      })),
    [model, labels],
  );
  const players = model.players;
  const teams = model.teams;
  // The match as a whole (chart and every round's scoring): the last position with the rounds' explanations.
  const summary: BoardGameView = useMemo(() => {
    const end = { ...model.frame(last, perspective).board, youSeat: viewerSeat };
    return result
      ? { ...end, rounds: model.rounds, winner: result.winner, endReason: result.endReason }
      : { ...end, rounds: model.rounds };
  }, [model, last, perspective, result, viewerSeat]);
  const ended = current.roundEnded !== null ? model.rounds[current.roundEnded] : undefined;
  const mySide =
    viewerSeat === null ? null : board.teams ? board.teams.findIndex((t) => t.includes(viewerSeat)) : viewerSeat;

  const position =
    current.move === null
      ? `${labels[currentRound] ?? ""}: the deal`
      : `${labels[currentRound] ?? ""}, move ${current.move + 1}: ${moveText(current, players, teams)}`;

  const share = async () => {
    if (!sharePath) return;
    const url = `${window.location.origin}${sharePath}?move=${step}&seat=${perspectiveParam(perspective)}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(url);
    } catch {
      setCopied(url);
    }
  };

  const btn = "btn min-h-11 border border-paper-edge bg-white px-3 py-1.5 text-sm disabled:opacity-40";
  // A phone's Analyse beside the move's words: the button goes once asked, so focus moves to the panel (shown already,
  // under the board), which comes into view with its answer.
  const askHere = () => {
    ask();
    document.querySelector<HTMLElement>('[data-testid="analysis-panel"]')?.focus({ preventScroll: true });
  };
  const analysisPanel =
    analysis && analysable && chooser !== null ? (
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

  const toStart = (
    <button
      type="button"
      className={`${btn} max-lg:px-0`}
      onClick={() => jump(0)}
      disabled={step === 0}
      aria-label="To the start"
      aria-keyshortcuts="Home"
      title="Start (Home)"
    >
      |◀
    </button>
  );
  const back = (
    <button
      type="button"
      className={`${btn} max-lg:px-2`}
      onClick={() => jump(step - 1)}
      disabled={step === 0}
      aria-label="Back one move"
      aria-keyshortcuts="ArrowLeft"
      title="Back (←)"
      data-testid="step-back"
    >
      ◀ Back
    </button>
  );
  const forward = (
    <button
      type="button"
      className={`${btn} max-lg:px-2`}
      onClick={() => jump(step + 1)}
      disabled={step === last}
      aria-label="Forward one move"
      aria-keyshortcuts="ArrowRight"
      title="Forward (→)"
      data-testid="step-forward"
    >
      Next ▶
    </button>
  );
  const toEnd = (
    <button
      type="button"
      className={`${btn} max-lg:px-0`}
      onClick={() => jump(last)}
      disabled={step === last}
      aria-label="To the end"
      aria-keyshortcuts="End"
      title="End (End)"
      data-testid="to-end"
    >
      ▶|
    </button>
  );
  const roundBack = (
    <button
      type="button"
      className={btn}
      onClick={() => jump(prevRoundStart())}
      disabled={step === 0}
      aria-label={`To the ${lower}'s start`}
      aria-keyshortcuts="ArrowUp"
      title={`${word} start (↑)`}
      data-testid="round-back"
    >
      ⤒ {word}
    </button>
  );
  const roundForward = (
    <button
      type="button"
      className={btn}
      onClick={() => jump(nextRoundStart())}
      disabled={step === last}
      aria-label={`To the next ${lower}`}
      aria-keyshortcuts="ArrowDown"
      title={`Next ${lower} (↓)`}
      data-testid="round-forward"
    >
      {word} ⤓
    </button>
  );
  const autoplay = (
    <button
      type="button"
      className="btn btn-primary min-h-11 px-3 py-1.5 text-sm"
      onClick={() => setPlaying((p) => !p && step < last)}
      aria-pressed={playing}
      data-testid="autoplay"
      disabled={step === last && !playing}
    >
      {playing ? "⏸ Pause" : "▶ Play"}
    </button>
  );
  const speedSelect = (
    <label className="flex items-center gap-1.5 text-sm">
      <span className="text-ink-soft">Speed</span>
      <select
        className="min-h-11 rounded-md border border-paper-edge bg-white px-2 py-1.5"
        value={speed}
        onChange={(e) => setSpeed(Number(e.target.value))}
        data-testid="speed"
      >
        {SPEEDS.map((s) => (
          <option key={s.ms} value={s.ms}>
            {s.label}
          </option>
        ))}
      </select>
    </label>
  );
  const slider = (
    <div className="flex items-center gap-3">
      <input
        type="range"
        min={0}
        max={last}
        value={step}
        onChange={(e) => jump(Number(e.target.value))}
        className="min-w-0 flex-1 accent-[#9e1b1e]"
        aria-label="Position in the game"
        aria-valuetext={position}
        data-testid="position-slider"
      />
      <span className="shrink-0 text-sm text-ink-soft tabular-nums" data-testid="position-count">
        {step} / {last}
      </span>
    </div>
  );
  const noMovesNote = (
    <p className="text-sm text-ink-soft" data-testid="no-moves">
      No move was played in this game: the position below is the deal.
    </p>
  );
  // The move in words; on a phone two lines kept for it (the board under it does not jump with the text's length),
  // and beside it the way to ask the bot (the answer comes under the board).
  const positionLine = (
    <div className="flex items-start gap-2 max-lg:min-h-10">
      <p className="min-w-0 flex-1 text-sm font-semibold" aria-live="polite" data-testid="position">
        {position}
      </p>
      {narrow && analysisPanel && !asked.has(askKey) ? (
        <button
          type="button"
          className="btn btn-primary min-h-11 shrink-0 px-3 py-1.5 text-sm"
          onClick={askHere}
          aria-keyshortcuts="a"
          title="Analyse (A)"
          data-testid="analyse-here"
        >
          Analyse
        </button>
      ) : null}
    </div>
  );
  const settings = (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <label className="flex items-center gap-1.5">
        <span className="text-ink-soft">{word}</span>
        <select
          className="min-h-11 rounded-md border border-paper-edge bg-white px-2 py-1.5"
          value={currentRound}
          onChange={(e) => jump(model.roundStarts[Number(e.target.value)] ?? 0)}
          data-testid="round-select"
        >
          {labels.map((l, i) => (
            <option key={i} value={i}>
              {l}
            </option>
          ))}
        </select>
      </label>
      {model.perspectives.length > 1 ? (
        <label className="flex min-w-0 items-center gap-1.5">
          <span className="text-ink-soft">View</span>
          <select
            className="min-h-11 min-w-0 rounded-md border border-paper-edge bg-white px-2 py-1.5"
            value={perspectiveParam(perspective)}
            onChange={(e) => setPerspective(e.target.value === "all" ? "all" : Number(e.target.value))}
            data-testid="perspective"
          >
            {model.perspectives.map((p) => (
              <option key={perspectiveParam(p)} value={perspectiveParam(p)}>
                {p === "all" ? "Everything (all hands open)" : `${seatName(players, p)}'s view`}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <span className="text-ink-soft" data-testid="perspective-fixed">
          View:{" "}
          {perspective === "all" ? "a spectator's" : `${seatName(players, perspective)}'s seat, as it saw the game`}
        </span>
      )}
      {sharePath ? (
        <button
          type="button"
          className="min-h-11 font-semibold text-beni hover:underline lg:min-h-0"
          onClick={() => void share()}
          data-testid="share-link"
        >
          Link to this position
        </button>
      ) : null}
      {exportFile ? (
        <button
          type="button"
          className="min-h-11 font-semibold text-beni hover:underline lg:min-h-0"
          onClick={() => downloadJson(exportFile)}
          data-testid="export-record"
        >
          {EXPORT_BUTTON}
        </button>
      ) : null}
      {/* Only where a keyboard is likely (globals.css "keyboard"): on a phone the keys are noise; without a move, nothing to step. */}
      {noMoves ? null : (
        <span className="hidden text-xs text-ink-faint keyboard:inline" data-testid="keys-hint">
          Keys: ← → move · ↑ ↓ {lower} · Home End · Space play{analysis ? " · A analyse" : ""}
        </span>
      )}
    </div>
  );
  const copiedNote = copied ? (
    <p className="text-sm text-ink-soft" role="status">
      Copied:{" "}
      <a href={copied} className="break-all" data-testid="shared-url">
        {copied}
      </a>
    </p>
  ) : null;

  // The board with what it shows beside the position (the round's scoring where a round ends). The replay says no more
  // than its controls do, at every width: no title/round line, "Aiko is drawing" banner or last move on the board (the
  // move in words above says them). On a phone also who deals first only at the first deal, and with every hand open
  // the hands say whose they are (the seats' counts and points are in the piles under the table); Sutda's seats two to
  // a row on the felt (one to a row at 360 px pushed the second under the screen): the table and the hands fit under
  // the controls.
  const positionView = (
    <div
      className={`min-w-0 space-y-3 max-lg:space-y-2 ${step > 0 ? "max-lg:[&_[data-testid=first-dealer-slot]]:hidden" : ""} [&_[data-testid=last-move]]:hidden [&_[data-testid=status-bar]]:hidden [&_[data-tone=waiting]]:hidden max-lg:[&_.gb-felt]:p-2 max-lg:[&_[data-game=sutda]_ul[aria-label=Players]]:grid-cols-2 ${frame.openHands ? "max-lg:[&_ul[aria-label=Players]]:hidden" : ""}`}
      data-testid="replay-position"
      data-step={step}
    >
      {frame.openHands ? (
        <OpenHands hands={frame.openHands} game={model.game as HanafudaGame} players={players} toAct={board.toAct} />
      ) : null}
      <ReplayBoard board={board} />
      {ended && ended.explanation && !ended.cancelled ? (
        <section className="panel p-4" aria-labelledby="round-scoring-heading" data-testid="round-scoring">
          <h2 id="round-scoring-heading" className="mb-3 text-xl font-semibold">
            {labels[currentRound]}: the scoring
          </h2>
          <RoundExplanationView
            explanation={ended.explanation}
            game={model.game as HanafudaGame}
            players={players}
            teams={teams}
            mySide={mySide === -1 ? null : mySide}
            winner={ended.winner}
          />
        </section>
      ) : null}
    </div>
  );
  const moves = (
    <>
      <h2 className="font-sans text-sm font-bold">Moves</h2>
      <MoveList
        groups={groups}
        current={step}
        players={players}
        teams={teams}
        sideNames={sideNames}
        rounds={model.rounds}
        onJump={jump}
      />
      <FairnessPanel input={fairness} unavailable={fairnessUnavailable} />
    </>
  );
  const matchSummary = (
    <div className="panel p-4 sm:p-6">
      <MatchSummary gameView={summary} final={model.finished || Boolean(result)} />
    </div>
  );

  if (!narrow)
    // A wide screen (like lichess's analysis board): the one-line title, then the steps, the slider and the move in
    // words over the board, all on the first screen at 1280×800; beside them the analysis, the other controls and the
    // moves; the game's facts under the board.
    return (
      <div
        className="space-y-3"
        data-testid="replay"
        data-step={step}
        data-steps={model.steps.length}
        data-perspective={perspectiveParam(perspective)}
        data-round={current.round}
      >
        {children}
        <div className="grid grid-cols-[minmax(0,1fr)_20rem] gap-4">
          <div className="min-w-0 space-y-3">
            <section className="panel space-y-1.5 px-3 py-2" aria-label="Replay controls" data-testid="replay-controls">
              {noMoves ? (
                noMovesNote
              ) : (
                <div className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
                  {toStart}
                  {roundBack}
                  {back}
                  {forward}
                  {roundForward}
                  {toEnd}
                  {autoplay}
                  <div className="ml-1.5 min-w-40 flex-1">{slider}</div>
                </div>
              )}
              {positionLine}
            </section>
            {positionView}
            {details}
          </div>
          <aside className="space-y-3" aria-label="Moves and checks">
            {analysisPanel}
            <section
              className="panel space-y-2 p-3"
              aria-label="More replay controls"
              data-testid="replay-side-controls"
            >
              {noMoves ? null : speedSelect}
              {settings}
              {copiedNote}
            </section>
            {moves}
          </aside>
        </div>
        {matchSummary}
      </div>
    );

  return (
    <div
      className="space-y-4 max-lg:space-y-2"
      data-testid="replay"
      data-step={step}
      data-steps={model.steps.length}
      data-perspective={perspectiveParam(perspective)}
      data-round={current.round}
    >
      {children}
      {/* A phone (like lichess's analysis board): the steps, the slider and the move in words over the board, all on
          the first screen; the rest of the controls come under the board. */}
      <section className="panel space-y-2 p-2" aria-label="Replay controls" data-testid="replay-controls">
        {noMoves ? (
          noMovesNote
        ) : (
          <>
            <div className="grid grid-cols-[2.75rem_1fr_1fr_2.75rem] gap-1.5">
              {toStart}
              {back}
              {forward}
              {toEnd}
            </div>
            {slider}
          </>
        )}
        {positionLine}
      </section>

      <div className="grid grid-cols-1 gap-4 max-lg:gap-3 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {positionView}
        {analysisPanel}
        <section className="panel space-y-3 p-3" aria-label="More replay controls" data-testid="replay-more-controls">
          {noMoves ? null : (
            <div className="flex flex-wrap items-center gap-1.5">
              {roundBack}
              {roundForward}
              {autoplay}
              {speedSelect}
            </div>
          )}
          {settings}
          {copiedNote}
        </section>
        {details}
        <aside className="space-y-3" aria-label="Moves and checks">
          {moves}
        </aside>
      </div>

      {matchSummary}
    </div>
  );
}
