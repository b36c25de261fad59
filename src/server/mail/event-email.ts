// The email of one event (a notification whose statement queued a "send-email" job for): checked again when
// the job runs, since the player may have looked meanwhile, then sent at once, held for the end of the quiet hours,
// or added to the player's next digest.
import type { Db } from "../db/client";
import type { JobAnswer, JobContext } from "../jobs/types";
import { enqueue } from "../jobs/queue";
import { warningStillDue } from "../games/deadline-warning";
import { loadGame } from "../games/game-state";
import {
  addDigestItem,
  findEventNotification,
  findMailRecipient,
  isStillToAct,
  TURN_EMAIL_DELAY_MS,
} from "../repositories/mail";
import { findUserLocale } from "../repositories/users";
import { notificationWords, type StoredNotification } from "../i18n/notification-words";
import { boardSentence } from "./board-sentence";
import type { MailConfig } from "./config";
import { deliver, unsubscribeHeaders } from "./deliver";
import {
  deadlineMessage,
  gameOverMessage,
  invitationMessage,
  roundMessage,
  turnMessage,
  type MailMessage,
} from "./messages";
import { digestTime, EVENT_OF_KIND, quietUntil, type MailEvent } from "./preferences";
import { preferencesOf } from "./player-preferences";
import { unsubscribeLink } from "./signed-links";
import type { Mailer } from "./transport";

export const MAIL_DIGEST_JOB = "mail.digest";

/** "turn:<gameId>:<seq>:<userId>" (games/after-move.ts yourTurnNotes) → the game. */
export const gameOfTurnKey = (key: string | null) => (key?.startsWith("turn:") ? key.split(":")[1]! : null);

/**
 * The event a "send-email" or "send-push" job is about, its recipient and their preferences, or null when there is
 * nothing to tell: no such notification, a kind told only on the site, or a recipient who is a bot or not active.
 */
export async function eventToTell(db: Db, notificationId: string) {
  const n = await findEventNotification(db, notificationId);
  const event = n ? EVENT_OF_KIND[n.kind] : undefined;
  if (!n || !event) return null;
  const user = await findMailRecipient(db, n.userId);
  if (!user || user.botLevel !== null || user.status !== "ACTIVE") return null;
  return { n, event, user, prefs: await preferencesOf(db, user.id) };
}

/** Whether a turn's notification still stands: its game still waits for the player's move. */
export async function turnStillWaits(db: Db, turnKey: string | null, userId: string): Promise<boolean> {
  const gameId = gameOfTurnKey(turnKey);
  return gameId !== null && (await isStillToAct(db, gameId, userId));
}

export async function sendEventEmail(
  config: MailConfig,
  mailer: Mailer,
  notificationId: string,
  ctx: JobContext,
): JobAnswer {
  const told = await eventToTell(ctx.db, notificationId);
  if (!told || !told.user.emailVerified) return;
  const { n, event, user, prefs } = told;
  if (prefs.stopped || !prefs.channels[event].includes("email")) return;
  // Seen: read on the site (the table page open marks it), or, for a turn, played already.
  if (n.readAt !== null) return;
  if (event === "turn") {
    const due = n.createdAt.getTime() + TURN_EMAIL_DELAY_MS;
    if (ctx.now.getTime() < due) return { retryAt: new Date(due) };
    if (!(await turnStillWaits(ctx.db, n.key, user.id))) return;
  }
  // A deadline warning is for now or never: never held for a digest, and dropped once the player moved.
  if (event === "deadline" && !(await warningStillDue(ctx.db, n.key, user.id, ctx.now))) return;
  if (prefs.rhythm !== "instant" && event !== "deadline") {
    // The digest lists the event in the words of the recipient's language now.
    const text = notificationWords(await findUserLocale(ctx.db, user.id))(n);
    await addDigestItem(ctx.db, { userId: user.id, notificationId: n.id, event, text, href: n.href });
    const at = digestTime(prefs.rhythm, prefs.timeZone, ctx.now);
    await enqueue(
      ctx.db,
      MAIL_DIGEST_JOB,
      { userId: user.id },
      { runAt: at, key: `digest:${user.id}:${at.toISOString()}` },
    );
    return;
  }
  const quiet = quietUntil(prefs, ctx.now);
  if (quiet) return { retryAt: quiet };
  const message = await eventMessage(config, ctx.db, event, n, user.id, ctx.now);
  if (!message) return;
  const unsubscribe = unsubscribeLink(config, user.id, event);
  return deliver(
    { db: ctx.db, mailer, perHour: config.perHour, now: ctx.now, attempt: ctx.job.attempts },
    user.id,
    event,
    {
      ...message,
      to: user.email,
      headers: unsubscribeHeaders(unsubscribe),
    },
  );
}

async function eventMessage(
  config: MailConfig,
  db: Db,
  event: MailEvent,
  n: StoredNotification & { href: string; key: string | null },
  userId: string,
  now: Date,
): Promise<MailMessage | null> {
  const tableUrl = `${config.baseUrl}${n.href}`;
  const locale = await findUserLocale(db, userId);
  const unsubscribeUrl = unsubscribeLink(config, userId, event);
  const said = notificationWords(locale)(n);
  if (event === "game_over") return gameOverMessage({ locale, result: said, tableUrl, unsubscribeUrl });
  if (event === "invitation") return invitationMessage({ locale, invitation: said, tableUrl, unsubscribeUrl });
  if (event === "tournament_round") return roundMessage({ locale, round: said, tableUrl, unsubscribeUrl });
  if (event === "deadline") {
    const due = await warningStillDue(db, n.key, userId, now);
    if (!due) return null;
    return deadlineMessage({
      locale,
      game: due.game.ruleset.game,
      msLeft: due.msLeft,
      board: boardSentence(due.game, userId, locale),
      tableUrl,
      unsubscribeUrl,
    });
  }
  const game = await loadGame(db, gameOfTurnKey(n.key)!);
  if (!game) return null;
  return turnMessage({
    locale,
    game: game.ruleset.game,
    board: boardSentence(game, userId, locale),
    tableUrl,
    unsubscribeUrl,
  });
}
