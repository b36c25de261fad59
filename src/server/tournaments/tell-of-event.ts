// Telling people of a change to an event: one notification each, linking to the event's page.
import type { LockedTournamentOps } from "../repositories/locked-tournament";
import type { NewNotification } from "../repositories/notifications";
import type { TournamentRecord } from "../repositories/tournaments";
import { tournamentHref } from "./channel";

/**
 * Tells `people` of a change to the event, each with a notification linking to it; `key` keeps each one single.
 * `words`: the English text, and the NotificationTexts key and arguments the reader's language says it with.
 */
export function tellOfEvent(
  ops: LockedTournamentOps,
  t: Pick<TournamentRecord, "id">,
  people: string[],
  words: Pick<NewNotification, "text" | "textKey" | "textParams">,
  key: (userId: string) => string,
): Promise<void> {
  const href = tournamentHref(t.id);
  return ops.notify(people.map((userId) => ({ userId, kind: "tournament", ...words, href, key: key(userId) })));
}
