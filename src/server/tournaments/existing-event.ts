// An action on an event under its lock that needs the event to exist: an unknown id is refused before it runs.
import type { Db } from "../db/client";
import { DomainError } from "../errors";
import { withLockedTournament, type LockedTournamentOps } from "../repositories/locked-tournament";
import type { TournamentSnapshot } from "../repositories/tournament-snapshot";

export function withExistingTournament<T>(
  db: Db,
  tournamentId: string,
  fn: (snap: TournamentSnapshot, ops: LockedTournamentOps) => Promise<T>,
): Promise<T> {
  return withLockedTournament(db, tournamentId, async (snap, ops) => {
    if (!snap) throw new DomainError("NOT_FOUND", "noSuchTournament");
    return fn(snap, ops);
  });
}
