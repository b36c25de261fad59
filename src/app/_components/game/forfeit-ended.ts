// The line under "The match is over" when a game ended by forfeit: who forfeited, "you" to the player who did (it
// said "a player" to everyone, the one whose seat was forfeited included).
import type { BoardPlayer } from "./types";

export function forfeitEndedLine(players: readonly Pick<BoardPlayer, "seat" | "displayName" | "forfeited">[], mySeat: number | null): string {
  const names = players.filter((p) => p.forfeited).map((p) => (p.seat === mySeat ? "you" : p.displayName));
  if (!names.length) return "It ended early: a player forfeited after too many missed moves.";
  const who = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names.at(-1)!}`;
  return `It ended early: ${who} forfeited after too many missed moves.`;
}
