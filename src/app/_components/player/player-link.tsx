// A player's name as a link to their public page (/players/<id>), wherever players are named.
import Link from "next/link";
import type { ReactNode } from "react";

export const playerHref = (userId: string) => `/players/${encodeURIComponent(userId)}`;

export function PlayerLink({ userId, children, className }: { userId: string; children: ReactNode; className?: string }) {
  return (
    <Link href={playerHref(userId)} className={className ?? "text-inherit underline decoration-paper-edge decoration-1 underline-offset-2 hover:decoration-beni"} data-testid="player-link">
      {children}
    </Link>
  );
}
