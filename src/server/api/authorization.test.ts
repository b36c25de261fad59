// The authorization matrix: every tRPC procedure of the app router (walked from appRouter._def.procedures, so a new
// procedure without an entry below fails the first test) called as six actors — anonymous, a signed-in stranger,
// a seated player, another seat of the same game, a suspended user (a real session whose user was suspended, read
// through the real session lookup) and an admin — against private tables, each with an expected allow or deny.
//   deny:  the call is refused with UNAUTHORIZED, FORBIDDEN or NOT_FOUND (nothing about the game is shown);
//   allow: the call passes authorization: it succeeds, or fails for a reason of the domain (a full table, not your
//          turn, a malformed move), never with one of the refusals above and never with INTERNAL_SERVER_ERROR.
// And no answer to anyone but an admin contains another user's email address.
import { randomBytes } from "node:crypto";
import { TRPCError } from "@trpc/server";
import { expect, it } from "vitest";
import { openSession, sessionFromToken } from "../auth/session";
import { clearStateCache } from "../games/state-cache";
import { insertTableMessage } from "../repositories/table-messages";
import { createTestUser, testBus } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { startJudge } from "../testing/judge";
import { startTable, tableInput } from "../testing/play";
import type { TRPCContext } from "./context";
import { appRouter, createCaller } from "./root";

const ACTORS = ["anonymous", "stranger", "seated", "otherSeat", "suspended", "admin"] as const;
type Actor = (typeof ACTORS)[number];
type Expect = "allow" | "deny";
type Matrix = Record<Actor, Expect>;

const rule = (allowed: Actor[]): Matrix =>
  Object.fromEntries(ACTORS.map((a) => [a, allowed.includes(a) ? "allow" : "deny"])) as Matrix;
/** Anyone, signed in or not (a suspended user's session no longer counts: they are anonymous). */
const PUBLIC = rule([...ACTORS]);
/** Any signed-in, active user. */
const SIGNED_IN = rule(["stranger", "seated", "otherSeat", "admin"]);
/** The players of the game (or table) only: a private table shows nothing to anyone else, admins included. */
const PLAYERS = rule(["seated", "otherSeat"]);
const ADMIN = rule(["admin"]);

/** What the procedures are called on: a private 3-player SFJ game (seats: seated, otherSeat, and the suspended user), a private Judge match, a preset. */
interface Fixture {
  tableId: string;
  gameId: string;
  inviteCode: string;
  judgeTableId: string;
  judgeGameId: string;
  presetId: string;
  /** An individual Sutda tournament open for registration, and a Sakura 2v2 one where `seated` is invited to a team. */
  tournamentId: string;
  teamTournamentId: string;
  teamId: string;
  /** Another Sutda event of the same organiser, for tournament.cancel. */
  cancelTournamentId: string;
  /** A throwaway player for the admin's actions on users. */
  targetUserId: string;
  seatedUserId: string;
  /** A chat message of the seated player at the SFJ table. */
  messageId: string;
}

interface Entry {
  /** Which game "seated" and "otherSeat" sit at: the SFJ game (default) or the Judge match. */
  on?: "judge";
  expect: Matrix;
  input?: (fx: Fixture, actor: Actor) => unknown;
}

const unique = () => randomBytes(4).toString("hex");

