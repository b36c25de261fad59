// Waiting lists of full individual events. A player joins the list of a full event while registration is open; when
// a place frees before the close (a withdrawal, the organiser's removal, a suspension) the first on the list takes it
// in the same transaction, under the event's lock, so the entrant count never passes the cap, and is told. The close
// tells those still waiting that no place came and empties the list. Team events have none: a team forms over several
// people's answers, which a place cannot wait for.
import { DomainError, because, type ErrorText } from "../errors";
import type { PlayContext } from "../games/play-context";
import { findUserById } from "../repositories/users";
import type { LockedTournamentOps } from "../repositories/locked-tournament";
import type { TournamentSnapshot } from "../repositories/tournament-snapshot";
import { publishTournamentChange } from "./channel";
import { tellOfEvent } from "./tell-of-event";
import { withExistingTournament } from "./existing-event";

/** Why `userId` (null: anyone) cannot join the waiting list now, or null. The page shows the same words as the refusal. */
export function waitingListBlocked(snap: TournamentSnapshot, userId: string | null, now: Date): ErrorText | null {
  const t = snap.tournament;
  if (t.status === "CANCELLED") return because("tournamentCancelled");
  if (t.status !== "REGISTRATION" || now >= t.registrationClosesAt) return because("waitingListClosed");
  if (t.teamSize > 1) return because("noWaitingListForTeams");
  if (userId && snap.entrants.some((e) => e.userId === userId)) return because("alreadyRegistered");
  if (userId && snap.waitingList.some((w) => w.userId === userId)) return because("alreadyWaiting");
  if (snap.entrants.length < t.maxEntrants) return because("placesLeft");
  return null;
}

export async function joinWaitingList(
  ctx: PlayContext,
  userId: string,
  tournamentId: string,
  now = new Date(),
): Promise<{ position: number }> {
  // A suspended account's session ends at once; this covers a request already on its way (a suspended player would
  // only be passed over when a place frees).
  if ((await findUserById(ctx.db, userId))?.status !== "ACTIVE")
    throw new DomainError("FORBIDDEN", "accountSuspendedCannotJoin");
  const position = await withExistingTournament(ctx.db, tournamentId, async (snap, ops) => {
    const blocked = waitingListBlocked(snap, userId, now);
    if (blocked)
      throw new DomainError(
        blocked.key === "alreadyRegistered" || blocked.key === "alreadyWaiting" ? "CONFLICT" : "PRECONDITION_FAILED",
        blocked,
      );
    await ops.addToWaitingList(userId);
    return snap.waitingList.length + 1;
  });
  await publishTournamentChange(ctx.bus, tournamentId);
  return { position };
}

export async function leaveWaitingList(ctx: PlayContext, userId: string, tournamentId: string): Promise<void> {
  await withExistingTournament(ctx.db, tournamentId, async (snap, ops) => {
    if (!snap.waitingList.some((w) => w.userId === userId))
      throw new DomainError("PRECONDITION_FAILED", "notWaitingList");
    await ops.removeFromWaitingList(userId);
  });
  await publishTournamentChange(ctx.bus, tournamentId);
}

/**
 * Under the lock, after entrants were taken out (`entrantsNow` are left; `leaving` are the players who just left):
 * while registration is open, the first active players on the list take the free places and are told. Returns them.
 */
export async function fillFromWaitingList(
  snap: TournamentSnapshot,
  ops: LockedTournamentOps,
  entrantsNow: number,
  leaving: readonly string[],
  now: Date,
): Promise<string[]> {
  const t = snap.tournament;
  if (t.teamSize > 1 || t.status !== "REGISTRATION" || now >= t.registrationClosesAt) return [];
  let free = t.maxEntrants - entrantsNow;
  const promoted: string[] = [];
  for (const w of snap.waitingList) {
    if (free <= 0) break;
    if (!w.active || leaving.includes(w.userId) || snap.entrants.some((e) => e.userId === w.userId)) continue;
    await ops.removeFromWaitingList(w.userId);
    await ops.addEntrant({ userId: w.userId });
    promoted.push(w.userId);
    free--;
  }
  const words = {
    text: `A place opened in ${t.name}: you are entered.`,
    textKey: "waitingPromoted",
    textParams: { event: t.name },
  };
  await tellOfEvent(ops, t, promoted, words, (userId) => `waiting-promoted:${t.id}:${userId}:${now.getTime()}`);
  return promoted;
}

/** Under the lock, at the close: those still waiting are told no place came, and the list is emptied. Returns them. */
export async function closeWaitingList(snap: TournamentSnapshot, ops: LockedTournamentOps): Promise<string[]> {
  const t = snap.tournament;
  const waiting = snap.waitingList.map((w) => w.userId);
  if (waiting.length === 0) return [];
  await ops.clearWaitingList();
  const text = `Registration for ${t.name} has closed: no place became free for you on the waiting list.`;
  const words = { text, textKey: "waitingClosed", textParams: { event: t.name } };
  await tellOfEvent(ops, t, waiting, words, (userId) => `waiting-closed:${t.id}:${userId}`);
  return waiting;
}
