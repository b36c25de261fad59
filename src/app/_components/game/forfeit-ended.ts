// The line under "The match is over" when a game ended early: who forfeited (after too many missed moves) or
// resigned, "you" to the player who did (it said "a player" to everyone, the one whose seat was forfeited included).
import type { BoardPlayer } from "./types";

type Player = Pick<BoardPlayer, "seat" | "displayName" | "forfeited" | "resigned">;

function who(players: readonly Player[], mySeat: number | null): string | null {
  const names = players.filter((p) => p.forfeited).map((p) => (p.seat === mySeat ? "you" : p.displayName));
  if (!names.length) return null;
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names.at(-1)!}`;
}

export function forfeitEndedLine(players: readonly Player[], mySeat: number | null): string {
  // A player who resigned earlier in a game the stand-in played on did not miss moves.
  const names = who(
    players.filter((p) => !p.resigned),
    mySeat,
  );
  if (!names) return "It ended early: a player forfeited after too many missed moves.";
  return `It ended early: ${names} forfeited after too many missed moves.`;
}

export function resignEndedLine(players: readonly Player[], mySeat: number | null): string {
  // Those who resigned (a seat forfeited earlier by timeouts did not); a view without the flag: every forfeited seat.
  const names = who(players.some((p) => p.resigned) ? players.filter((p) => p.resigned) : players, mySeat);
  return `It ended early: ${names ?? "a player"} resigned.`;
}

/** The line for a game that ended before it was played out (endReason "forfeit" or "resign"), else undefined. */
export function endedEarlyLine(gv: {
  endReason?: string | null;
  players: readonly Player[];
  mySeat: number | null;
}): string | undefined {
  if (gv.endReason === "forfeit") return forfeitEndedLine(gv.players, gv.mySeat);
  if (gv.endReason === "resign") return resignEndedLine(gv.players, gv.mySeat);
  return undefined;
}
