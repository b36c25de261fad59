import { analyseReplayPosition } from "../../../replays/analysis-service";
import type { ReplayAnalysisView } from "../../../views/replay";
import type { HandlerArgs, SignedInContext } from "../../context";
import type { ReplayAnalyseInput } from "./analyse.schema";

/** "What would the bot play?" at one position of a finished game the caller may replay: every legal move ranked. */
export function replayAnalyseHandler({
  ctx,
  input,
}: HandlerArgs<SignedInContext, ReplayAnalyseInput>): Promise<ReplayAnalysisView> {
  return analyseReplayPosition(ctx.db, ctx.session.user.id, input);
}
