import { expect, it } from "vitest";
import type { TRPCError } from "@trpc/server";
import { adminCaller } from "../../../../testing/admin";
import { callerFor } from "../../../../testing/context";
import { describeWithDatabase } from "../../../../testing/database";

/** The `field` a refused call names (the tRPC error's cause is the DomainError). */
async function refusal(p: Promise<unknown>): Promise<{ code: string; message: string; field: string | undefined }> {
  try {
    await p;
  } catch (e) {
    const err = e as TRPCError & { cause?: { details?: { field?: string } } };
    return { code: err.code, message: err.message, field: err.cause?.details?.field };
  }
  throw new Error("expected a refusal");
}

describeWithDatabase("admin.presets.create", (t) => {
  it("creates version 1 with every option as the engine parses it, audited; slugs come from titles and stay unique", async () => {
    const { db } = t();
    const { admin, caller } = await adminCaller(db);
    const p = await caller.admin.presets.create({
      game: "sakura",
      title: "Victories, no Gaji",
      description: "For the club",
      options: { gaji: "off", match_scoring: "victories" },
    });
    expect(p).toMatchObject({
      slug: "victories-no-gaji",
      version: 1,
      isDefault: false,
      hidden: false,
      builtIn: false,
      description: "For the club",
    });
    expect(p.options).toMatchObject({ gaji: "off", match_scoring: "victories", rounds: 12, direction: "clockwise" });
    expect(Object.keys(p.options)).toHaveLength(23);
    expect(p.differences).toBe("Game scoring: Round victories · Gaji (wild Lightning): Off");
    // Options of the Gaji are not in force without it, so they are not listed.
    expect(p.rules.some((r) => r.name === "gaji_wild_when_drawn")).toBe(false);

    // Another title with the same URL name gets the next free one.
    const again = await caller.admin.presets.create({ game: "sakura", title: "Victories: no Gaji!", options: {} });
    expect(again.slug).toBe("victories-no-gaji-2");
    const [entry] = (await caller.admin.audit({ targetId: p.id })).entries;
    expect(entry).toMatchObject({
      action: "preset.create",
      actor: { id: admin.id },
      details: { game: "sakura", version: 1, options: { gaji: "off", match_scoring: "victories" } },
    });
  });

  it("refuses a title another visible preset of the game has (case and spaces aside) and changes nothing", async () => {
    const { caller } = await adminCaller(t().db);
    const first = await caller.admin.presets.create({ game: "sakura", title: "Club Night", options: {} });
    const before = await caller.admin.presets.list({ game: "sakura" });
    expect(
      await refusal(caller.admin.presets.create({ game: "sakura", title: "  club NIGHT ", options: { gaji: "off" } })),
    ).toEqual({
      code: "CONFLICT",
      message: "There is already a Sakura preset called “Club Night”: choose another title.",
      field: "title",
    });
    expect(await caller.admin.presets.list({ game: "sakura" })).toEqual(before);
    // Another game may use the title; once the first is hidden, its title is free again (with a new URL name).
    await expect(
      caller.admin.presets.create({ game: "judge", title: "Club Night", options: {} }),
    ).resolves.toMatchObject({ slug: "club-night" });
    await caller.admin.presets.hide({ id: first.id });
    await expect(
      caller.admin.presets.create({ game: "sakura", title: "Club Night", options: {} }),
    ).resolves.toMatchObject({ slug: "club-night-2", hidden: false });
  });

  it("puts dependent options not in force back to their defaults", async () => {
    const { caller } = await adminCaller(t().db);
    const p = await caller.admin.presets.create({
      game: "sakura",
      title: "Inert",
      options: { gaji: "off", gaji_wild_when_drawn: true },
    });
    expect(p.options.gaji_wild_when_drawn).toBe(false);
  });

  it("refuses what the engine refuses, in the catalog's words, with the field", async () => {
    const { caller } = await adminCaller(t().db);
    // A Sutda option the chosen deck cannot support.
    expect(
      await refusal(caller.admin.presets.create({ game: "sutda", title: "Bad", options: { gwangttaeng_13_18: "on" } })),
    ).toEqual({
      code: "BAD_REQUEST",
      message:
        "1-8 and 1-3 gwang-ttaeng: On needs Pine Crane & Sun, which the deck “Rulebook chaff deck (20 cards)” does not have; choose another deck.",
      field: "options.gwangttaeng_13_18",
    });
    expect(
      await refusal(caller.admin.presets.create({ game: "sutda", title: "Bad", options: { ttaengjabi: "on" } })),
    ).toMatchObject({ field: "options.ttaengjabi" });
    expect(
      await refusal(caller.admin.presets.create({ game: "sutda", title: "Bad", options: { ante: 50, stack: 10 } })),
    ).toMatchObject({
      message: "The starting chips (10) must be at least the ante (50).",
      field: "options.stack",
    });
    expect(
      await refusal(caller.admin.presets.create({ game: "sakura", title: "Bad", options: { rounds: 0 } })),
    ).toMatchObject({ field: "options.rounds", message: "Rounds: choose a whole number from 1 to 120." });
    expect(
      await refusal(caller.admin.presets.create({ game: "sakura", title: "Bad", options: { koikoi: true } })),
    ).toMatchObject({ field: "options.koikoi" });
    expect(
      await refusal(
        caller.admin.presets.create({
          game: "sfj",
          title: "Bad",
          options: { tea_party_sets: "custom", black_tea_and_cake: "moon_cup" },
        }),
      ),
    ).toMatchObject({
      message: "The two tea sets must use different cards (or set one of them to not played).",
    });
    // With the standard deck the same Sutda option is fine.
    await expect(
      caller.admin.presets.create({
        game: "sutda",
        title: "Gwang",
        options: { deck: "standard20", gwangttaeng_13_18: "on" },
      }),
    ).resolves.toMatchObject({ version: 1 });
  });

  it("keeps rules that work only for some player counts, and says which", async () => {
    const { caller } = await adminCaller(t().db);
    const p = await caller.admin.presets.create({ game: "sakura", title: "Oi-bana night", options: { oibana: "on" } });
    expect(p.playersText).toBe("3 to 6 players");
  });

  it("refuses a taken explicit slug with CONFLICT on the slug field, and a bad slug or title with BAD_REQUEST", async () => {
    const { caller } = await adminCaller(t().db);
    expect(
      await refusal(caller.admin.presets.create({ game: "sakura", title: "Mine", slug: "standard", options: {} })),
    ).toMatchObject({ code: "CONFLICT", field: "slug" });
    await expect(
      caller.admin.presets.create({ game: "sakura", title: "Mine", slug: "Not A Slug", options: {} }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.admin.presets.create({ game: "sakura", title: " ", options: {} })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("can make the new preset the default (the old default stops being one) but never a hidden default", async () => {
    const { caller } = await adminCaller(t().db);
    const p = await caller.admin.presets.create({
      game: "judge",
      title: "Forgiving",
      options: { tie_hit_vs_def: "defence_wins" },
      makeDefault: true,
    });
    expect(p.isDefault).toBe(true);
    expect((await caller.admin.presets.list({ game: "judge" })).filter((x) => x.isDefault).map((x) => x.id)).toEqual([
      p.id,
    ]);
    expect(
      await refusal(
        caller.admin.presets.create({
          game: "judge",
          title: "Hidden default",
          options: {},
          makeDefault: true,
          hidden: true,
        }),
      ),
    ).toMatchObject({ field: "hidden" });
  });
});

describeWithDatabase("admin.presets.create in the admin's language", (t) => {
  it("refuses a bad house rule in Japanese, naming the game and rule by their names, and stores nothing", async () => {
    const { db } = t();
    const { caller } = await adminCaller(db);
    await caller.user.setLocale({ locale: "ja" });
    const before = await caller.admin.presets.list({ game: "koikoi" });
    const unknown = await refusal(caller.admin.presets.create({ game: "koikoi", title: "悪い", options: { nope: 1 } }));
    expect(unknown).toEqual({
      code: "BAD_REQUEST",
      message: "こいこいには「nope」というハウスルールはありません。",
      field: "options.nope",
    });
    const choice = await refusal(
      caller.admin.presets.create({ game: "koikoi", title: "悪い", options: { sake_cup: "sometimes" } }),
    );
    expect(choice.field).toBe("options.sake_cup");
    expect(choice.message).toMatch(/^[^a-z]*：.+か.+を選んでください。$/);
    expect(choice.message).not.toMatch(/koikoi|sake_cup|animal|option|choose/i);
    const edited = await caller.admin.presets.create({ game: "koikoi", title: "良い", options: {} });
    const range = await refusal(
      caller.admin.presets.edit({ id: edited.id, title: "良い", options: { ...edited.options, koikoi_min: 99 } }),
    );
    expect(range.field).toBe("options.koikoi_min");
    expect(range.message).toMatch(/^[^a-z]+：\d+から\d+までの整数を選んでください。$/);
    expect((await caller.admin.presets.list({ game: "koikoi" })).length).toBe(before.length + 1);
    expect(await caller.admin.presets.get({ id: edited.id })).toMatchObject({ version: 1, versionCount: 1 });
  });

  it("refuses house rules that refuse each other in the admin's words, on the option's field, and stores nothing", async () => {
    const { db } = t();
    const { admin } = await adminCaller(db);
    const inJapanese = callerFor(db, admin, { localeSources: { acceptLanguage: "ja" } });
    const inFrench = callerFor(db, admin, { localeSources: { acceptLanguage: "fr" } });
    const before = await inJapanese.admin.presets.list({ game: "sutda" });
    const stack = { game: "sutda" as const, title: "Pauvre", options: { ante: 50, stack: 10 } };
    expect(await refusal(inJapanese.admin.presets.create(stack))).toEqual({
      code: "BAD_REQUEST",
      message: "最初のチップ（10）はアンティ（50）以上にしてください。",
      field: "options.stack",
    });
    expect(await refusal(inFrench.admin.presets.create(stack))).toEqual({
      code: "BAD_REQUEST",
      message: "Les jetons de départ (10) doivent au moins couvrir la mise initiale (50).",
      field: "options.stack",
    });
    const deck = { game: "sutda" as const, title: "Sans grue", options: { gwangttaeng_13_18: "on" } };
    expect(await refusal(inFrench.admin.presets.create(deck))).toEqual({
      code: "BAD_REQUEST",
      message:
        "Gwang-ttaeng 1-8 et 1-3 : Oui demande Pin, Grue et soleil, que le jeu « Jeu de cartes sans valeur du livret (20 cartes) » n’a pas ; choisissez un autre jeu.",
      field: "options.gwangttaeng_13_18",
    });
    // An edit is checked the same way.
    const kept = await inFrench.admin.presets.create({ game: "sutda", title: "Bon", options: {} });
    expect(
      await refusal(
        inJapanese.admin.presets.edit({ id: kept.id, title: "Bon", options: { ...kept.options, ante: 50, stack: 10 } }),
      ),
    ).toMatchObject({ message: "最初のチップ（10）はアンティ（50）以上にしてください。", field: "options.stack" });
    expect((await inJapanese.admin.presets.list({ game: "sutda" })).length).toBe(before.length + 1);
    expect(await inJapanese.admin.presets.get({ id: kept.id })).toMatchObject({ version: 1, versionCount: 1 });
  });
});
