import { gameCatalog } from "../../../games/catalog";
import { listVisiblePresets } from "../../../house-rules/preset-views";
import type { HandlerArgs, TRPCContext } from "../../context";
import type { RulesSummaryView } from "../../../views/house-rules";
import type { SummaryInput } from "./summary.schema";

/** A game's rules page: the game, the presets offered, and the chosen one (or the default) with its rules in words. */
export async function summaryHandler({
  ctx,
  input,
}: HandlerArgs<TRPCContext, SummaryInput>): Promise<RulesSummaryView> {
  const entry = gameCatalog().find((g) => g.game === input.game)!;
  const presets = await listVisiblePresets(ctx.db, input.game);
  const requested = input.preset ? (presets.find((p) => p.slug === input.preset) ?? null) : null;
  const selected = requested ?? presets.find((p) => p.isDefault) ?? presets[0] ?? null;
  return {
    game: input.game,
    title: entry.title,
    summary: entry.summary,
    minPlayers: entry.minPlayers,
    maxPlayers: entry.maxPlayers,
    presets,
    selected,
    unknownPreset: input.preset !== undefined && requested === null ? input.preset : null,
  };
}
