// Each game's how-to-play as the rules pages render it: on the server (this module is imported by server components
// only), so that its words and cards cost the browser no script.
import type { ComponentType } from "react";
import type { RuleOptions } from "~/app/rules/_components/rules-page";
import { JudgeRules } from "./judge/how-to-play";
import { KoikoiRules } from "./koikoi/how-to-play";
import { MushiRules } from "./mushi/how-to-play";
// The shared parts they render (cards, their labels) look each game up: every game's entry is registered here.
import "./registry";
import type { GameKey } from "./registry";
import { SakuraRules } from "./sakura/how-to-play";
import { SfjRules } from "./sfj/how-to-play";
import { SutdaRules } from "./sutda/how-to-play";

export const HOW_TO_PLAY: { [G in GameKey]: ComponentType<{ options: RuleOptions }> } = {
  sakura: SakuraRules,
  sfj: SfjRules,
  mushi: MushiRules,
  sutda: SutdaRules,
  judge: JudgeRules,
  koikoi: KoikoiRules,
};
