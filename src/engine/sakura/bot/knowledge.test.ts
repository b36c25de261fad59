// The Sakura heuristic reads a seat's knowledge from its view (the bot) or from a full state (the strong level's
// playouts). Both readings must agree exactly, and the state reading must not depend on any card the seat cannot
// see: the same scores for every move either way.
import { configOf as sakuraConfig } from "../setup";
import { sakuraScores } from "./heuristic";
import { sakuraPosFromState, sakuraPosFromView } from "./position";
import { describeFishingKnowledge } from "../../bots/testing/knowledge-check";

const COUNT = Number(process.env.BOT_KNOWLEDGE_POSITIONS ?? 1500);

describeFishingKnowledge("Sakura", "sakura", COUNT, {
  skip: (p) => p.state.round.step === 4 || p.state.round.step === 5,
  fromView: (view, setup) => sakuraPosFromView(view, sakuraConfig(setup)),
  fromState: (state, seat) => sakuraPosFromState(state, seat),
  configKey: "cfg",
  scores: sakuraScores,
});
