// House-rule presets and their immutable versions. Every change of a game's presets runs in one transaction that
// first takes that game's lock (lockGamePresets), so "exactly one default per game", version numbers and
// slugs stay consistent when two admins act at once. The audit entry of a change is written in the same
// transaction.
import type { Db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { appendAuditEntry, type NewAuditEntry } from "./audit-log";

type Tx = Prisma.TransactionClient;
export type OptionValuesRecord = Record<string, string | number | boolean>;

export interface PresetVersionRecord {
  id: string;
  presetId: string;
  version: number;
  options: OptionValuesRecord;
  createdById: string | null;
  createdByName: string | null;
  createdAt: Date;
}

export interface PresetRecord {
  id: string;
  game: string;
  slug: string;
  title: string;
  description: string;
  hidden: boolean;
  isDefault: boolean;
  builtIn: string | null;
  createdById: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** The newest version (what new tables get). */
  latest: PresetVersionRecord;
  versionCount: number;
}

const versionSelect = {
  id: true,
  presetId: true,
  version: true,
  options: true,
  createdById: true,
  createdAt: true,
  createdBy: { select: { displayName: true } },
} as const;

const presetSelect = {
  id: true,
  game: true,
  slug: true,
  title: true,
  description: true,
  hidden: true,
  isDefault: true,
  builtIn: true,
  createdById: true,
  createdAt: true,
  updatedAt: true,
  versions: { select: versionSelect, orderBy: { version: "desc" }, take: 1 },
  _count: { select: { versions: true } },
} as const;

type VersionRow = Prisma.PresetVersionGetPayload<{ select: typeof versionSelect }>;
type PresetRow = Prisma.HouseRulePresetGetPayload<{ select: typeof presetSelect }>;

function toVersionRecord(v: VersionRow): PresetVersionRecord {
  return {
    id: v.id,
    presetId: v.presetId,
    version: v.version,
    options: (v.options ?? {}) as OptionValuesRecord,
    createdById: v.createdById,
    createdByName: v.createdBy?.displayName ?? null,
    createdAt: v.createdAt,
  };
}

function toPresetRecord(p: PresetRow): PresetRecord {
  const latest = p.versions[0];
  if (!latest) throw new Error(`preset ${p.id} has no version`);
  const { versions: _v, _count, ...rest } = p;
  return { ...rest, latest: toVersionRecord(latest), versionCount: _count.versions };
}

/** A game's presets: the default first, then by title. */
export async function listPresets(db: Db, filter: { game?: string; includeHidden: boolean }): Promise<PresetRecord[]> {
  const rows = await db.houseRulePreset.findMany({
    where: { ...(filter.game ? { game: filter.game } : {}), ...(filter.includeHidden ? {} : { hidden: false }) },
    orderBy: [{ game: "asc" }, { isDefault: "desc" }, { title: "asc" }, { id: "asc" }],
    select: presetSelect,
  });
  return rows.map(toPresetRecord);
}

export async function findPreset(db: Db, id: string): Promise<PresetRecord | null> {
  const row = await db.houseRulePreset.findUnique({ where: { id }, select: presetSelect });
  return row ? toPresetRecord(row) : null;
}

/** Every version of a preset, newest first. */
export async function listPresetVersions(db: Db, presetId: string): Promise<PresetVersionRecord[]> {
  const rows = await db.presetVersion.findMany({
    where: { presetId },
    orderBy: { version: "desc" },
    select: versionSelect,
  });
  return rows.map(toVersionRecord);
}

export interface PinnedVersionRecord extends PresetVersionRecord {
  preset: { id: string; game: string; slug: string; title: string; hidden: boolean };
}

export async function findPresetVersion(db: Db, versionId: string): Promise<PinnedVersionRecord | null> {
  const row = await db.presetVersion.findUnique({
    where: { id: versionId },
    select: { ...versionSelect, preset: { select: { id: true, game: true, slug: true, title: true, hidden: true } } },
  });
  if (!row) return null;
  const { preset, ...v } = row;
  return { ...toVersionRecord(v), preset };
}

// --- changes ------------------------------------------------------------------------------------------------------

/** Serialises every change to one game's presets (an advisory lock: it also holds while the game has no preset yet). */
async function lockGamePresets(tx: Tx, game: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 AS "locked" FROM pg_advisory_xact_lock(hashtext(${`house-rule-presets:${game}`}))`;
}

export interface NewPreset {
  game: string;
  slug: string;
  title: string;
  description: string;
  builtIn: string | null;
  createdById: string | null;
  /** Parsed option values (every option present). */
  options: OptionValuesRecord;
  /** Made the game's default (replacing the current one); a game without a default gets one anyway. */
  makeDefault: boolean;
  hidden?: boolean;
}

export type InsertPresetResult =
  { ok: true; preset: PresetRecord } | { ok: false; reason: "slug-taken" | "built-in-exists" };

/** A new preset with its version 1, and its audit entry (`audit` without targetId: the new preset's id is used). */
export async function insertPreset(
  db: Db,
  p: NewPreset,
  audit: Omit<NewAuditEntry, "targetId" | "targetType"> | null,
): Promise<InsertPresetResult> {
  try {
    return await db.$transaction(async (tx) => {
      await lockGamePresets(tx, p.game);
      if (p.builtIn !== null && (await tx.houseRulePreset.count({ where: { game: p.game, builtIn: p.builtIn } })) > 0)
        return { ok: false as const, reason: "built-in-exists" as const };
      if ((await tx.houseRulePreset.count({ where: { game: p.game, slug: p.slug } })) > 0)
        return { ok: false as const, reason: "slug-taken" as const };
      const hasDefault = (await tx.houseRulePreset.count({ where: { game: p.game, isDefault: true } })) > 0;
      const makeDefault = p.makeDefault || !hasDefault;
      if (makeDefault && hasDefault)
        await tx.houseRulePreset.updateMany({ where: { game: p.game, isDefault: true }, data: { isDefault: false } });
      const created = await tx.houseRulePreset.create({
        data: {
          game: p.game,
          slug: p.slug,
          title: p.title,
          description: p.description,
          builtIn: p.builtIn,
          createdById: p.createdById,
          isDefault: makeDefault,
          hidden: makeDefault ? false : (p.hidden ?? false),
          versions: { create: { version: 1, options: p.options, createdById: p.createdById } },
        },
        select: presetSelect,
      });
      if (audit) await appendAuditEntry(tx, { ...audit, targetType: "preset", targetId: created.id });
      return { ok: true as const, preset: toPresetRecord(created) };
    });
  } catch (e) {
    // Two seeders (or admins) racing for the same slug: the unique index decides.
    if ((e as { code?: unknown }).code === "P2002") return { ok: false, reason: "slug-taken" };
    throw e;
  }
}

export type PresetChangeResult =
  | { ok: true; preset: PresetRecord; before: PresetRecord }
  | { ok: false; reason: "not-found" | "is-default" | "is-hidden" };

/** The audit entry a change to a preset writes, from the preset before and after it (null: none). */
export type PresetAudit = (before: PresetRecord, after: PresetRecord) => NewAuditEntry | null;

/**
 * Runs `change` on a preset with its game's presets locked, then writes the audit entry `auditOf` gives (or none when
 * it returns null) and returns the preset before and after.
 */
async function changePreset(
  db: Db,
  presetId: string,
  change: (tx: Tx, before: PresetRecord) => Promise<"not-found" | "is-default" | "is-hidden" | null>,
  auditOf: PresetAudit,
): Promise<PresetChangeResult> {
  return db.$transaction(async (tx) => {
    const game = await tx.houseRulePreset.findUnique({ where: { id: presetId }, select: { game: true } });
    if (!game) return { ok: false as const, reason: "not-found" as const };
    await lockGamePresets(tx, game.game);
    const beforeRow = await tx.houseRulePreset.findUnique({ where: { id: presetId }, select: presetSelect });
    if (!beforeRow) return { ok: false as const, reason: "not-found" as const };
    const before = toPresetRecord(beforeRow);
    const refused = await change(tx, before);
    if (refused) return { ok: false as const, reason: refused };
    const after = toPresetRecord(
      await tx.houseRulePreset.findUniqueOrThrow({ where: { id: presetId }, select: presetSelect }),
    );
    const entry = auditOf(before, after);
    if (entry) await appendAuditEntry(tx, entry);
    return { ok: true as const, preset: after, before };
  });
}

export interface PresetEdit {
  title: string;
  description: string;
  /** New option values: they become a new version unless `sameRules` says the latest version has them already. */
  options: OptionValuesRecord;
  sameRules: (latest: OptionValuesRecord) => boolean;
  editorId: string;
}

/** Title and description in place; new rules as a new version (versions are never changed). */
export async function editPreset(
  db: Db,
  presetId: string,
  edit: PresetEdit,
  auditOf: PresetAudit,
): Promise<PresetChangeResult> {
  return changePreset(
    db,
    presetId,
    async (tx, before) => {
      await tx.houseRulePreset.update({
        where: { id: presetId },
        data: { title: edit.title, description: edit.description },
      });
      if (!edit.sameRules(before.latest.options)) {
        await tx.presetVersion.create({
          data: { presetId, version: before.latest.version + 1, options: edit.options, createdById: edit.editorId },
        });
      }
      return null;
    },
    auditOf,
  );
}

export async function setPresetHidden(
  db: Db,
  presetId: string,
  hidden: boolean,
  auditOf: PresetAudit,
): Promise<PresetChangeResult> {
  return changePreset(
    db,
    presetId,
    async (tx, before) => {
      if (hidden && before.isDefault) return "is-default";
      if (before.hidden !== hidden) await tx.houseRulePreset.update({ where: { id: presetId }, data: { hidden } });
      return null;
    },
    auditOf,
  );
}

/** Makes a visible preset its game's default (the previous default stops being one). */
export async function setDefaultPreset(db: Db, presetId: string, auditOf: PresetAudit): Promise<PresetChangeResult> {
  return changePreset(
    db,
    presetId,
    async (tx, before) => {
      if (before.hidden) return "is-hidden";
      if (before.isDefault) return null;
      await tx.houseRulePreset.updateMany({
        where: { game: before.game, isDefault: true },
        data: { isDefault: false },
      });
      await tx.houseRulePreset.update({ where: { id: presetId }, data: { isDefault: true } });
      return null;
    },
    auditOf,
  );
}

/** Which built-in presets (by `builtIn` key) a game already has. */
export async function builtInKeys(db: Db): Promise<{ game: string; builtIn: string }[]> {
  const rows = await db.houseRulePreset.findMany({
    where: { builtIn: { not: null } },
    select: { game: true, builtIn: true },
  });
  return rows.map((r) => ({ game: r.game, builtIn: r.builtIn! }));
}
