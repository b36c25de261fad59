import { expect, it } from "vitest";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";
import { tableInput } from "../../../testing/play";
import type { DomainError } from "../../../errors";

describeWithDatabase("table.create", (t) => {
  const base = tableInput({ playerCount: 3, timeControl: { kind: "per_move", seconds: 86_400 } });

  it("creates a public table with the creator in seat 0 and every option filled by the engine", async () => {
    const { db } = t();
    const alice = await createTestUser(db);
    const caller = callerFor(db, alice);
    const { tableId, inviteCode } = await caller.table.create({ ...base, options: { rounds: 6, gaji: "off" } });
    expect(inviteCode).toBeNull();
    const table = await caller.table.get({ tableId });
    expect(table).toMatchObject({
      game: "sakura",
      gameTitle: "Sakura",
      playerCount: 3,
      teams: "none",
      teamLayout: null,
      status: "OPEN",
      visibility: "PUBLIC",
      timeControl: { kind: "per_move", seconds: 86_400 },
      timeoutsBeforeForfeit: 3,
      creatorId: alice.id,
      mySeat: 0,
      canJoin: false,
      canLeave: true,
      gameId: null,
    });
    expect(table.seats).toEqual([
      { seat: 0, team: null, user: { id: alice.id, displayName: alice.displayName, bot: null } },
      { seat: 1, team: null, user: null },
      { seat: 2, team: null, user: null },
    ]);
    expect(table.options.find((o) => o.name === "rounds")).toMatchObject({ value: "6", isDefault: false });
    expect(table.options.find((o) => o.name === "gaji")).toMatchObject({ isDefault: false });
    expect(table.options.find((o) => o.name === "direction")).toMatchObject({ isDefault: true });
  });

  it("gives a private table an invite code and lays out Sakura teams as the engine says", async () => {
    const { db } = t();
    const caller = callerFor(db, await createTestUser(db));
    const { tableId, inviteCode } = await caller.table.create({
      ...base,
      playerCount: 4,
      teams: "2v2",
      visibility: "PRIVATE",
    });
    expect(inviteCode).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const table = await caller.table.get({ tableId });
    expect(table.inviteCode).toBe(inviteCode);
    expect(table.teams).toBe("2v2");
    expect(table.teamLayout).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(table.seats.map((s) => s.team)).toEqual([0, 1, 0, 1]);
  });

  it("refuses a bad option with its choices on the option's field, and changes nothing", async () => {
    const { db } = t();
    const caller = callerFor(db, await createTestUser(db));
    const before = (await caller.table.lobby({})).tables.length;
    await expect(caller.table.create({ ...base, options: { gaji: "sometimes" } })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Gaji (wild Lightning): choose On or Off.",
      cause: { details: { field: "options.gaji" } },
    });
    await expect(caller.table.create({ ...base, options: { no_such_rule: true } })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Sakura has no house rule called “no_such_rule”.",
      cause: { details: { field: "options.no_such_rule" } },
    });
    expect((await caller.table.lobby({})).tables.length).toBe(before);
  });

  it("refuses player counts, team layouts and time limits the game does not have", async () => {
    const { db } = t();
    const caller = callerFor(db, await createTestUser(db));
    await expect(caller.table.create({ ...base, game: "mushi", playerCount: 3 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/^Mushi.* is for 2 players\.$/),
    });
    await expect(caller.table.create({ ...base, game: "mushi", playerCount: 3 })).rejects.toMatchObject({
      cause: { details: { field: "playerCount" } },
    });
    await expect(caller.table.create({ ...base, playerCount: 3, teams: "2v2" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Two teams of two need exactly 4 players.",
      cause: { details: { field: "teams" } },
    });
    await expect(caller.table.create({ ...base, game: "sfj", playerCount: 4, teams: "2v2" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { details: { field: "teams" } },
    });
    await expect(caller.table.create({ ...base, timeControl: { kind: "per_move", seconds: 5 } })).rejects.toMatchObject(
      { code: "BAD_REQUEST" },
    );
    await expect(
      caller.table.create({ ...base, timeControl: { kind: "per_move", seconds: 8 * 86_400 } }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      caller.table.create({ ...base, timeControl: { kind: "bank", initialSeconds: 30, incrementSeconds: 0 } }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      caller.table.create({
        ...base,
        timeControl: { kind: "bank", initialSeconds: 600, incrementSeconds: 2 * 86_400 },
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.table.create({ ...base, game: "nope" as "sakura" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("names the game and its house rules in the reader's words, and lists a rule's choices with the language's 'or'", async () => {
    const { db } = t();
    const caller = callerFor(db, await createTestUser(db));
    const koikoi = { ...base, game: "koikoi" as const, playerCount: 2 };
    const refusal = (options: Record<string, string | number | boolean>) =>
      caller.table.create({ ...koikoi, options }).then(
        () => expect.unreachable("created"),
        (e: { cause: DomainError }) => e.cause,
      );
    const unknown = await refusal({ nope: 1 });
    expect(unknown.message).toBe("Koi-Koi has no house rule called “nope”.");
    expect(unknown.details.field).toBe("options.nope");
    expect(unknown.textIn("ja")).toContain("こいこい");
    expect(unknown.textIn("ja")).not.toMatch(/koikoi/i);
    const choice = await refusal({ sake_cup: "sometimes" });
    expect(choice.message).toBe(
      "The Sake Cup: choose Animal and chaff, Animal only or Animal or chaff, whichever scores more.",
    );
    expect(choice.details.field).toBe("options.sake_cup");
    expect(choice.textIn("fr")).toBe(
      "La Coupe de saké\u00a0: choisissez Animal et sans valeur, Animal seulement ou Animal ou sans valeur, au plus avantageux.",
    );
    expect(choice.textIn("ja")).toContain("タネとカスの両方、タネのみ、またはタネかカスの高い方");
  });

  it("refuses house rules that refuse each other in the reader's words, on the options, and stores nothing", async () => {
    const { db } = t();
    const user = await createTestUser(db);
    const before = (await callerFor(db, user).table.lobby({})).tables.length;
    const sutda = { ...base, game: "sutda" as const, playerCount: 2 };
    // Amhaeng-eosa needs the Cuckoo and the Boar, which the rulebook's chaff deck (the default) does not have.
    const needsDeck = { ...sutda, options: { amhaeng_eosa: "on" } };
    const inFrench = callerFor(db, user, { localeSources: { acceptLanguage: "fr" } });
    await expect(inFrench.table.create(needsDeck)).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message:
        "Amhaeng-eosa (animaux 4+7) : Oui demande Glycine, Coucou et Lespédèze, Sanglier, que le jeu « Jeu de cartes sans valeur du livret (20 cartes) » n’a pas ; choisissez un autre jeu.",
      cause: { details: { field: "options" } },
    });
    const inJapanese = callerFor(db, user, { localeSources: { acceptLanguage: "ja" } });
    await expect(inJapanese.table.create(needsDeck)).rejects.toMatchObject({
      message:
        "암행어사（4+7の動物）：ありには藤に不如帰、萩に猪が必要ですが、札「ルールブックのカス札（20枚）」にはありません。別の札を選んでください。",
    });
    const stack = await inJapanese.table.create({ ...sutda, options: { stack: 5, ante: 10 } }).then(
      () => expect.unreachable("created"),
      (e: { message: string; cause: DomainError }) => e,
    );
    expect(stack.message).toBe("最初のチップ（5）はアンティ（10）以上にしてください。");
    // The error keeps its English words for the logs.
    expect(stack.cause.message).toBe("The starting chips (5) must be at least the ante (10).");
    expect(stack.cause.textIn("fr")).toBe("Les jetons de départ (5) doivent au moins couvrir la mise initiale (10).");
    expect((await callerFor(db, user).table.lobby({})).tables.length).toBe(before);
  });

  // Every refusal of the engine comes as a phrase (setup-refusals.test.ts): the server says it from the phrase, never
  // from the engine's English ('option "ante" must be a whole number from 0 to 1000000; got -5'), a challenge too.
  it("says a value a rule does not take, and a rule the game lacks, from the engine's phrase, for a challenge too", async () => {
    const { db } = t();
    const user = await createTestUser(db);
    const rival = await createTestUser(db);
    const before = (await callerFor(db, user).table.lobby({})).tables.length;
    const challenge = {
      ...base,
      game: "sutda" as const,
      playerCount: 2,
      visibility: "PRIVATE" as const,
      invite: [rival.id],
    };
    const inFrench = callerFor(db, user, { localeSources: { acceptLanguage: "fr" } });
    const inJapanese = callerFor(db, user, { localeSources: { acceptLanguage: "ja" } });
    await expect(inFrench.table.create({ ...challenge, options: { ante: -5 } })).rejects.toMatchObject({
      message: "Mise initiale\u00a0: choisissez un nombre entier de 0 à 1\u202f000\u202f000.",
      cause: { details: { field: "options.ante" } },
    });
    await expect(inJapanese.table.create({ ...challenge, options: { ante: -5 } })).rejects.toMatchObject({
      message: "アンティ：0から1,000,000までの整数を選んでください。",
    });
    await expect(inJapanese.table.create({ ...challenge, options: { deck: "all48" } })).rejects.toMatchObject({
      message: "札：ルールブックのカス札（20枚）、標準のソッダ札（20枚）、または1〜10月の全40枚を選んでください。",
      cause: { details: { field: "options.deck" } },
    });
    await expect(inFrench.table.create({ ...challenge, options: { bluffing: true } })).rejects.toMatchObject({
      message: "Sutda n’a pas de règle maison appelée «\u00a0bluffing\u00a0».",
      cause: { details: { field: "options.bluffing" } },
    });
    expect((await callerFor(db, user).table.lobby({})).tables.length).toBe(before);
  });

  it("refuses a team play the table cannot have in the reader's words, on the teams", async () => {
    const { db } = t();
    const user = await createTestUser(db);
    const before = (await callerFor(db, user).table.lobby({})).tables.length;
    const inFrench = callerFor(db, user, { localeSources: { acceptLanguage: "fr" } });
    const inJapanese = callerFor(db, user, { localeSources: { acceptLanguage: "ja" } });
    const threeIn2v2 = { ...base, playerCount: 3, teams: "2v2" as const };
    await expect(inFrench.table.create(threeIn2v2)).rejects.toMatchObject({
      message: "Deux équipes de deux demandent exactement 4 joueurs.",
      cause: { details: { field: "teams" } },
    });
    await expect(inJapanese.table.create(threeIn2v2)).rejects.toMatchObject({
      message: "2人×2チームにはちょうど4人必要です。",
    });
    const sfjIn2v2 = { ...base, game: "sfj" as const, playerCount: 4, teams: "2v2" as const };
    await expect(inFrench.table.create(sfjIn2v2)).rejects.toMatchObject({
      message: "Fleurs des saisons du Japon ne se joue pas en 2 équipes de 2.",
      cause: { details: { field: "teams" } },
    });
    await expect(inJapanese.table.create(sfjIn2v2)).rejects.toMatchObject({
      message: "花合わせは2人×2チームでは遊べません。",
    });
    expect((await callerFor(db, user).table.lobby({})).tables.length).toBe(before);
  });

  it("keeps Judge without a move clock (it is played in real time), and refuses anonymous callers", async () => {
    const { db } = t();
    const caller = callerFor(db, await createTestUser(db));
    const { tableId } = await caller.table.create({ ...base, game: "judge", playerCount: 2 });
    expect(await caller.table.get({ tableId })).toMatchObject({ timeControl: null, timeoutsBeforeForfeit: null });
    await expect(callerFor(db).table.create(base)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
