"use client";
// A replay's title: its game and players, each name a link to the player's page ("Koi-Koi: Aiko vs Botan"). A team
// game's players are listed with the language's comma ("Aiko, Botan", "Aiko、Botan"), and the catalog puts the colon
// after the game ("Sakura: …", "さくら：…"). A phone shows it whole on two lines, the players under the game
// ("Jahreszeitenblumen:" over "Lucía gegen Kenji"): cut to one line it read "Jahreszeitenblumen: Lucía gegen Ken…".
import { useLocale, useTranslations } from "next-intl";
import { commaIn } from "~/lib/list-format";
import { PlayerLink } from "../../_components/player/player-link";
import { useGameTitle } from "~/app/_games/use-game-title";

export interface ReplayTitleProps {
  game: string;
  players: readonly { seat: number; userId: string; displayName: string }[];
  /** Whether the game was played in teams: its players are listed rather than set against each other. */
  teams: boolean;
}

export function ReplayTitle({ game, players, teams }: ReplayTitleProps) {
  const t = useTranslations("Replay");
  const titleOf = useGameTitle();
  const locale = useLocale();
  const between = teams ? commaIn(locale) : ` ${t("versus")} `;
  return (
    <h1
      className="min-w-0 flex-1 text-lg leading-6 font-semibold [overflow-wrap:anywhere] lg:truncate lg:text-2xl lg:leading-8"
      data-testid="replay-title"
    >
      {t.rich("title", {
        game: titleOf(game),
        names: () => (
          <span className="max-lg:block">
            {players.map((p, i) => (
              <span key={p.seat}>
                {i > 0 ? between : null}
                <PlayerLink userId={p.userId}>{p.displayName}</PlayerLink>
              </span>
            ))}
          </span>
        ),
      })}
    </h1>
  );
}
