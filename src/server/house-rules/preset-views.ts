// House-rule presets as admins and players see them: the admin's list and detail (every version, with its changes)
// and the presets players are offered, with their rules in words.
import type { GameName } from "~/engine/core/ruleset";
import { differencesLine, rulesInWords, type RuleInWords } from "~/lib/house-rules/describe";
import { playerCountsText } from "~/lib/house-rules/engine-check";
import type { Db } from "../db/client";
import { DomainError } from "../errors";
import {
  findPreset,
  listPresets,
  listPresetVersions,
  type PresetRecord,
  type PresetVersionRecord,
} from "../repositories/presets";
import type {
  AdminPresetDetailView,
  AdminPresetSummaryView,
  PresetVersionView,
  PublicPresetView,
} from "../views/house-rules";
import { builtInWordKeys, ensureBuiltInPresets } from "./built-in-presets";
import { gameTitle, optionsOf, playerCountsOf, requireGame, ruleChanges } from "./preset-options";

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
    ...builtInWordKeys(p),
    version: p.latest.version,
    versionCount: p.versionCount,
    updatedAt: p.updatedAt,
    differences: differencesLine(rulesInWords(p.game, options)),
    playersText: playerCountsText(playerCountsOf(p.game, options)),
    playerCounts: playerCountsOf(p.game, options),
    options,
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
    ...builtInWordKeys(p),
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
  if (!p) throw new DomainError("NOT_FOUND", "noSuchPreset");
  const versions = await listPresetVersions(db, id);
  const options = optionsOf(p.game, p.latest.options);
  return { ...toSummary(p), rules: rulesInWords(p.game, options), versions: toVersionViews(p.game, versions) };
}

/** The presets players may choose for a game: visible ones, the default first. */
export async function listVisiblePresets(db: Db, game: string): Promise<PublicPresetView[]> {
  await ensureBuiltInPresets(db);
  return (await listPresets(db, { game: requireGame(game), includeHidden: false })).map(toPublicPreset);
}
