// Finding a player by name on /players (user.search): a plain GET form (works before the page's script runs), then
// the names found, each a link to the player's page. The leaderboards list only established ratings, so on a young
// site this is the way to a player.
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { GameName } from "~/engine/core/ruleset";
import { PLAYER_SEARCH_LIMIT, type PlayerSearchView } from "~/server/views/player-search";
import { PlayerLink } from "../_components/player/player-link";

export function PlayerSearch({
  game,
  query,
  result,
  error,
}: {
  game: GameName;
  query: string;
  result: PlayerSearchView | null;
  error: string | null;
}) {
  const t = useTranslations("Players");
  return (
    <section aria-labelledby="player-search-heading" className="panel mb-6 p-4 sm:p-6">
      <h2 id="player-search-heading" className="text-xl font-semibold">
        {t("search.title")}
      </h2>
      <form role="search" method="get" action="/players" className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="game" value={game} />
        <div className="min-w-0 flex-1 sm:max-w-md">
          <label htmlFor="player-search" className="field-label">
            {t("search.name")}
          </label>
          <input
            id="player-search"
            name="q"
            type="search"
            defaultValue={query}
            className="field-input"
            maxLength={50}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "player-search-error" : undefined}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {t("search.submit")}
        </button>
        {query ? (
          <Link href={`/players?game=${game}`} className="btn btn-quiet">
            {t("search.clear")}
          </Link>
        ) : null}
      </form>
      {error ? (
        <p id="player-search-error" className="field-error mt-2" role="alert">
          {error}
        </p>
      ) : null}
      {result ? (
        <>
          <p className="mt-3 text-ink-soft" role="status" data-testid="player-search-count">
            {t("search.found", {
              count: result.players.length,
              query: result.query,
              first: String(result.players.length === PLAYER_SEARCH_LIMIT),
            })}
          </p>
          {result.players.length > 0 ? (
            <ul className="mt-2 grid gap-1 sm:grid-cols-2" data-testid="player-search-results">
              {result.players.map((p) => (
                <li key={p.userId} className="min-w-0 break-words">
                  <PlayerLink
                    userId={p.userId}
                    className="inline-block min-h-11 py-2.5 font-semibold text-inherit underline decoration-paper-edge underline-offset-2 hover:decoration-beni sm:min-h-0 sm:py-1"
                  >
                    {p.displayName}
                  </PlayerLink>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
