// The house rules a new table or tournament pins: a preset's latest version, an exact version, or the game's default.
import { rulesInWords, type RuleInWords } from "~/lib/house-rules/describe";
import type { OptionValuesRecord } from "~/lib/house-rules/engine-check";
import type { Db } from "../db/client";
import { DomainError } from "../errors";
import { findPreset, findPresetVersion, listPresets, type PresetRecord } from "../repositories/presets";
import { ensureBuiltInPresets } from "./built-in-presets";
import { optionsOf, requireGame } from "./preset-options";

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
      throw new DomainError("NOT_FOUND", "noSuchHouseRulesVersion", { field: "presetId" });
    if (v.preset.game !== game)
      throw new DomainError("BAD_REQUEST", "houseRulesOtherGame", {
        field: "presetId",
        params: { rulesGame: v.preset.game, game },
      });
    if (v.preset.hidden)
      throw new DomainError("BAD_REQUEST", "houseRulesWithdrawn", {
        field: "presetId",
        params: { title: v.preset.title },
      });
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
  if (!p) throw new DomainError("NOT_FOUND", "noSuchHouseRules", { field: "presetId" });
  if (p.game !== game)
    throw new DomainError("BAD_REQUEST", "houseRulesOtherGame", {
      field: "presetId",
      params: { rulesGame: p.game, game },
    });
  if (p.hidden)
    throw new DomainError("BAD_REQUEST", "houseRulesWithdrawn", {
      field: "presetId",
      params: { title: p.title },
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
