// House-rule presets: what admins do to them (create, edit as a new version, hide, unhide, make the default), what
// players are offered (visible presets with their rules in words), and the version a new table pins.
import type { OptionValue } from "~/engine/core/options";
import type { GameName } from "~/engine/core/ruleset";
import { differencesLine, rulesInWords, type RuleInWords } from "~/lib/house-rules/describe";
import {
  checkPresetOptions,
  playerCountsText,
  rulesetOf,
  type OptionValuesRecord,
} from "~/lib/house-rules/engine-check";
import type { Db } from "../db/client";
import { DomainError } from "../errors";
import type { SessionUser } from "../auth/session";
import {
  editPreset as editPresetRow,
  findPreset,
  findPresetVersion,
  insertPreset,
  listPresets,
  listPresetVersions,
  setDefaultPreset as setDefaultPresetRow,
  setPresetHidden,
  type PresetChangeResult,
  type PresetRecord,
  type PresetVersionRecord,
} from "../repositories/presets";
import type {
  AdminPresetDetailView,
  AdminPresetSummaryView,
  PresetVersionView,
  PublicPresetView,
} from "../views/house-rules";
import { ensureBuiltInPresets } from "./built-in-presets";

function gameTitle(game: string): string {
  return rulesetOf(game)?.title ?? game;
}

function requireGame(game: string): GameName {
  if (!rulesetOf(game)) throw new DomainError("BAD_REQUEST", `There is no game called "${game}".`, { field: "game" });
  return game as GameName;
}

/** The options of a stored version, re-read by today's engine (options added since get their defaults). */
function optionsOf(game: string, stored: OptionValuesRecord): OptionValuesRecord {
  const checked = checkPresetOptions(game, stored);
  return checked.ok ? checked.options : stored;
}

function playerCountsOf(game: string, options: OptionValuesRecord): number[] {
  const checked = checkPresetOptions(game, options);
  return checked.ok ? checked.playerCounts : [];
}

/** "Gaji: On → Off" for each rule that differs between two option sets. */
export function ruleChanges(game: string, before: OptionValuesRecord, after: OptionValuesRecord): string[] {
  const a = rulesInWords(game, { ...allDefaults(game), ...before });
  const b = rulesInWords(game, { ...allDefaults(game), ...after });
  const byName = new Map(a.map((r) => [r.name, r]));
  const out: string[] = [];
  for (const r of b) {
    const old = byName.get(r.name);
    // A rule that comes into force at its default (the Gaji's options when the Gaji is turned on) changes nothing.
    if (!old) {
      if (!r.isDefault) out.push(`${r.label}: ${r.value}`);
    } else if (old.value !== r.value) out.push(`${r.label}: ${old.value} → ${r.value}`);
  }
  for (const r of a) if (!r.isDefault && !b.some((x) => x.name === r.name)) out.push(`${r.label}: no longer applies`);
  return out;
}

function allDefaults(game: string): OptionValuesRecord {
  const out: OptionValuesRecord = {};
  for (const s of rulesetOf(game)?.optionSpecs ?? []) out[s.name] = s.default;
  return out;
}

function sameOptions(game: string, a: OptionValuesRecord, b: OptionValuesRecord): boolean {
  return (rulesetOf(game)?.optionSpecs ?? []).every((s) => (a[s.name] ?? s.default) === (b[s.name] ?? s.default));
}

/** Only the values that differ from the engine's defaults (for audit entries). */
function nonDefaults(game: string, options: OptionValuesRecord): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  for (const s of rulesetOf(game)?.optionSpecs ?? [])
    if (options[s.name] !== undefined && options[s.name] !== s.default) out[s.name] = options[s.name]!;
  return out;
}

function toSummary(p: PresetRecord): AdminPresetSummaryView {
  const options = optionsOf(p.game, p.latest.options);
  return {
    id: p.id,
    game: p.game as GameName,
    gameTitle: gameTitle(p.game),
    slug: p.slug,
    title: p.title,
    description: p.description,
    hidden: p.hidden,
    isDefault: p.isDefault,
    builtIn: p.builtIn !== null,
    version: p.latest.version,
    versionCount: p.versionCount,
    updatedAt: p.updatedAt,
    differences: differencesLine(rulesInWords(p.game, options)),
    playersText: playerCountsText(playerCountsOf(p.game, options)),
  };
}

