import Link from "next/link";
import type { GameCatalogEntry } from "~/server/games/catalog";
import { plural } from "~/engine/core/plural";

const ACCENT: Record<string, string> = {
  sakura: "bg-shu",
  sfj: "bg-kin",
  mushi: "bg-matsu",
  judge: "bg-ai",
  sutda: "bg-beni",
};

function players(g: GameCatalogEntry) {
  return g.minPlayers === g.maxPlayers
    ? `${plural(g.minPlayers, "player")}`
    : `${g.minPlayers}–${plural(g.maxPlayers, "player")}`;
}

export function GameList({ games, headingLevel = 2 }: { games: GameCatalogEntry[]; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="game-list">
      {games.map((g) => (
        <li key={g.game} className="panel relative overflow-hidden p-5 pl-6">
          <span aria-hidden="true" className={`absolute inset-y-0 left-0 w-1.5 ${ACCENT[g.game] ?? "bg-beni"}`} />
          <H className="text-xl font-semibold">{g.title}</H>
          <p className="mt-1 text-sm font-semibold text-ink-faint">{players(g)}</p>
          <p className="mt-2 text-ink-soft">{g.summary}</p>
          {/* a newcomer reading the card wants the rules next: each card leads to its game's page */}
          <Link
            href={`/rules/${g.game}`}
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-beni underline underline-offset-2"
            aria-label={`How to play ${g.title}`}
            data-testid="game-rules-link"
          >
            How to play
          </Link>
        </li>
      ))}
    </ul>
  );
}
