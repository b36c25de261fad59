// The games' boards load on demand (next/dynamic in each game's entry), and so does the boards'
// clock. A test that renders them with react-dom/server's synchronous renderer loads them first, as a page's first
// render does.
import type { ComponentType } from "react";
import { GAME_CLIENTS } from "~/app/_games/registry";
import { LazyDeadlineCountdown } from "~/app/_components/game/board-chrome";

/**
 * A component of next/dynamic outside Next.js's build (its react-loadable form, a forwardRef around the loader's
 * component): it can load its module ahead of its first render.
 */
type Preloadable = ComponentType & { render?: { preload?: () => Promise<unknown> } };

/** Loads each game's lazily loaded parts, and the boards' clock. */
export async function loadGameParts(): Promise<void> {
  const parts: unknown[] = Object.values(GAME_CLIENTS).flatMap((c) => [
    c.Board,
    "ReplayBoard" in c ? c.ReplayBoard : undefined,
  ]);
  parts.push(LazyDeadlineCountdown);
  await Promise.all(
    (parts.filter(Boolean) as Preloadable[]).map((Part) => {
      const preload = Part.render?.preload;
      if (!preload) throw new Error("a game's lazily loaded part cannot be loaded ahead of its render");
      return preload();
    }),
  );
}
