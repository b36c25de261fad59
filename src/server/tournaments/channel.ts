// "Tournament T changed" on the realtime bus (a pointer, no content): each open tournament page reloads its own view.
import type { RealtimeBus } from "../realtime/bus";
import { userChannel } from "../realtime/bus";

export const tournamentChannel = (tournamentId: string) => `tournament:${tournamentId}`;

/** After a commit: the event's page, and the bells of the users who were notified. */
export async function publishTournamentChange(
  bus: RealtimeBus,
  tournamentId: string,
  notifiedUsers: readonly string[] = [],
): Promise<void> {
  try {
    await bus.publish(tournamentChannel(tournamentId), { tournamentId });
    for (const userId of new Set(notifiedUsers)) await bus.publish(userChannel(userId), { userId });
  } catch (e) {
    // Best effort: the pages catch up on their next event or reload.
    console.error(`[tournaments] publish: ${(e as Error).message}`);
  }
}

export const tournamentHref = (tournamentId: string) => `/tournaments/${tournamentId}`;
