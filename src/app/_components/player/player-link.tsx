// A player's name as a link to their public page (/players/<id>), wherever players are named.
import Link from "next/link";
import type { ReactNode } from "react";

export const playerHref = (userId: string) => `/players/${encodeURIComponent(userId)}`;

/** How a player's name link looks where nothing else is said. */
export const PLAYER_LINK_CLASS =
  "text-inherit underline decoration-paper-edge decoration-1 underline-offset-2 hover:decoration-beni";

export function PlayerLink({
  userId,
  children,
  className,
}: {
  userId: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link href={playerHref(userId)} className={className ?? PLAYER_LINK_CLASS} data-testid="player-link">
      {children}
    </Link>
  );
}
