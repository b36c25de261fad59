// The game of a new table: one card for each game, with how many play it.
import { useTranslations } from "next-intl";
import type { GameName } from "~/engine/core/ruleset";
import { useGameTitle } from "../words";

export interface TableFormGame {
  game: GameName;
  title: string;
  minPlayers: number;
  maxPlayers: number;
}

export function GameChoice({
  games,
  game,
  onChoose,
  idBase,
}: {
  games: TableFormGame[];
  game: GameName;
  onChoose: (game: GameName) => void;
  idBase: string;
}) {
  const t = useTranslations("GameList");
  const tPlay = useTranslations("Play");
  // The server's titles are English: the challenge form on a player's page passes them as they come.
  const gameTitle = useGameTitle();
  return (
    <fieldset>
      <legend className="field-label">{tPlay("form.game")}</legend>
      <div className="grid gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {games.map((g) => (
          <label
            key={g.game}
            className={`flex cursor-pointer flex-col rounded-xl border-2 px-3 py-2 ${game === g.game ? "border-beni bg-beni/5" : "border-paper-edge bg-white/70 hover:border-ink-faint"}`}
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name="game"
                value={g.game}
                className="accent-beni"
                checked={game === g.game}
                onChange={() => onChoose(g.game)}
                aria-label={gameTitle(g.game, g.title)}
                aria-describedby={`${idBase}-${g.game}-players`}
              />
              <span className="font-semibold" aria-hidden="true">
                {gameTitle(g.game, g.title)}
              </span>
            </span>
            <span id={`${idBase}-${g.game}-players`} className="text-sm text-ink-faint">
              {g.minPlayers === g.maxPlayers
                ? t("players", { count: g.minPlayers })
                : t("playerRange", { min: g.minPlayers, max: g.maxPlayers })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
