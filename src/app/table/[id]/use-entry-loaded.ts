"use client";
import { useEffect, useState } from "react";
import { hasGameClient } from "~/app/_games/clients";
import { preloadGameEntry } from "~/app/_games/game-entry";

/**
 * Whether the entry of `game` (undefined: not known yet) is registered on the page, so that its traits can be read;
 * the caller renders again once it is (GameEntry loads it, once per page, for the board).
 */
export function useEntryLoaded(game: string | undefined): boolean {
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (game === undefined || hasGameClient(game)) return;
    let live = true;
    preloadGameEntry(game).then(
      () => live && setLoaded(game),
      () => undefined, // GameEntry says it
    );
    return () => {
      live = false;
    };
  }, [game]);
  return game !== undefined && (loaded === game || hasGameClient(game));
}
