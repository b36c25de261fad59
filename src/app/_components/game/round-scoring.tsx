"use client";
// A finished round's scoring where a board shows one (the result dialog, the match summary). A game's view carries
// the latest round's explanation; an earlier one's is asked for when a player opens it (game.round) and kept for
// the page's life, since a finished round never changes.
import { useTranslations } from "next-intl";
import type { RoundExplanation } from "~/engine/core/ruleset";
import { useQuery, useTRPC } from "~/app/_lib/trpc";
import { RoundExplanationView, type RoundExplanationProps } from "./round-explanation";
import type { BoardRound } from "./types";

type ViewProps = Omit<RoundExplanationProps, "explanation">;

export function RoundScoring({ gameId, round, ...view }: ViewProps & { gameId: string; round: BoardRound }) {
  if (round.explanation) return <RoundExplanationView explanation={round.explanation} {...view} />;
  if (!round.explained) return null;
  return <AskedRoundScoring gameId={gameId} index={round.index} view={view} />;
}

function AskedRoundScoring({ gameId, index, view }: { gameId: string; index: number; view: ViewProps }) {
  const trpc = useTRPC();
  const t = useTranslations("Common");
  const q = useQuery(trpc.game.round.queryOptions({ gameId, index }, { staleTime: Infinity }));
  const explanation: RoundExplanation | null | undefined = q.data?.explanation;
  if (explanation) return <RoundExplanationView explanation={explanation} {...view} />;
  if (q.isError)
    return (
      <p role="alert" className="text-beni">
        {q.error.message}
      </p>
    );
  return (
    <p className="text-ink-soft" aria-busy="true">
      {t("loading")}
    </p>
  );
}
