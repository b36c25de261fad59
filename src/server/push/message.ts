// What a push notification says: a title, one sentence and the page it opens. Built from the notification's own text
// and, for a turn, the board in one sentence (round and standing): never a card, so nothing a seat may not see.
import type { Db } from "../db/client";
import { timeLeftWords, warningStillDue } from "../games/deadline-warning";
import { loadGame } from "../games/game-state";
import { boardSentence } from "../mail/board-sentence";
import { gameOfTurnKey } from "../mail/event-email";
import type { MailEvent } from "../mail/preferences";

export interface PushPayload {
  title: string;
  body: string;
  /** A path on the site (/table/…): the service worker opens it on the site's own origin. */
  url: string;
}

export async function pushPayload(
  db: Db,
  event: MailEvent,
  n: { text: string; href: string; key: string | null },
  userId: string,
  now: Date,
): Promise<PushPayload | null> {
  if (event === "game_over") return { title: "Your game is over", body: n.text, url: n.href };
  if (event === "invitation") return { title: "You are invited to a table", body: n.text, url: n.href };
  if (event === "tournament_round") return { title: "Your tournament round has started", body: n.text, url: n.href };
  if (event === "deadline") {
    const due = await warningStillDue(db, n.key, userId, now);
    if (!due) return null;
    return {
      title: `Your time is running out in ${due.game.ruleset.title}`,
      body: `${timeLeftWords(due.msLeft)} left to move. ${boardSentence(due.game, userId)}.`,
      url: n.href,
    };
  }
  const gameId = gameOfTurnKey(n.key);
  const game = gameId ? await loadGame(db, gameId) : null;
  if (!game) return null;
  return { title: `Your turn in ${game.ruleset.title}`, body: `${boardSentence(game, userId)}.`, url: n.href };
}
