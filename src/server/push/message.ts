// What a push notification says: a title, one sentence and the page it opens. Built from the notification's own words
// and, for a turn, the board in one sentence (round and standing): never a card, so nothing a seat may not see. Title
// and sentence are in the recipient's language (Push.json, NotificationTexts.json; English when they chose none).
import type { Db } from "../db/client";
import { warningStillDue } from "../games/deadline-warning";
import { timeLeftIn } from "../mail/messages";
import { loadGame } from "../games/game-state";
import { boardSentence } from "../mail/board-sentence";
import { gameOfTurnKey } from "../mail/event-email";
import type { MailEvent } from "../mail/preferences";
import { serverTranslator } from "../i18n/server-text";
import { notificationWords, type StoredNotification } from "../i18n/notification-words";
import { findUserLocale } from "../repositories/users";

export interface PushPayload {
  title: string;
  body: string;
  /** A path on the site (/table/…): the service worker opens it on the site's own origin. */
  url: string;
}

export async function pushPayload(
  db: Db,
  event: MailEvent,
  n: StoredNotification & { href: string; key: string | null },
  userId: string,
  now: Date,
): Promise<PushPayload | null> {
  const locale = await findUserLocale(db, userId);
  const t = serverTranslator(locale, "Push");
  const said = notificationWords(locale)(n);
  if (event === "game_over") return { title: t("gameOver"), body: said, url: n.href };
  if (event === "invitation") return { title: t("invitation"), body: said, url: n.href };
  if (event === "tournament_round") return { title: t("tournamentRound"), body: said, url: n.href };
  if (event === "deadline") {
    const due = await warningStillDue(db, n.key, userId, now);
    if (!due) return null;
    return {
      title: t("deadline", { game: due.game.ruleset.game }),
      body: t("deadlineBody", {
        timeLeft: timeLeftIn(locale, due.msLeft),
        board: boardSentence(due.game, userId, locale),
      }),
      url: n.href,
    };
  }
  const gameId = gameOfTurnKey(n.key);
  const game = gameId ? await loadGame(db, gameId) : null;
  if (!game) return null;
  return {
    title: t("turn", { game: game.ruleset.game }),
    body: t("board", { board: boardSentence(game, userId, locale) }),
    url: n.href,
  };
}
