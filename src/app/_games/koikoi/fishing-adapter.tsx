// Koi-Koi's adapter to the fishing board: its model, and the decision panel the board draws at the game's own step
// (loaded with the board, not with every page that shows a card: the registry is on those pages).
import type { FishingAdapter, FishingPanelProps } from "~/app/_components/game/fishing-model";
import type { KoikoiBoardView } from "~/engine/koikoi";
import { Decision } from "./lazy";
import { koikoiModel } from "./model";

function Panel({ gv, onMove, pending }: FishingPanelProps) {
  if (gv.game !== "koikoi") return null;
  return <Decision view={gv.view} legalMoves={gv.legalMoves} players={gv.players} onMove={onMove} pending={pending} />;
}

export const koikoiFishing: FishingAdapter<KoikoiBoardView> = { model: koikoiModel, Panel };
