import { describeFirstDealerOption } from "../core/testing/first-dealer-option-suite";
import { sutdaRuleset } from "./ruleset";

describeFirstDealerOption(
  "Sutda",
  sutdaRuleset,
  [
    { players: 2, teams: null },
    { players: 3, teams: null },
    { players: 5, teams: null },
    { players: 10, teams: null },
  ],
  (s) => s.oyaDraws,
);
