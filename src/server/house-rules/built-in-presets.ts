// The presets a fresh site offers: per game the engine's defaults (the platform default) and the engine's named
// presets (Sakura hawaii_fudawiki, Sutda standard_seotda...). Seeded lazily and idempotently: once per process and
// database, keyed by `builtIn` so a renamed or edited built-in preset is never seeded twice.
import { defaultOptions } from "~/engine/core/options";
import { GAME_NAMES } from "~/engine/core/ruleset";
import type { Db } from "../db/client";
import { builtInKeys, insertPreset } from "../repositories/presets";
import { checkPresetOptions, rulesetOf } from "~/lib/house-rules/engine-check";

export const DEFAULT_BUILT_IN = "default";

export interface BuiltInPreset {
  game: string;
  builtIn: string;
  slug: string;
  title: string;
  description: string;
  options: Record<string, string | number | boolean>;
  isDefault: boolean;
}

export function builtInPresets(): BuiltInPreset[] {
  const out: BuiltInPreset[] = [];
  for (const game of GAME_NAMES) {
    const ruleset = rulesetOf(game);
    if (!ruleset) continue;
    out.push({
      game,
      builtIn: DEFAULT_BUILT_IN,
      slug: "standard",
      title: "Standard rules",
      description: ruleset.standardRules,
      options: defaultOptions(ruleset.optionSpecs),
      isDefault: true,
    });
    for (const p of ruleset.presets) {
      const checked = checkPresetOptions(game, p.values);
      if (!checked.ok)
        throw new Error(`the engine's preset ${game}.${p.name} is refused by the engine: ${checked.message}`);
      out.push({
        game,
        builtIn: p.name,
        slug: p.name.replace(/_/g, "-"),
        title: p.label,
        description: p.help,
        options: checked.options,
        isDefault: false,
      });
    }
  }
  return out;
}

let seededWords: Map<string, BuiltInPreset> | null = null;

/**
 * The Options catalog keys (`<game>.presets.<builtIn>.label` and `.help`) a built-in preset's title and description
 * are said with in the reader's language, each while it is still the platform's words: an admin's preset, or words
 * an admin changed, are shown as written (null).
 */
export function builtInWordKeys(p: { game: string; builtIn: string | null; title: string; description?: string }): {
  titleKey: string | null;
  descriptionKey: string | null;
} {
  seededWords ??= new Map(builtInPresets().map((b) => [`${b.game}/${b.builtIn}`, b]));
  const b = p.builtIn === null ? undefined : seededWords.get(`${p.game}/${p.builtIn}`);
  const key = `${p.game}.presets.${p.builtIn}`;
  return {
    titleKey: b && b.title === p.title ? `${key}.label` : null,
    descriptionKey: b && b.description === p.description ? `${key}.help` : null,
  };
}

const seeded = new WeakMap<Db, Promise<void>>();

/** Adds the built-in presets a database lacks (once per process and database; safe when processes race). */
export function ensureBuiltInPresets(db: Db): Promise<void> {
  const known = seeded.get(db);
  if (known) return known;
  const p = seedBuiltInPresets(db).then(
    () => undefined,
    (e: unknown) => {
      seeded.delete(db); // try again on the next call
      throw e;
    },
  );
  seeded.set(db, p);
  return p;
}

export async function seedBuiltInPresets(db: Db): Promise<number> {
  const have = new Set((await builtInKeys(db)).map((k) => `${k.game}/${k.builtIn}`));
  let added = 0;
  for (const b of builtInPresets()) {
    if (have.has(`${b.game}/${b.builtIn}`)) continue;
    // An admin may have taken the slug already: try a suffixed one.
    for (const slug of [b.slug, `${b.slug}-built-in`, `${b.slug}-built-in-2`]) {
      const r = await insertPreset(
        db,
        {
          game: b.game,
          slug,
          title: b.title,
          description: b.description,
          builtIn: b.builtIn,
          createdById: null,
          options: b.options,
          makeDefault: false,
        },
        null,
      );
      if (r.ok) added++;
      if (r.ok || r.reason === "built-in-exists") break;
    }
  }
  return added;
}
