import { describeFirstDealerOption, withoutTeams } from "../../core/testing/first-dealer-option-suite";
import { sfjRuleset } from "../ruleset";

describeFirstDealerOption("SFJ", sfjRuleset, withoutTeams(2, 3, 4), (s) => s.dealerDraws!);