function toVersionViews(game: string, versions: PresetVersionRecord[]): PresetVersionView[] {
  // Newest first; each version's changes are against the one before it.
  return versions.map((v, i) => {
    const options = optionsOf(game, v.options);
    const previous = versions[i + 1];
    return {
      id: v.id,
      version: v.version,
      createdAt: v.createdAt,
      createdByName: v.createdByName,
      options,
      rules: rulesInWords(game, options),
      changes: previous ? ruleChanges(game, optionsOf(game, previous.options), options) : [],
    };
  });
}

export function toPublicPreset(p: PresetRecord): PublicPresetView {
  const options = optionsOf(p.game, p.latest.options);
  const rules: RuleInWords[] = rulesInWords(p.game, options);
  const playerCounts = playerCountsOf(p.game, options);
  return {
    id: p.id,
    game: p.game as GameName,
    slug: p.slug,
    title: p.title,
    description: p.description,
    isDefault: p.isDefault,
    presetVersionId: p.latest.id,
    version: p.latest.version,
    options,
    rules,
    differences: differencesLine(rules),
    playersText: playerCountsText(playerCounts),
    playerCounts,
  };
}

// --- reading ------------------------------------------------------------------------------------------------------

export async function listAdminPresets(db: Db, game?: string): Promise<AdminPresetSummaryView[]> {
  await ensureBuiltInPresets(db);
  return (await listPresets(db, { game: game ? requireGame(game) : undefined, includeHidden: true })).map(toSummary);
}

export async function getAdminPreset(db: Db, id: string): Promise<AdminPresetDetailView> {
  await ensureBuiltInPresets(db);
  const p = await findPreset(db, id);
  if (!p) throw new DomainError("NOT_FOUND", "There is no such preset.");
  const versions = await listPresetVersions(db, id);
  const options = optionsOf(p.game, p.latest.options);
  return { ...toSummary(p), options, rules: rulesInWords(p.game, options), versions: toVersionViews(p.game, versions) };
}

/** The presets players may choose for a game: visible ones, the default first. */
export async function listVisiblePresets(db: Db, game: string): Promise<PublicPresetView[]> {
  await ensureBuiltInPresets(db);
  return (await listPresets(db, { game: requireGame(game), includeHidden: false })).map(toPublicPreset);
}

// --- changes by admins --------------------------------------------------------------------------------------------

function checked(game: string, options: unknown): OptionValuesRecord {
  const c = checkPresetOptions(game, options);
  if (!c.ok) throw new DomainError("BAD_REQUEST", c.message, { field: c.field ?? undefined });
  return c.options;
}

function slugFrom(title: string): string {
  const s = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return s || "preset";
}

/** Players pick presets by title, so two visible presets of one game never share one (case and spaces aside). */
async function refuseTakenTitle(db: Db, game: string, title: string, exceptId?: string): Promise<void> {
  const wanted = title.trim().toLowerCase();
  const taken = (await listPresets(db, { game, includeHidden: false })).find(
    (p) => p.id !== exceptId && p.title.trim().toLowerCase() === wanted,
  );
  if (taken)
    throw new DomainError(
      "CONFLICT",
      `There is already a ${gameTitle(game)} preset called “${taken.title}”: choose another title.`,
      { field: "title" },
    );
}

export interface CreatePresetInput {
  game: string;
  title: string;
  /** URL name; derived from the title when absent (with -2, -3... when taken). */
  slug?: string;
  description: string;
  options: Record<string, OptionValue>;
  makeDefault?: boolean;
  hidden?: boolean;
}

