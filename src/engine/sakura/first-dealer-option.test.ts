import { describeFirstDealerOption } from "../core/testing/first-dealer-option-suite";
import { sakuraRuleset } from "./ruleset";

describeFirstDealerOption(
  "Sakura",
  sakuraRuleset,
  [
    { players: 2, teams: null },
    { players: 3, teams: null },
    { players: 4, teams: null },
    {
      players: 4,
      teams: [
        [0, 2],
        [1, 3],
      ],
    },
    {
      players: 6,
      teams: [
        [0, 2, 4],
        [1, 3, 5],
      ],
    },
    { players: 7, teams: null },
  ],
  (s) => s.dealerDraws!,
);