const MATRIX: Record<string, Entry> = {
  // Accounts
  "auth.signUp": {
    expect: PUBLIC,
    input: () => ({
      email: `matrix-${unique()}@example.test`,
      displayName: `Matrix ${unique()}`,
      password: "long enough secret",
    }),
  },
  // A forgotten password needs no sign-in: the answer never says whether the address has an account, and a
  // made-up reset link is refused as a value
  "auth.requestPasswordReset": { expect: PUBLIC, input: () => ({ email: `matrix-${unique()}@example.test` }) },
  "auth.checkResetLink": {
    expect: PUBLIC,
    input: (fx) => ({ userId: fx.seatedUserId, expires: Date.now() + 60_000, token: "A".repeat(43) }),
  },
  "auth.resetPassword": {
    expect: PUBLIC,
    input: (fx) => ({
      userId: fx.seatedUserId,
      expires: Date.now() + 60_000,
      token: "A".repeat(43),
      password: "long enough secret",
    }),
  },
  "user.me": { expect: SIGNED_IN },
  "user.locale": { expect: PUBLIC },
  "user.setLocale": { expect: SIGNED_IN, input: () => ({ locale: "ja" }) },
  "user.updateProfile": { expect: SIGNED_IN, input: () => ({ displayName: `Renamed ${unique()}` }) },
  // A wrong current password: the call passes authorization and changes nothing.
  "user.changePassword": {
    expect: SIGNED_IN,
    input: () => ({ currentPassword: "not the password", newPassword: "long enough secret" }),
  },
  "user.changeEmail": {
    expect: SIGNED_IN,
    input: () => ({ email: `moved-${unique()}@example.test`, currentPassword: "not the password" }),
  },
  "user.stats": { expect: PUBLIC, input: (fx) => ({ userId: fx.seatedUserId }) },
  "user.player": { expect: PUBLIC, input: (fx) => ({ userId: fx.seatedUserId }) },
  "user.leaderboard": { expect: PUBLIC, input: () => ({ game: "sakura" }) },
  "user.search": { expect: PUBLIC, input: () => ({ query: "Matrix" }) },
  // Administration
  "admin.overview": { expect: ADMIN },
  "admin.users": { expect: ADMIN, input: () => ({}) },
  "admin.setRole": { expect: ADMIN, input: (fx) => ({ userId: fx.targetUserId, role: "PLAYER" }) },
  "admin.suspend": { expect: ADMIN, input: (fx) => ({ userId: fx.targetUserId, reason: "matrix" }) },
  "admin.unsuspend": { expect: ADMIN, input: (fx) => ({ userId: fx.targetUserId }) },
  "admin.audit": { expect: ADMIN, input: () => ({}) },
  "admin.mailLog": { expect: ADMIN, input: () => ({}) },
  "admin.presets.list": { expect: ADMIN, input: () => ({}) },
  "admin.presets.get": { expect: ADMIN, input: (fx) => ({ id: fx.presetId }) },
  "admin.presets.create": {
    expect: ADMIN,
    input: () => ({ game: "sakura", title: `Matrix ${unique()}`, options: {} }),
  },
  "admin.presets.edit": {
    expect: ADMIN,
    input: (fx) => ({ id: fx.presetId, title: `Matrix ${unique()}`, options: {} }),
  },
  "admin.presets.hide": { expect: ADMIN, input: (fx) => ({ id: fx.presetId }) },
  "admin.presets.unhide": { expect: ADMIN, input: (fx) => ({ id: fx.presetId }) },
  "admin.presets.setDefault": { expect: ADMIN, input: (fx) => ({ id: fx.presetId }) },
  // Tables: anyone signed in may create or join (with the invite link); only the players see a private table
  "table.create": {
    expect: SIGNED_IN,
    input: () => tableInput({ visibility: "PRIVATE" }),
  },
  "table.join": { expect: SIGNED_IN, input: (fx) => ({ tableId: fx.tableId, inviteCode: fx.inviteCode }) },
  "table.leave": { expect: SIGNED_IN, input: (fx) => ({ tableId: fx.tableId }) },
  // Invitations: only the table's creator (seat 0, `seated`) may invite (here the table has started: the domain's
  // "no longer open"); anyone signed in may decline (here: "no invitation waiting").
  "table.invite": { expect: rule(["seated"]), input: (fx) => ({ tableId: fx.tableId, userIds: [fx.targetUserId] }) },
  "table.declineInvitation": { expect: SIGNED_IN, input: (fx) => ({ tableId: fx.tableId }) },
  // Withdrawing one: the creator only (here the table has started: the domain's "no longer waiting"); anyone else,
  // an admin included, is refused before anything about the table's invitations is said.
  "table.withdrawInvitation": {
    expect: rule(["seated"]),
    input: (fx) => ({ tableId: fx.tableId, userId: fx.targetUserId }),
  },
  "table.get": { expect: PLAYERS, input: (fx) => ({ tableId: fx.tableId }) },
  // Practice: only a player seated at the (open) table may give its empty seats to bots; here it has started.
  "table.fillWithBots": { expect: PLAYERS, input: (fx) => ({ tableId: fx.tableId, level: "random" }) },
  // Rematch: the game's players only; here the game is in play, so the players get the domain's "not over yet".
  "table.rematch": { expect: PLAYERS, input: (fx) => ({ gameId: fx.gameId }) },
  "table.lobby": { expect: PUBLIC, input: () => ({}) },
  "table.myGames": { expect: SIGNED_IN },
  // The table page's one stream (the table, its game, a live Judge match): the players of a private table
  "table.onChange": { expect: PLAYERS, input: (fx) => ({ tableId: fx.tableId }) },
  // The table's chat: its players read and write; an admin reads (to moderate) and removes, but is no player here
  "chat.send": { expect: PLAYERS, input: (fx) => ({ tableId: fx.tableId, text: "good game" }) },
  "chat.list": { expect: rule(["seated", "otherSeat", "admin"]), input: (fx) => ({ tableId: fx.tableId }) },
  "chat.remove": { expect: ADMIN, input: (fx) => ({ messageId: fx.messageId }) },
  // Games: a seat's own view and moves
  "game.catalog": { expect: PUBLIC },
  "game.mySeat": { expect: PLAYERS, input: (fx) => ({ gameId: fx.gameId }) },
  "game.view": { expect: PLAYERS, input: (fx) => ({ gameId: fx.gameId }) },
  // No round has ended: a player is told so (BAD_REQUEST), anyone else is refused before that.
  "game.round": { expect: PLAYERS, input: (fx) => ({ gameId: fx.gameId, index: 0 }) },
  // A malformed move for seat 0 (the seated player's): its holder passes authorization and gets the engine's
  // refusal; another seat sending it is moving for someone else: FORBIDDEN. Nothing is stored (fuzz test).
  "game.move": {
    expect: rule(["seated"]),
    input: (fx) => ({ gameId: fx.gameId, seq: 0, move: { seat: 0, nonsense: true } }),
  },
  // Its own seat only: the seated player resigns (the game goes on, 3 sides), then the other seat (it ends, the
  // third side wins). Later entries on this game are the players' reads, allowed on a finished game too.
  "game.resign": { expect: PLAYERS, input: (fx) => ({ gameId: fx.gameId }) },
  // Live Judge
  "judge.ping": { on: "judge", expect: PLAYERS, input: (fx) => ({ gameId: fx.judgeGameId, rttMs: 20 }) },
  "judge.ready": { on: "judge", expect: PLAYERS, input: (fx) => ({ gameId: fx.judgeGameId }) },
  "judge.act": { on: "judge", expect: PLAYERS, input: (fx) => ({ gameId: fx.judgeGameId, round: 99, act: "hit" }) },
  // Notifications are the caller's own
  "notification.list": { expect: SIGNED_IN, input: () => ({}) },
  "notification.unreadCount": { expect: SIGNED_IN },
  "notification.markRead": { expect: SIGNED_IN, input: () => ({ all: true }) },
  // Email: the confirmation link needs no sign-in (it is signed: a made-up one is refused as a value); preferences
  // are the caller's own
  "email.confirm": { expect: PUBLIC, input: (fx) => ({ userId: fx.seatedUserId, token: "A".repeat(43) }) },
  // The "it was not me" link of a changed address's notice: signed too, so anyone may ask, and a made-up one is refused.
  "email.checkUndo": {
    expect: PUBLIC,
    input: (fx) => ({
      userId: fx.seatedUserId,
      address: "someone@example.test",
      changedAt: Date.now(),
      token: "A".repeat(43),
    }),
  },
  "email.undoChange": {
    expect: PUBLIC,
    input: (fx) => ({
      userId: fx.seatedUserId,
      address: "someone@example.test",
      changedAt: Date.now(),
      token: "A".repeat(43),
    }),
  },
  "email.preferences": { expect: SIGNED_IN },
  "email.setPreferences": {
    expect: SIGNED_IN,
    input: () => ({
      channels: { turn: ["site", "email"], game_over: ["site"], invitation: ["site", "email"] },
      rhythm: "instant",
      quietFrom: null,
      quietTo: null,
      timeZone: "UTC",
      stopped: false,
    }),
  },
  "email.resendConfirmation": { expect: SIGNED_IN },
  // Push: the caller's own browsers
  "push.publicKey": { expect: SIGNED_IN },
  "push.subscribe": {
    expect: SIGNED_IN,
    input: () => ({
      endpoint: "https://push.example.org/send/authorization",
      keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
    }),
  },
  "push.unsubscribe": { expect: SIGNED_IN, input: () => ({ endpoint: "https://push.example.org/send/authorization" }) },
  // Replays: "my games" needs a session; a private game in play only for its players
  "replay.list": { expect: SIGNED_IN, input: () => ({ scope: "mine" }) },
  "replay.get": { expect: PLAYERS, input: (fx) => ({ gameId: fx.gameId }) },
  // The analysis panel: replay.get's rule, signed in; the players get the domain's answer (no choice at the deal, or
  // the game still in play), never the engine's help for a game in play.
  "replay.analyse": { expect: PLAYERS, input: (fx) => ({ gameId: fx.gameId, position: 0, seat: 0 }) },
  // Tournaments: anyone signed in organises or enters; events are public; featuring is the admins'
  "tournament.create": { expect: SIGNED_IN, input: () => tournamentInput() },
  "tournament.list": { expect: PUBLIC },
  "tournament.get": { expect: PUBLIC, input: (fx) => ({ tournamentId: fx.tournamentId }) },
  "tournament.standings": { expect: PUBLIC, input: (fx) => ({ tournamentId: fx.tournamentId }) },
  "tournament.onChange": { expect: PUBLIC, input: (fx) => ({ tournamentId: fx.tournamentId }) },
  // Which event a table's game belongs to (public facts of public events; null for other tables).
  "tournament.ofTable": { expect: PUBLIC, input: (fx) => ({ tableId: fx.tableId }) },
  "tournament.register": { expect: SIGNED_IN, input: (fx) => ({ tournamentId: fx.tournamentId }) },
  "tournament.withdraw": { expect: SIGNED_IN, input: (fx) => ({ tournamentId: fx.tournamentId }) },
  "tournament.joinWaitingList": { expect: SIGNED_IN, input: (fx) => ({ tournamentId: fx.tournamentId }) },
  "tournament.leaveWaitingList": { expect: SIGNED_IN, input: (fx) => ({ tournamentId: fx.tournamentId }) },
  "tournament.registerTeam": {
    expect: SIGNED_IN,
    input: (fx) => ({ tournamentId: fx.tournamentId, name: `Team ${unique()}`, members: ["someone"] }),
  },
  // Only the invited player answers an invitation (the others have none: NOT_FOUND).
  "tournament.answerInvite": {
    expect: rule(["seated"]),
    input: (fx) => ({ tournamentId: fx.teamTournamentId, teamId: fx.teamId, accept: false }),
  },
  // Its organiser (a user outside the matrix) or an admin; an event of its own, so that the admin's cancel leaves the others open.
  "tournament.cancel": { expect: ADMIN, input: (fx) => ({ tournamentId: fx.cancelTournamentId, reason: "matrix" }) },
  "tournament.edit": { expect: ADMIN, input: (fx) => ({ tournamentId: fx.tournamentId, description: "matrix" }) },
  "tournament.removeEntrant": {
    expect: ADMIN,
    input: (fx) => ({ tournamentId: fx.teamTournamentId, teamId: fx.teamId, reason: "matrix" }),
  },
  "tournament.feature": { expect: ADMIN, input: (fx) => ({ tournamentId: fx.tournamentId, featured: true }) },
  // Public reference data
  "rules.presets": { expect: PUBLIC, input: () => ({ game: "sakura" }) },
  "rules.summary": { expect: PUBLIC, input: () => ({ game: "sfj" }) },
  "system.health": { expect: PUBLIC },
  // The site stream: the clock for anyone, the notification count for the signed-in caller alone
  "system.live": { expect: PUBLIC, input: () => ({ clockMs: 1000 }) },
};

