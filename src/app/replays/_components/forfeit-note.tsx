// A game that ended by forfeit (or a resign: `resigned`) stops where the forfeit came: its last position is a round in the middle of play
// ("Chie is bidding"), and the match summary's scores are those of that moment, not of a played-out end. Said once,
// above the replay, so the end does not read as a game still waiting for a move.
import { useLocale, useTranslations } from "next-intl";
import { listFormat } from "~/lib/list-format";
import type { ReplayPlayer } from "~/server/views/replay";

/**
 * `resigned`: the game ended by a resign (a record without the seats' own `resigned` flag: every forfeited seat resigned).
 * `noMoves`: the record has no move at all (a resign at the deal): said as such, there is no position "where play stopped".
 */
export function ForfeitNote({
  players,
  resigned = false,
  noMoves = false,
}: {
  players: readonly (Pick<ReplayPlayer, "displayName" | "forfeited"> & { resigned?: boolean })[];
  resigned?: boolean;
  noMoves?: boolean;
}) {
  const t = useTranslations("Replay");
  const locale = useLocale();
  const out = players.filter((p) => p.forfeited);
  if (!out.length) return null;
  const flagged = out.some((p) => p.resigned);
  const resigners = out.filter((p) => (flagged ? p.resigned : resigned)).map((p) => p.displayName);
  const forfeiters = out.filter((p) => !(flagged ? p.resigned : resigned)).map((p) => p.displayName);
  const list = (names: string[]) => listFormat(locale).format(names);
  const who = list([
    ...(resigners.length ? [t("resigned", { names: list(resigners), count: resigners.length })] : []),
    ...(forfeiters.length ? [t("forfeited", { names: list(forfeiters), count: forfeiters.length })] : []),
  ]);
  return (
    <p className="rounded-lg border border-beni/30 bg-beni/5 px-3 py-2 text-sm text-beni" data-testid="forfeit-note">
      {noMoves ? t("forfeitNoMoves", { who }) : t("forfeitStopped", { who })}
    </p>
  );
}
