// The Mushi heuristic reads a seat's knowledge from its view (the bot) or from a full state (the strong level's
// playouts). Both readings must agree exactly, and the state reading must not depend on any card the seat cannot
// see: the same scores for every move either way.
import { mushiOptions } from "../options";
import { mushiPosFromState, mushiPosFromView, mushiScores } from "./heuristic";
import { describeFishingKnowledge } from "../../bots/testing/knowledge-check";

const COUNT = Number(process.env.BOT_KNOWLEDGE_POSITIONS ?? 1500);

describeFishingKnowledge("Mushi", "mushi", COUNT, {
  fromView: (view, setup) => mushiPosFromView(view, mushiOptions(setup.options)),
  fromState: mushiPosFromState,
  configKey: "opts",
  scores: mushiScores,
});
