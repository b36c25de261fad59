"use client";
// "What would the bot play?" (replay.analyse): at a position of a finished game where a seat chooses, every legal move
// ranked by the strong bot's search of that seat's view, with its expected round-score lead (Sutda: chips), the bot's
// pick and the move the game went on with marked, and how the played move compares. Asked with the Analyse button or
// the A key (the viewer's keyboard handler); the answers stay in the query cache, so stepping back to an analysed
// position shows it again. Asked, the panel comes into view (the answer shows where the player looks); asked with the
// button, which then goes, focus moves to the panel, whose answer is said politely.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import type { AnalysedMove, ReplayAnalysisView } from "~/server/views/replay";
import { seatName, withNames } from "../../_components/game/names";
import type { BoardPlayer } from "../../_components/game/types";
import { useTRPC } from "../../_lib/trpc";

const MINUS = "\u2212";

/** "+12.4", "−3.0", "0.0": one decimal, signed. */
export function signedFigure(n: number): string {
  const r = Math.round(n * 10) / 10;
  if (r > 0) return `+${r.toFixed(1)}`;
  if (r < 0) return `${MINUS}${(-r).toFixed(1)}`;
  return "0.0";
}

/** 1st, 2nd, 3rd, 4th, 11th, 21st… */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  const suffix =
    mod100 >= 11 && mod100 <= 13 ? "th" : n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th";
  return `${n}${suffix}`;
}

const capitalised = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** How the move played compares with the bot's pick ("Played: ranked 3rd of 6, 8.1 points below the bot's choice"). */
export function playedVerdict(a: ReplayAnalysisView): string {
  if (a.played === null) return "The game did not go on from here with a move of this seat.";
  const played = a.moves.find((m) => m.index === a.played)!;
  const bot = a.moves.find((m) => m.index === a.botChoice)!;
  const of = `ranked ${ordinal(played.rank)} of ${a.moves.length}`;
  // The bot keeps its safer first choice unless the search is sure of another, so its pick need not rank first.
  if (a.played === a.botChoice)
    return played.rank === 1
      ? `Played: the bot's choice too (${of}).`
      : `Played: the bot's choice too (${of}: the bot keeps a safer move unless the search is sure).`;
  if (played.mean === null || bot.mean === null) return `Played: ${of}.`;
  const gap = Math.round((bot.mean - played.mean) * 10) / 10;
  const unit = a.unit === "chips" ? "chips" : "points";
  if (gap > 0) return `Played: ${of}, ${gap.toFixed(1)} ${unit} below the bot's choice.`;
  if (gap < 0)
    return `Played: ${of}, ${(-gap).toFixed(1)} ${unit} above the bot's choice (the bot keeps a safer move unless the search is sure).`;
  return `Played: ${of}, level with the bot's choice.`;
}

export interface AnalysisPanelProps {
  gameId: string;
  step: number;
  /** The seat that chooses at this position. */
  seat: number;
  players: readonly BoardPlayer[];
  teams: readonly (readonly number[])[] | null;
  /** The player asked for this position (button or key). */
  asked: boolean;
  onAsk: () => void;
}

function MoveRow({
  m,
  a,
  players,
  teams,
}: {
  m: AnalysedMove;
  a: ReplayAnalysisView;
  players: readonly BoardPlayer[];
  teams: readonly (readonly number[])[] | null;
}) {
  const isBot = m.index === a.botChoice;
  const isPlayed = m.index === a.played;
  return (
    <li
      className={`flex items-baseline gap-2 rounded-md px-2 py-1.5 text-sm ${isPlayed ? "bg-ai/10 ring-1 ring-ai/40" : isBot ? "bg-matsu/10" : ""}`}
      data-testid="analysis-move"
      data-rank={m.rank}
      data-bot={isBot ? "true" : undefined}
      data-played={isPlayed ? "true" : undefined}
    >
      <span className="w-6 shrink-0 text-right text-xs text-ink-faint tabular-nums">{m.rank}.</span>
      <span className="min-w-0 flex-1 break-words">
        {capitalised(withNames(m.text, players, teams))}
        {isBot || isPlayed ? (
          <span className="mt-0.5 flex flex-wrap gap-1">
            {isBot ? (
              <span className="rounded bg-matsu px-1.5 py-0.5 text-xs font-semibold text-white">Bot&apos;s pick</span>
            ) : null}
            {isPlayed ? (
              <span className="rounded bg-ai px-1.5 py-0.5 text-xs font-semibold text-white">Played</span>
            ) : null}
          </span>
        ) : null}
      </span>
      <span className="shrink-0 font-semibold tabular-nums" title={`${m.count} playouts`}>
        {m.mean === null ? "—" : signedFigure(m.mean)}
      </span>
    </li>
  );
}

