// The SFJ heuristic reads a seat's knowledge from its view (the bot) or from a full state (the strong level's
// playouts). Both readings must agree exactly, and the state reading must not depend on any card the seat cannot
// see: the same scores for every move either way.
import { configOf as sfjConfig } from "../options";
import { sfjPosFromState, sfjPosFromView, sfjScores } from "./heuristic";
import { describeFishingKnowledge } from "../../bots/testing/knowledge-check";

const COUNT = Number(process.env.BOT_KNOWLEDGE_POSITIONS ?? 1500);

describeFishingKnowledge("SFJ", "sfj", COUNT, {
  fromView: (view, setup) => sfjPosFromView(view, sfjConfig(setup.players, setup.options)),
  fromState: sfjPosFromState,
  configKey: "config",
  scores: sfjScores,
});
