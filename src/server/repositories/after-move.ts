// The bookkeeping after a move as one statement (games/after-move.ts): its notifications, "your turn" only when the
// player has no unread one for that game yet, the round it ended, and the move's queued after-move job (the backstop)
// marked done with them: one round trip where separate statements would take three to five per move. An ordinary move stores its "your
// turn" in its own statement (repositories/game-commits.ts commitMove, with notificationsCte). Tournaments'
// notifications go through notificationsCte too (repositories/tournaments.ts), so every notification skips a page its
// user has open.
import { randomUUID } from "node:crypto";
import type { Db } from "../db/client";
import { hotRows } from "../db/hot-query";
import { empty, join, raw, sql, type Sql } from "../db/sql";
import type { NewNotification } from "./notifications";
import { eventEmailJobsSql } from "./mail";
import type { RoundResultRow } from "./results";
import { eventPushJobsSql } from "./push";
import { utcPart } from "./sql-time";

export interface AfterMoveNotification extends NewNotification {
  /** Skipped when the user has an unread notification of the same kind leading to the same href. */
  unlessUnread?: boolean;
  /**
   * Like unlessUnread, but the unread one takes this text and comes to the top again: one line per game that keeps
   * count ("timeout 2 of 3") instead of a new line per missed move.
   */
  replaceUnread?: boolean;
}

/**
 * The CTE `n` inserting `notes` (RETURNING "userId"), each "unlessUnread" one only when its user has no unread
 * notification of that kind and href, and none while its user has the page it leads to open (a live OpenPage row,
 * repositories/open-pages.ts: a player at their table is not told about it); a duplicate key is skipped (the inline
 * run and its backstop may both happen). A "replaceUnread" one updates the unread notification instead when there
 * is one (`n` then also returns its user; the CTEs are named `n_new` and `n_upd`, and only with such notes).
 * `gate`: a CTE name the insert depends on (the move's `g`: nothing is stored unless the move is).
 */
/** A notification's arguments as JSON text for the statement (null: none). */
function paramsJson(n: AfterMoveNotification): string | null {
  return n.textParams ? JSON.stringify(n.textParams) : null;
}

export function notificationsCte(notes: readonly AfterMoveNotification[], gate?: string): Sql {
  const values = notes.map(
    (n) =>
      sql`(${randomUUID()}::text, ${n.userId}::text, ${n.kind}::text, ${n.text}::text, ${n.textKey ?? null}::text, ${paramsJson(n)}::jsonb, ${n.href}::text, ${n.key ?? null}::text, ${n.unlessUnread === true || n.replaceUnread === true}::boolean)`,
  );
  const now = utcPart(new Date());
  const gated = gate ? raw(`"${gate}", `) : empty;
  // A player who asked to be told even while the page is open ("evenWhileOpen") is told as if it were closed.
  const notOpen = (v: string) =>
    sql`(NOT EXISTS (SELECT 1 FROM "OpenPage" o WHERE o."userId" = ${raw(v)}."userId" AND o."href" = ${raw(v)}."href" AND o."expiresAt" > ${now})
      OR EXISTS (SELECT 1 FROM "MailSettings" s WHERE s."userId" = ${raw(v)}."userId" AND s."evenWhileOpen"))`;
  const insert = sql`INSERT INTO "Notification" ("id", "userId", "kind", "text", "textKey", "textParams", "href", "key", "createdAt")
      SELECT v."id", v."userId", v."kind", v."text", v."textKey", v."textParams", v."href", v."key", ${now}
      FROM ${gated}(VALUES ${join(values)}) AS v("id", "userId", "kind", "text", "textKey", "textParams", "href", "key", "unlessUnread")
      WHERE (NOT v."unlessUnread"
             OR NOT EXISTS (SELECT 1 FROM "Notification" x WHERE x."userId" = v."userId" AND x."kind" = v."kind" AND x."href" = v."href" AND x."readAt" IS NULL))
        AND ${notOpen("v")}
      ON CONFLICT DO NOTHING
      RETURNING "id", "userId", "kind", "key", "createdAt"`;
  const replacing = notes.filter((n) => n.replaceUnread === true);
  // The new notifications' emails and pushes, queued by the same statement (repositories/mail.ts, push.ts).
  const emails = (from: string) => sql`n_mail AS (${eventEmailJobsSql(raw(from))} RETURNING 1),
    n_push AS (${eventPushJobsSql(raw(from))} RETURNING 1)`;
  if (replacing.length === 0)
    return sql`n AS (
      ${insert}),
    ${emails("n")}`;
  const replaceValues = replacing.map(
    (n) =>
      sql`(${n.userId}::text, ${n.kind}::text, ${n.text}::text, ${n.textKey ?? null}::text, ${paramsJson(n)}::jsonb, ${n.href}::text)`,
  );
  // Both CTEs read the statement's snapshot: the insert sees the unread row the update changes, so it skips it.
  return sql`n_upd AS (
      UPDATE "Notification" x SET "text" = r."text", "textKey" = r."textKey", "textParams" = r."textParams", "createdAt" = ${now}, "seq" = nextval(pg_get_serial_sequence('"Notification"', 'seq'))
      FROM ${gated}(VALUES ${join(replaceValues)}) AS r("userId", "kind", "text", "textKey", "textParams", "href")
      WHERE x."userId" = r."userId" AND x."kind" = r."kind" AND x."href" = r."href" AND x."readAt" IS NULL AND ${notOpen("r")}
      RETURNING x."userId"),
    n_new AS (
      ${insert}),
    n AS (SELECT "userId" FROM n_new UNION ALL SELECT "userId" FROM n_upd),
    ${emails("n_new")}`;
}