export function AnalysisPanel({ gameId, step, seat, players, teams, asked, onAsk }: AnalysisPanelProps) {
  const trpc = useTRPC();
  const query = useQuery(
    trpc.replay.analyse.queryOptions(
      { gameId, position: step, seat },
      { enabled: asked, staleTime: Infinity, retry: false },
    ),
  );
  const name = seatName(players, seat);
  const a = query.data;
  const sectionRef = useRef<HTMLElement>(null);
  // Asked while shown (the button or the A key; not a position asked before and stepped back to): into view, and again
  // when the answer comes (the ranked moves make the panel taller: on a phone they would fall below the screen).
  const [askedAtMount] = useState(asked);
  const answered = a !== undefined || query.isError;
  useEffect(() => {
    if (!asked || askedAtMount) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    sectionRef.current?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
  }, [asked, askedAtMount, answered]);
  const askHere = () => {
    onAsk();
    // the button goes: focus moves to the panel rather than to the page's start
    sectionRef.current?.focus({ preventScroll: true });
  };
  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      className="panel scroll-mt-3 space-y-2 p-3"
      aria-labelledby="analysis-heading"
      data-testid="analysis-panel"
      data-step={step}
    >
      <div className="flex min-h-10 flex-wrap items-center justify-between gap-2">
        <h2 id="analysis-heading" className="font-sans text-sm font-bold">
          What would the bot play?
        </h2>
        {!asked ? (
          <button
            type="button"
            className="btn btn-primary min-h-10 px-3 py-1.5 text-sm"
            onClick={askHere}
            aria-keyshortcuts="a"
            title="Analyse (A)"
            data-testid="analyse"
          >
            Analyse
          </button>
        ) : null}
      </div>
      <p className="text-xs text-ink-soft">
        {name} chooses here. The bot sees only what {name} saw.
      </p>
      <div aria-live="polite">
        {asked && query.isFetching && !a ? (
          <p className="text-sm text-ink-soft" data-testid="analysis-thinking">
            Thinking…
          </p>
        ) : null}
        {asked && query.isError ? (
          <p className="text-sm text-beni" role="alert" data-testid="analysis-error">
            {query.error.message}{" "}
            {query.error.data?.code === "UNAUTHORIZED" ? (
              <Link
                href={`/sign-in?callbackUrl=${encodeURIComponent(`/replays/${gameId}?move=${step}`)}`}
                className="underline"
              >
                Sign in
              </Link>
            ) : null}
          </p>
        ) : null}
        {a ? (
          <div className="space-y-2" data-testid="analysis-result">
            <p className="text-sm font-semibold" data-testid="analysis-verdict">
              {playedVerdict(a)}
            </p>
            <ol className="space-y-0.5" aria-label={`${name}'s moves, best first`}>
              {a.moves.map((m) => (
                <MoveRow key={m.index} m={m} a={a} players={players} teams={teams} />
              ))}
            </ol>
            <p className="text-xs text-ink-faint">
              Each figure is the{" "}
              {a.unit === "chips" ? "chips won or lost over the hand" : "expected round-score lead of the mover's side"}{" "}
              over {a.playouts.toLocaleString("en")} playouts of the strong bot&apos;s search, with the hidden cards
              dealt anew each time.
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
