import { gameCatalog } from "../../../games/catalog";
import { listVisiblePresets } from "../../../house-rules/preset-views";
import { tableRulesView } from "../../../house-rules/table-rules";
import type { HandlerArgs, TRPCContext } from "../../context";
import type { RulesSummaryView } from "../../../views/house-rules";
import type { SummaryInput } from "./summary.schema";

/**
 * A game's rules page: the game, the presets offered, and the chosen one (or the default) with its rules in words;
 * with a table the caller may see, that table's own rules instead.
 */
export async function summaryHandler({
  ctx,
  input,
}: HandlerArgs<TRPCContext, SummaryInput>): Promise<RulesSummaryView> {
  const entry = gameCatalog().find((g) => g.game === input.game)!;
  const presets = await listVisiblePresets(ctx.db, input.game);
  const requested = input.preset ? (presets.find((p) => p.slug === input.preset) ?? null) : null;
  const forTable = input.table
    ? await tableRulesView(ctx, ctx.session?.user.id ?? null, input.game, input.table, presets)
    : null;
  const selected = forTable?.selected ?? requested ?? presets.find((p) => p.isDefault) ?? presets[0] ?? null;
  return {
    game: input.game,
    title: entry.title,
    summary: entry.summary,
    minPlayers: entry.minPlayers,
    maxPlayers: entry.maxPlayers,
    presets,
    selected,
    unknownPreset: input.preset !== undefined && requested === null && !forTable ? input.preset : null,
    table: forTable?.table ?? null,
  };
}
