// House-rule presets: what admins do to them (create, edit as a new version, hide, unhide, make the default). What
// admins and players see is preset-views.ts; the version a new table pins is preset-pinning.ts.
import type { OptionValue } from "~/engine/core/options";
import { checkPresetOptions, type OptionValuesRecord } from "~/lib/house-rules/engine-check";
import type { Db } from "../db/client";
import { DomainError } from "../errors";
import type { SessionUser } from "../auth/session";
import {
  editPreset as editPresetRow,
  findPreset,
  insertPreset,
  listPresets,
  setDefaultPreset as setDefaultPresetRow,
  setPresetHidden,
  type PresetChangeResult,
  type PresetRecord,
} from "../repositories/presets";
import type { AdminPresetDetailView } from "../views/house-rules";
import { ensureBuiltInPresets } from "./built-in-presets";
import { nonDefaults, optionsOf, requireGame, ruleChangeList, sameOptions } from "./preset-options";
import { getAdminPreset } from "./preset-views";
import { ruleConflict } from "./rule-conflict";

/** The options as the engine checks them; a refusal in the reader's words (rule-conflict.ts). */
function checked(game: string, options: unknown): OptionValuesRecord {
  const c = checkPresetOptions(game, options);
  if (c.ok) return c.options;
  if (c.phrase) throw new DomainError("BAD_REQUEST", ruleConflict(game, c.phrase), { field: c.field ?? undefined });
  throw new DomainError("BAD_REQUEST", "refused", { field: c.field ?? undefined, params: { reason: c.message } });
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
    throw new DomainError("CONFLICT", "presetTitleTaken", { field: "title", params: { game, title: taken.title } });
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
    throw new DomainError("BAD_REQUEST", "defaultPresetCannotHidden", { field: "hidden" });
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
  throw new DomainError("CONFLICT", "presetSlugTaken", {
    params: { slug: base, game },
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
  if (!current) throw new DomainError("NOT_FOUND", "noSuchPreset");
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
            ? ruleChangeList(game, optionsOf(game, before.latest.options), optionsOf(game, after.latest.options)).map(
                (c) => ({ ...c }),
              )
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
      throw new DomainError("NOT_FOUND", "noSuchPreset");
    case "is-default":
      throw new DomainError("PRECONDITION_FAILED", "defaultPresetCannotHiddenMake");
    case "is-hidden":
      throw new DomainError("PRECONDITION_FAILED", "hiddenPresetCannotDefault");
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
