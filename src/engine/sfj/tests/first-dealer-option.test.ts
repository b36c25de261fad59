import { describeFirstDealerOption } from "../../core/testing/first-dealer-option-suite";
import { sfjRuleset } from "../ruleset";

describeFirstDealerOption(
  "SFJ",
  sfjRuleset,
  [
    { players: 2, teams: null },
    { players: 3, teams: null },
    { players: 4, teams: null },
  ],
  (s) => s.dealerDraws!,
);