export async function createPreset(
  db: Db,
  actor: SessionUser,
  input: CreatePresetInput,
): Promise<AdminPresetDetailView> {
  const game = requireGame(input.game);
  await ensureBuiltInPresets(db);
  const options = checked(game, input.options);
  if (input.makeDefault && input.hidden)
    throw new DomainError("BAD_REQUEST", "The default preset cannot be hidden.", { field: "hidden" });
  await refuseTakenTitle(db, game, input.title);
  const base = input.slug ?? slugFrom(input.title);
  const candidates = input.slug ? [input.slug] : [base, ...Array.from({ length: 20 }, (_, i) => `${base}-${i + 2}`)];
  for (const slug of candidates) {
    const r = await insertPreset(
      db,
      {
        game,
        slug,
        title: input.title,
        description: input.description,
        builtIn: null,
        createdById: actor.id,
        options,
        makeDefault: input.makeDefault ?? false,
        hidden: input.hidden ?? false,
      },
      {
        actorId: actor.id,
        action: "preset.create",
        details: {
          game,
          slug,
          title: input.title,
          version: 1,
          options: nonDefaults(game, options),
          isDefault: input.makeDefault ?? false,
          hidden: input.hidden ?? false,
        },
      },
    );
    if (r.ok) return getAdminPreset(db, r.preset.id);
  }
  throw new DomainError("CONFLICT", `The URL name "${base}" is taken for ${gameTitle(game)}: choose another.`, {
    field: "slug",
  });
}

export interface EditPresetInput {
  id: string;
  title: string;
  description: string;
  options: Record<string, OptionValue>;
}

/** New rules make a new version (tables keep the one they pinned); title and description change in place. */
export async function editPreset(
  db: Db,
  actor: SessionUser,
  input: EditPresetInput,
): Promise<{ preset: AdminPresetDetailView; newVersion: boolean }> {
  const current = await findPreset(db, input.id);
  if (!current) throw new DomainError("NOT_FOUND", "There is no such preset.");
  const game = current.game;
  const options = checked(game, input.options);
  // Only a rename is checked: editing the rules of a preset whose title was shared before this check stays possible.
  if (input.title.trim().toLowerCase() !== current.title.trim().toLowerCase())
    await refuseTakenTitle(db, game, input.title, current.id);
  let newVersion = false;
  const r = await editPresetRow(
    db,
    input.id,
    {
      title: input.title,
      description: input.description,
      options,
      sameRules: (latest) => sameOptions(game, optionsOf(game, latest), options),
      editorId: actor.id,
    },
    (before, after) => {
      newVersion = after.latest.version !== before.latest.version;
      const titleChanged = before.title !== after.title;
      const descriptionChanged = before.description !== after.description;
      if (!newVersion && !titleChanged && !descriptionChanged) return null;
      return {
        actorId: actor.id,
        action: "preset.edit",
        targetType: "preset",
        targetId: before.id,
        details: {
          game,
          title: after.title,
          version: after.latest.version,
          newVersion,
          changes: newVersion
            ? ruleChanges(game, optionsOf(game, before.latest.options), optionsOf(game, after.latest.options))
            : [],
          ...(titleChanged ? { titleFrom: before.title } : {}),
          ...(descriptionChanged ? { descriptionChanged: true } : {}),
        },
      };
    },
  );
  unwrap(r);
  return { preset: await getAdminPreset(db, input.id), newVersion };
}

function unwrap(r: PresetChangeResult): PresetRecord {
  if (r.ok) return r.preset;
  switch (r.reason) {
    case "not-found":
      throw new DomainError("NOT_FOUND", "There is no such preset.");
    case "is-default":
      throw new DomainError(
        "PRECONDITION_FAILED",
        "The default preset cannot be hidden: make another preset the default first.",
      );
    case "is-hidden":
      throw new DomainError("PRECONDITION_FAILED", "A hidden preset cannot be the default: show it first.");
  }
}

export async function hidePreset(db: Db, actor: SessionUser, id: string): Promise<AdminPresetDetailView> {
  return setHidden(db, actor, id, true);
}

export async function unhidePreset(db: Db, actor: SessionUser, id: string): Promise<AdminPresetDetailView> {
  return setHidden(db, actor, id, false);
}

async function setHidden(db: Db, actor: SessionUser, id: string, hidden: boolean): Promise<AdminPresetDetailView> {
  const r = await setPresetHidden(db, id, hidden, (before) =>
    before.hidden === hidden
      ? null
      : {
          actorId: actor.id,
          action: hidden ? "preset.hide" : "preset.unhide",
          targetType: "preset",
          targetId: id,
          details: { game: before.game, title: before.title },
        },
  );
  unwrap(r);
  return getAdminPreset(db, id);
}