function tournamentInput(over: Record<string, unknown> = {}) {
  const closes = new Date(Date.now() + 3_600_000);
  return {
    name: `Matrix Cup ${unique()}`,
    game: "sutda",
    playersPerTable: 2,
    format: "swiss",
    registrationClosesAt: closes,
    roundStartTimes: [closes],
    roundDurationSeconds: 3600,
    timeControl: { kind: "per_move", seconds: 3600 },
    minEntrants: 2,
    maxEntrants: 16,
    ...over,
  };
}

const DENIALS = new Set(["UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND"]);

function procedurePaths(): { path: string; type: string }[] {
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def
    .procedures;
  return Object.entries(procedures)
    .map(([path, p]) => ({ path, type: p._def.type }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

describeWithDatabase("authorization matrix: every procedure × every kind of caller", (t) => {
  it("has an entry for every procedure of the router (add one for a new procedure)", () => {
    const paths = procedurePaths().map((p) => p.path);
    const missing = paths.filter((p) => !(p in MATRIX));
    expect(
      missing,
      `procedures without an authorization entry in authorization.test.ts: ${missing.join(", ")}`,
    ).toEqual([]);
    const stale = Object.keys(MATRIX).filter((p) => !paths.includes(p));
    expect(stale, "entries for procedures that no longer exist").toEqual([]);
  });

  // 522 calls against a real database: about 20 s alone, near the suite's 60 s limit when the whole suite loads the
  // machine, so the sweep has a limit of its own.
  it("allows and denies as the matrix says", async () => {
    const { db } = t();
    // The SFJ game: seat holders are `seated`, `otherSeat` and the user who is then suspended.
    const sfj = await startTable(db, { game: "sfj", playerCount: 3, visibility: "PRIVATE" });
    const table = await db.table.findUniqueOrThrow({ where: { id: sfj.tableId } });
    const judge = await startJudge(db);
    await db.table.update({ where: { id: judge.tableId }, data: { visibility: "PRIVATE" } });
    clearStateCache();
    const stranger = await createTestUser(db);
    const admin = await createTestUser(db, { role: "ADMIN" });
    const target = await createTestUser(db);
    const preset = await createCaller(
      ctxOf(await sessionFromToken(db, (await openSession(db, admin.id)).sessionToken)),
    ).admin.presets.create({
      game: "sakura",
      title: `Matrix preset ${unique()}`,
      options: {},
    });
    const organiser = createCaller(ctxOf(await sessionFromToken(db, (await openSession(db, target.id)).sessionToken)));
    const { tournamentId } = await organiser.tournament.create(tournamentInput() as never);
    const teamEvent = await organiser.tournament.create(
      tournamentInput({ game: "sakura", playersPerTable: 4, teams: "2v2", maxEntrants: 4 }) as never,
    );
    const cancelEvent = await organiser.tournament.create(tournamentInput() as never);
    // Captained by the stranger: suspending the organiser (admin.suspend's target) would withdraw the organiser's team.
    const captain = createCaller(ctxOf(await sessionFromToken(db, (await openSession(db, stranger.id)).sessionToken)));
    const { teamId } = await captain.tournament.registerTeam({
      tournamentId: teamEvent.tournamentId,
      name: "Invitors",
      members: [sfj.users[0]!.email],
    });
    // The actors at a table's seats (the suspended one is always the SFJ table's third player).
    const actorsAt = (seated: { id: string }[]): Record<Actor, string | null> => ({
      anonymous: null,
      stranger: stranger.id,
      seated: seated[0]!.id,
      otherSeat: seated[1]!.id,
      suspended: sfj.users[2]!.id,
      admin: admin.id,
    });
    const users: Record<"game" | "judge", Record<Actor, string | null>> = {
      game: actorsAt(sfj.users),
      judge: actorsAt(judge.users),
    };
    const emails = new Map(
      [...sfj.users, ...judge.users, stranger, admin, target].map((u) => [u.id, u.email] as const),
    );
    const tokens = new Map<string, string>();
    for (const id of new Set(Object.values(users.game).concat(Object.values(users.judge))))
      if (id) tokens.set(id, (await openSession(db, id)).sessionToken);
    // Suspended after its session was opened: the session row stays, the lookup refuses it.
    await db.user.update({ where: { id: sfj.users[2]!.id }, data: { status: "SUSPENDED" } });

    const fx: Fixture = {
      tableId: sfj.tableId,
      gameId: sfj.gameId,
      inviteCode: table.inviteCode!,
      judgeTableId: judge.tableId,
      judgeGameId: judge.gameId,
      presetId: preset.id,
      tournamentId,
      teamTournamentId: teamEvent.tournamentId,
      teamId,
      cancelTournamentId: cancelEvent.tournamentId,
      targetUserId: target.id,
      seatedUserId: sfj.users[0]!.id,
      messageId: (
        await insertTableMessage(db, {
          tableId: sfj.tableId,
          authorId: sfj.users[0]!.id,
          text: "hello",
          createdAt: new Date(),
        })
      ).id,
    };

    function ctxOf(session: Awaited<ReturnType<typeof sessionFromToken>>): TRPCContext {
      return {
        db,
        bus: testBus(db),
        session,
        loadSession: () => Promise.resolve(session),
        clientAddress: `192.0.2.${1 + Math.floor(Math.random() * 250)}`,
        config: {},
      };
    }

    const mismatches: string[] = [];
    let cases = 0;
    for (const { path, type } of procedurePaths()) {
      const entry = MATRIX[path];
      if (!entry) continue; // reported by the first test
      // Deny first, so an allowed action (a suspension, a rename) cannot change what a later actor is refused.
      const order = [...ACTORS].sort((a, b) =>
        entry.expect[a] === entry.expect[b] ? 0 : entry.expect[a] === "deny" ? -1 : 1,
      );
      for (const actor of order) {
        const userId = users[entry.on ?? "game"][actor];
        const session = userId ? await sessionFromToken(db, tokens.get(userId)) : null;
        if (actor === "suspended") expect(session).toBeNull();
        else if (actor !== "anonymous") expect(session?.user.id).toBe(userId);
        const controller = new AbortController();
        const caller = createCaller(ctxOf(session), { signal: controller.signal });
        const fn = path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], caller) as (
          input?: unknown,
        ) => Promise<unknown>;
        let outcome: string;
        try {
          const result = await fn(entry.input?.(fx, actor));
          // A subscription that opened: read nothing more, close it.
          if (
            type === "subscription" &&
            result &&
            typeof (result as AsyncIterable<unknown>)[Symbol.asyncIterator] === "function"
          )
            controller.abort();
          // Nobody but an admin is ever answered with another user's email address.
          else if (actor !== "admin") {
            const text = JSON.stringify(result) ?? "";
            for (const [id, email] of emails)
              if (id !== userId && text.includes(email))
                mismatches.push(`${path} as ${actor}: the answer shows the email of another user`);
          }
          outcome = "ok";
        } catch (e) {
          controller.abort();
          outcome = e instanceof TRPCError ? e.code : `thrown ${String(e)}`;
        } finally {
          controller.abort();
        }
        cases++;
        const got: Expect = DENIALS.has(outcome) ? "deny" : "allow";
        if (outcome === "INTERNAL_SERVER_ERROR" || outcome.startsWith("thrown") || got !== entry.expect[actor]) {
          mismatches.push(`${path} as ${actor}: expected ${entry.expect[actor]}, got ${outcome}`);
        }
      }
    }
    await judge.coordinator.stop();
    expect(mismatches).toEqual([]);
    expect(cases).toBe(Object.keys(MATRIX).length * ACTORS.length);
    console.log(
      `authorization matrix: ${cases} cases (${Object.keys(MATRIX).length} procedures × ${ACTORS.length} actors), 0 mismatches`,
    );
  }, 180_000);
});
