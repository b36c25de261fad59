import { describeFirstDealerOption, withoutTeams } from "../core/testing/first-dealer-option-suite";
import { sutdaRuleset } from "./ruleset";

describeFirstDealerOption("Sutda", sutdaRuleset, withoutTeams(2, 3, 5, 10), (s) => s.oyaDraws);
