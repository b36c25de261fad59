"use client";
// The replay of one game, like an analysis board: the live game's board at any position, stepped with buttons, a
// slider, the move list or the keyboard (← → a move, ↑ ↓ a round, Home End the ends, Space plays), autoplay at a
// chosen speed, whose view it is (every hand open, or one seat's as it was), each round's scoring where it ends, the
// score chart of the match, the fair-shuffle check, the record's export and a link to the position shown; for a
// finished game, "what would the bot play?" where a seat chooses (Analyse, or the A key).
import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import type { HanafudaGame } from "../../_components/cards";
import { MatchSummary, matchSides } from "../../_components/game/match-summary";
import { seatName } from "../../_components/game/names";
import { RoundExplanationView } from "../../_components/game/round-explanation";
import type { BoardGameView } from "../../_components/game/types";
import type { FairnessInput } from "../_lib/fairness";
import type { ReplayFile } from "../_lib/record-file";
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
  /** Above the board (the game's header, a note on a game in play). */
  children?: ReactNode;
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

export function ReplayViewer({ model, initialStep, initialPerspective, sharePath, fairness, fairnessUnavailable, exportFile, result, analysis, children }: ReplayViewerProps) {
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
    if (`${window.location.pathname}${window.location.search}` !== url) window.history.replaceState(window.history.state, "", url);
  }, [sharePath, step, perspective]);

  // The analysis is offered where a seat chooses, in that seat's view or with every hand open (searching its view only).
  // A record without a move (a resign at the deal) has no choice to analyse, nor anything to step through.
  const noMoves = last === 0;
  const chooser = analysis && !noMoves ? model.choiceAt(step) : null;
  const analysable = chooser !== null && (perspective === "all" || perspective === chooser);
  const askKey = `${step}:${chooser}`;
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
  const board = frame.board;
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
    const end = model.frame(last, perspective).board;
    return (result ? { ...end, rounds: model.rounds, winner: result.winner, endReason: result.endReason } : { ...end, rounds: model.rounds }) as BoardGameView;
  }, [model, last, perspective, result]);
  const ended = current.roundEnded !== null ? model.rounds[current.roundEnded] : undefined;
  const mySide = perspective === "all" ? null : board.teams ? board.teams.findIndex((t) => t.includes(perspective)) : perspective;

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

  const btn = "btn min-h-10 border border-paper-edge bg-white px-3 py-1.5 text-sm disabled:opacity-40";

  return (
    <div className="space-y-4" data-testid="replay" data-step={step} data-steps={model.steps.length} data-perspective={perspectiveParam(perspective)} data-round={current.round}>
      {children}

      <section className="panel space-y-3 p-3 sm:p-4" aria-label="Replay controls" data-testid="replay-controls">
        {noMoves ? (
          <p className="text-sm text-ink-soft" data-testid="no-moves">
            No move was played in this game: the position below is the deal.
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-1.5">
              <button type="button" className={btn} onClick={() => jump(0)} disabled={step === 0} aria-label="To the start" aria-keyshortcuts="Home" title="Start (Home)">
                |◀
              </button>
              <button type="button" className={btn} onClick={() => jump(prevRoundStart())} disabled={step === 0} aria-label={`To the ${lower}'s start`} aria-keyshortcuts="ArrowUp" title={`${word} start (↑)`} data-testid="round-back">
                ⤒ {word}
              </button>
              <button type="button" className={btn} onClick={() => jump(step - 1)} disabled={step === 0} aria-label="Back one move" aria-keyshortcuts="ArrowLeft" title="Back (←)" data-testid="step-back">
                ◀ Back
              </button>
              <button type="button" className={btn} onClick={() => jump(step + 1)} disabled={step === last} aria-label="Forward one move" aria-keyshortcuts="ArrowRight" title="Forward (→)" data-testid="step-forward">
                Next ▶
              </button>
              <button type="button" className={btn} onClick={() => jump(nextRoundStart())} disabled={step === last} aria-label={`To the next ${lower}`} aria-keyshortcuts="ArrowDown" title={`Next ${lower} (↓)`} data-testid="round-forward">
                {word} ⤓
              </button>
              <button type="button" className={btn} onClick={() => jump(last)} disabled={step === last} aria-label="To the end" aria-keyshortcuts="End" title="End (End)" data-testid="to-end">
                ▶|
              </button>
              <button
                type="button"
                className="btn btn-primary min-h-10 px-3 py-1.5 text-sm"
                onClick={() => setPlaying((p) => !p && step < last)}
                aria-pressed={playing}
                data-testid="autoplay"
                disabled={step === last && !playing}
              >
                {playing ? "⏸ Pause" : "▶ Play"}
              </button>
              <label className="flex items-center gap-1.5 text-sm">
                <span className="text-ink-soft">Speed</span>
                <select className="rounded-md border border-paper-edge bg-white px-2 py-1.5" value={speed} onChange={(e) => setSpeed(Number(e.target.value))} data-testid="speed">
                  {SPEEDS.map((s) => (
                    <option key={s.ms} value={s.ms}>
                      {s.label}
                    </option>
                  ))}
                </select>
              </label>
            </div>
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
          </>
        )}
        <p className="text-sm font-semibold" aria-live="polite" data-testid="position">
          {position}
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <label className="flex items-center gap-1.5">
            <span className="text-ink-soft">{word}</span>
            <select className="rounded-md border border-paper-edge bg-white px-2 py-1.5" value={currentRound} onChange={(e) => jump(model.roundStarts[Number(e.target.value)] ?? 0)} data-testid="round-select">
              {labels.map((l, i) => (
                <option key={i} value={i}>
                  {l}
                </option>
              ))}
            </select>
          </label>
          {model.perspectives.length > 1 ? (
            <label className="flex items-center gap-1.5">
              <span className="text-ink-soft">View</span>
              <select
                className="rounded-md border border-paper-edge bg-white px-2 py-1.5"
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
              View: {perspective === "all" ? "a spectator's" : `${seatName(players, perspective)}'s seat, as it saw the game`}
            </span>
          )}
          {sharePath ? (
            <button type="button" className="font-semibold text-beni hover:underline" onClick={() => void share()} data-testid="share-link">
              Link to this position
            </button>
          ) : null}
          {exportFile ? (
            <button type="button" className="font-semibold text-beni hover:underline" onClick={() => downloadJson(exportFile)} data-testid="export-record">
              Export the record
            </button>
          ) : null}
          {/* Only where a keyboard is likely (globals.css "keyboard"): on a phone the keys are noise; without a move, nothing to step. */}
          {noMoves ? null : (
            <span className="hidden text-xs text-ink-faint keyboard:inline" data-testid="keys-hint">
              Keys: ← → move · ↑ ↓ {lower} · Home End · Space play{analysis ? " · A analyse" : ""}
            </span>
          )}
        </div>
        {copied ? (
          <p className="text-sm text-ink-soft" role="status">
            Copied:{" "}
            <a href={copied} className="break-all" data-testid="shared-url">
              {copied}
            </a>
          </p>
        ) : null}
      </section>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-3" data-testid="replay-position" data-step={step}>
          {frame.openHands ? <OpenHands hands={frame.openHands} game={model.game as HanafudaGame} players={players} toAct={board.toAct} /> : null}
          <ReplayBoard board={board} />
          {ended && ended.explanation && !ended.cancelled ? (
            <section className="panel p-4" aria-labelledby="round-scoring-heading" data-testid="round-scoring">
              <h2 id="round-scoring-heading" className="mb-3 text-xl font-semibold">
                {labels[currentRound]}: the scoring
              </h2>
              <RoundExplanationView explanation={ended.explanation} game={model.game as HanafudaGame} players={players} teams={teams} mySide={mySide === -1 ? null : mySide} winner={ended.winner} />
            </section>
          ) : null}
        </div>
        <aside className="space-y-3" aria-label="Moves and checks">
          {analysis && analysable && chooser !== null ? (
            <AnalysisPanel key={askKey} gameId={analysis.gameId} step={step} seat={chooser} players={players} teams={teams} asked={asked.has(askKey)} onAsk={ask} />
          ) : null}
          <h2 className="font-sans text-sm font-bold">Moves</h2>
          <MoveList groups={groups} current={step} players={players} teams={teams} sideNames={sideNames} rounds={model.rounds} onJump={jump} />
          <FairnessPanel input={fairness} unavailable={fairnessUnavailable} />
        </aside>
      </div>

      <div className="panel p-4 sm:p-6">
        <MatchSummary gameView={summary} final={model.finished || Boolean(result)} />
      </div>
    </div>
  );
}
