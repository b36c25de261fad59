// A table's own house rules on its game's rules page: the preset it pinned, at the version it pinned, with the
// changes its creator made, for whoever may see the table. A table's "how to play" link opens these, so that the
// page describes the game being played rather than the preset as it reads today.
import type { GameName } from "~/engine/core/ruleset";
import { differencesLine, rulesInWords } from "~/lib/house-rules/describe";
import { playerCountsText } from "~/lib/house-rules/engine-check";
import { DomainError } from "../errors";
import type { PlayContext } from "../games/play-context";
import { presetChanged, tableSeenBy } from "../games/table-view";
import type { PublicPresetView, TableRulesView } from "../views/house-rules";
import { builtInWordKeys } from "./built-in-presets";
import { optionsOf } from "./preset-options";

/**
 * The rules of table `tableId` as a preset's view (its id `table-<id>`, so that no offered preset reads as chosen),
 * or null when the caller may not see the table, it is not of `game`, or it has no preset.
 */
export async function tableRulesView(
  ctx: PlayContext,
  userId: string | null,
  game: GameName,
  tableId: string,
  presets: readonly PublicPresetView[],
): Promise<{ selected: PublicPresetView; table: TableRulesView } | null> {
  let seen;
  try {
    seen = await tableSeenBy(ctx, userId, tableId);
  } catch (e) {
    // a table one may not see, or none: the page shows the preset asked for, as if no table were named
    if (e instanceof DomainError) return null;
    throw e;
  }
  const { table } = seen;
  const preset = table.preset;
  if (table.game !== game || preset === null) return null;
  const options = optionsOf(game, table.options);
  const rules = rulesInWords(game, options);
  const listed = presets.find((p) => p.id === preset.id);
  const description = listed?.description ?? "";
  return {
    selected: {
      id: `table-${table.id}`,
      game,
      slug: preset.slug,
      title: preset.title,
      description,
      ...builtInWordKeys({ game, builtIn: preset.builtIn, title: preset.title, description }),
      isDefault: false,
      presetVersionId: preset.versionId,
      version: preset.version,
      options,
      rules,
      differences: differencesLine(rules),
      playersText: playerCountsText([table.playerCount]),
      playerCounts: [table.playerCount],
    },
    table: { id: table.id, customized: presetChanged(table) },
  };
}
