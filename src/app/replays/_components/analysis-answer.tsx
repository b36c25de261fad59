"use client";
// The bot's answer in the analysis panel (analysis-panel.tsx), loaded once the player asks: replay.analyse's query,
// "Thinking…", the refusal, and every legal move ranked with its expected round-score lead (Sutda: chips), the bot's
// pick and the move the game went on with marked, and how the played move compares. The API's client comes with it
// (the replay's first view calls no API); the answers stay in the tab's one cache, so stepping back to an analysed
// position shows it again.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useContext, useEffect } from "react";
import type { AnalysedMove, ReplayAnalysisView } from "~/server/views/replay";
import { useMoveWords } from "../../_components/game/move-words";
import { seatName } from "../../_components/game/names";
import { useUnnamed } from "../../_components/game/use-unnamed";
import type { BoardPlayer } from "../../_components/game/types";
import { QueryClientContext } from "../../_lib/query-hooks";
import { TRPCReactProvider, useQuery, useTRPC } from "../../_lib/trpc";

const MINUS = "\u2212";

/** "+12.4", "−3.0", "0.0": one decimal, signed, with the language's decimal mark. */
export function signedFigure(n: number, locale = "en"): string {
  const r = Math.round(n * 10) / 10;
  const figure = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Math.abs(r),
  );
  return r > 0 ? `+${figure}` : r < 0 ? `${MINUS}${figure}` : figure;
}

const capitalised = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

type AnalysisT = ReturnType<typeof useTranslations>;

/** How the move played compares with the bot's pick ("Played: ranked 3rd of 6, 8.1 points below the bot's choice"). */
export function playedVerdict(t: AnalysisT, a: ReplayAnalysisView, locale = "en"): string {
  if (a.played === null) return t("notPlayedHere");
  const played = a.moves.find((m) => m.index === a.played)!;
  const bot = a.moves.find((m) => m.index === a.botChoice)!;
  const rank = { rank: played.rank, of: a.moves.length };
  // The bot keeps its safer first choice unless the search is sure of another, so its pick need not rank first.
  if (a.played === a.botChoice) return t(played.rank === 1 ? "playedBotsChoice" : "playedBotsChoiceSafer", rank);
  if (played.mean === null || bot.mean === null) return t("playedRanked", rank);
  const gap = Math.round((bot.mean - played.mean) * 10) / 10;
  const figure = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Math.abs(gap),
  );
  if (gap === 0) return t("playedLevel", rank);
  return t(gap > 0 ? "playedBelow" : "playedAbove", {
    ...rank,
    gap: figure,
    unit: a.unit === "chips" ? "chips" : "points",
  });
}

export interface AnalysisAnswerProps {
  gameId: string;
  step: number;
  /** The seat that chooses at this position. */
  seat: number;
  players: readonly BoardPlayer[];
  teams: readonly (readonly number[])[] | null;
  /** Whether the answer (or a refusal) is shown: the panel brings it into view when it comes. */
  onAnswered: (answered: boolean) => void;
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
  const t = useTranslations("ReplayAnalysis");
  const words = useMoveWords();
  const locale = useLocale();
  // the reader's words where the game gives the move as a phrase; the engine's English with names otherwise
  const what = words.parts(
    { seat: a.seat, text: m.text, phrase: m.phrase, byStandIn: false },
    { players, teams, mySeat: null },
  ).what;
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
        {capitalised(what)}
        {isBot || isPlayed ? (
          <span className="mt-0.5 flex flex-wrap gap-1">
            {isBot ? (
              <span className="rounded bg-matsu px-1.5 py-0.5 text-xs font-semibold text-white">{t("botsPick")}</span>
            ) : null}
            {isPlayed ? (
              <span className="rounded bg-ai px-1.5 py-0.5 text-xs font-semibold text-white">{t("played")}</span>
            ) : null}
          </span>
        ) : null}
      </span>
      <span className="shrink-0 font-semibold tabular-nums" title={t("playouts", { count: m.count })}>
        {m.mean === null ? "—" : signedFigure(m.mean, locale)}
      </span>
    </li>
  );
}

function Answer({ gameId, step, seat, players, teams, onAnswered }: AnalysisAnswerProps) {
  const t = useTranslations("ReplayAnalysis");
  const unnamed = useUnnamed();
  const locale = useLocale();
  const trpc = useTRPC();
  const query = useQuery(
    trpc.replay.analyse.queryOptions({ gameId, position: step, seat }, { staleTime: Infinity, retry: false }),
  );
  const name = seatName(players, seat, unnamed);
  const a = query.data;
  const answered = a !== undefined || query.isError;
  useEffect(() => onAnswered(answered), [answered, onAnswered]);
  return (
    <>
      {query.isFetching && !a ? (
        <p className="text-sm text-ink-soft" data-testid="analysis-thinking">
          {t("thinking")}
        </p>
      ) : null}
      {query.isError ? (
        <p className="text-sm text-beni" role="alert" data-testid="analysis-error">
          {query.error.message}{" "}
          {query.error.data?.code === "UNAUTHORIZED" ? (
            <Link
              href={`/sign-in?callbackUrl=${encodeURIComponent(`/replays/${gameId}?move=${step}`)}`}
              className="underline"
            >
              {t("signIn")}
            </Link>
          ) : null}
        </p>
      ) : null}
      {a ? (
        <div className="space-y-2" data-testid="analysis-result">
          <p className="text-sm font-semibold" data-testid="analysis-verdict">
            {playedVerdict(t, a, locale)}
          </p>
          <ol className="space-y-0.5" aria-label={t("movesOf", { name })}>
            {a.moves.map((m) => (
              <MoveRow key={m.index} m={m} a={a} players={players} teams={teams} />
            ))}
          </ol>
          <p className="text-xs text-ink-faint">
            {t("figureNote", { unit: a.unit === "chips" ? "chips" : "points", playouts: a.playouts })}
          </p>
        </div>
      ) : null}
    </>
  );
}

/** The answer under the page's API client, or the tab's own where the page has none (the replay's). */
export function AnalysisAnswer(props: AnalysisAnswerProps) {
  const outer = useContext(QueryClientContext);
  return outer ? (
    <Answer {...props} />
  ) : (
    <TRPCReactProvider>
      <Answer {...props} />
    </TRPCReactProvider>
  );
}