export async function setDefaultPreset(db: Db, actor: SessionUser, id: string): Promise<AdminPresetDetailView> {
  await ensureBuiltInPresets(db);
  const previous = await findPreset(db, id)
    .then((p) => (p ? listPresets(db, { game: p.game, includeHidden: true }) : []))
    .then((all) => all.find((p) => p.isDefault) ?? null);
  const r = await setDefaultPresetRow(db, id, (before) =>
    before.isDefault
      ? null
      : {
          actorId: actor.id,
          action: "preset.set_default",
          targetType: "preset",
          targetId: id,
          details: {
            game: before.game,
            title: before.title,
            previousDefault: previous ? { id: previous.id, title: previous.title } : null,
          },
        },
  );
  unwrap(r);
  return getAdminPreset(db, id);
}

// --- pinning (tables, tournaments) --------------------------------------------------------------------------------

export interface PinnedPreset {
  presetId: string;
  presetVersionId: string;
  version: number;
  title: string;
  slug: string;
  /** The version's option values as the engine parses them (every option present). */
  options: OptionValuesRecord;
}

/**
 * The preset version a new table (or tournament) pins: the given preset's latest version, an exact version, or the
 * game's default preset's latest version when neither is given. Hidden presets are refused for new tables.
 */
export async function resolvePresetForTable(
  db: Db,
  input: { game: string; presetId?: string | null; presetVersionId?: string | null },
): Promise<PinnedPreset> {
  const game = requireGame(input.game);
  await ensureBuiltInPresets(db);
  if (input.presetVersionId) {
    const v = await findPresetVersion(db, input.presetVersionId);
    if (!v || (input.presetId && v.presetId !== input.presetId))
      throw new DomainError("NOT_FOUND", "There is no such version of these house rules.", { field: "presetId" });
    if (v.preset.game !== game)
      throw new DomainError(
        "BAD_REQUEST",
        `These house rules are for ${gameTitle(v.preset.game)}, not ${gameTitle(game)}.`,
        { field: "presetId" },
      );
    if (v.preset.hidden)
      throw new DomainError(
        "BAD_REQUEST",
        `The house rules "${v.preset.title}" are no longer offered for new tables.`,
        { field: "presetId" },
      );
    return {
      presetId: v.presetId,
      presetVersionId: v.id,
      version: v.version,
      title: v.preset.title,
      slug: v.preset.slug,
      options: optionsOf(game, v.options),
    };
  }
  const p = input.presetId ? await findPreset(db, input.presetId) : await findDefaultOf(db, game);
  if (!p) throw new DomainError("NOT_FOUND", "There are no such house rules.", { field: "presetId" });
  if (p.game !== game)
    throw new DomainError("BAD_REQUEST", `These house rules are for ${gameTitle(p.game)}, not ${gameTitle(game)}.`, {
      field: "presetId",
    });
  if (p.hidden)
    throw new DomainError("BAD_REQUEST", `The house rules "${p.title}" are no longer offered for new tables.`, {
      field: "presetId",
    });
  return {
    presetId: p.id,
    presetVersionId: p.latest.id,
    version: p.latest.version,
    title: p.title,
    slug: p.slug,
    options: optionsOf(game, p.latest.options),
  };
}

async function findDefaultOf(db: Db, game: string): Promise<PresetRecord | null> {
  const all = await listPresets(db, { game, includeHidden: false });
  return all.find((p) => p.isDefault) ?? null;
}

/** The rules a pinned version sets, for a table's rules panel (never changes once the table exists). */
export async function pinnedVersionRules(
  db: Db,
  presetVersionId: string,
): Promise<{ preset: { id: string; slug: string; title: string }; version: number; rules: RuleInWords[] } | null> {
  const v = await findPresetVersion(db, presetVersionId);
  if (!v) return null;
  return {
    preset: { id: v.preset.id, slug: v.preset.slug, title: v.preset.title },
    version: v.version,
    rules: rulesInWords(v.preset.game, optionsOf(v.preset.game, v.options)),
  };
}
