import Link from "next/link";
import { useTranslations } from "next-intl";
import type { GameCatalogEntry } from "~/server/games/catalog";
import { findGameTraits } from "~/app/_games/traits";

export function GameList({ games, headingLevel = 2 }: { games: GameCatalogEntry[]; headingLevel?: 2 | 3 }) {
  const t = useTranslations("GameList");
  const tGames = useTranslations("Games");
  const H = headingLevel === 2 ? "h2" : "h3";
  // A game the catalogs do not name yet keeps the server's English words.
  const title = (g: GameCatalogEntry) => (tGames.has(`${g.game}.name`) ? tGames(`${g.game}.name`) : g.title);
  const summary = (g: GameCatalogEntry) => (tGames.has(`${g.game}.summary`) ? tGames(`${g.game}.summary`) : g.summary);
  const players = (g: GameCatalogEntry) =>
    g.minPlayers === g.maxPlayers
      ? t("players", { count: g.minPlayers })
      : t("playerRange", { min: g.minPlayers, max: g.maxPlayers });
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="game-list">
      {games.map((g) => (
        <li key={g.game} className="panel relative overflow-hidden p-5 pl-6">
          <span
            aria-hidden="true"
            className={`absolute inset-y-0 left-0 w-1.5 ${findGameTraits(g.game)?.accent ?? "bg-beni"}`}
          />
          <H className="text-xl font-semibold">{title(g)}</H>
          <p className="mt-1 text-sm font-semibold text-ink-faint">{players(g)}</p>
          <p className="mt-2 text-ink-soft">{summary(g)}</p>
          {/* a newcomer reading the card wants the rules next: each card leads to its game's page */}
          <Link
            href={`/rules/${g.game}`}
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-beni underline underline-offset-2"
            aria-label={t("howToPlayGame", { game: title(g) })}
            data-testid="game-rules-link"
          >
            {t("howToPlay")}
          </Link>
        </li>
      ))}
    </ul>
  );
}