/** A game's "your turn" notifications (games/after-move.ts yourTurnNotes keys them `turn:<gameId>:<seq>:<userId>`). */
const yourTurnKeyPrefix = (gameId: string) => `turn:${gameId.replace(/[\\%_]/g, (c) => `\\${c}`)}:%`;

/**
 * The CTE `r` storing round results (a round already stored is kept as it is). One parameter holds the rows, so the
 * statement's text is the same however many there are.
 */
function roundResultsCte(rows: readonly RoundResultRow[], now: Date): Sql {
  const json = JSON.stringify(rows.map((r) => ({ id: randomUUID(), ...r })));
  return sql`r AS (
      INSERT INTO "RoundResult" ("id", "gameId", "roundIndex", "scores", "yaku", "winner", "cancelled", "explanation", "createdAt")
      SELECT v."id", v."gameId", v."roundIndex", v."scores", v."yaku", v."winner", v."cancelled", v."explanation", ${utcPart(now)}
      FROM jsonb_to_recordset(${json}::jsonb) AS v("id" text, "gameId" text, "roundIndex" int, "scores" jsonb, "yaku" jsonb, "winner" int, "cancelled" boolean, "explanation" jsonb)
      ON CONFLICT DO NOTHING
      RETURNING 1)`;
}

/**
 * Inserts the notifications (notificationsCte), marks read the unread "your turn" notifications of `turnsOver`
 * (the game's, for those users: a game that ended calls nobody to it any more), with `backstopJobKey` deletes that
 * pending job (the move's backstop, made pointless by this run), and stores `rounds` (their results), atomically. Returns the users who got a new notification or
 * had one marked read (their bell changed).
 */
export async function recordAfterMove(
  db: Db,
  notes: readonly AfterMoveNotification[],
  backstopJobKey: string | null,
  now: Date,
  turnsOver: { gameId: string; userIds: readonly string[] } | null = null,
  rounds: readonly RoundResultRow[] = [],
): Promise<string[]> {
  const clearing = turnsOver !== null && turnsOver.userIds.length > 0;
  if (notes.length === 0 && backstopJobKey === null && !clearing && rounds.length === 0) return [];
  const parts: Sql[] = [];
  if (rounds.length > 0) parts.push(roundResultsCte(rounds, now));
  if (notes.length > 0) parts.push(notificationsCte(notes));
  if (clearing) {
    parts.push(sql`t AS (
      UPDATE "Notification" SET "readAt" = ${utcPart(now)}
      WHERE "userId" IN (${join(turnsOver.userIds.map((u) => sql`${u}::text`))}) AND "kind" = 'your_turn' AND "readAt" IS NULL
        AND "key" LIKE ${yourTurnKeyPrefix(turnsOver.gameId)}
      RETURNING "userId")`);
  }
  if (backstopJobKey !== null) {
    parts.push(sql`d AS (
      DELETE FROM "Job" WHERE "key" = ${backstopJobKey} AND "status" = 'PENDING'
      RETURNING 1)`);
  }
  const sources = [...(notes.length > 0 ? ["n"] : []), ...(clearing ? ["t"] : [])];
  const select =
    sources.length > 0
      ? raw(sources.map((x) => `SELECT "userId" FROM ${x}`).join(" UNION "))
      : sql`SELECT NULL::text AS "userId" WHERE false`;
  const rows = await hotRows<{ userId: string }>(db, sql`WITH ${join(parts, ",\n")} ${select}`);
  return rows.map((r) => r.userId);
}
