import { describeFirstDealerOption, withoutTeams } from "../core/testing/first-dealer-option-suite";
import { sakuraRuleset } from "./ruleset";

describeFirstDealerOption(
  "Sakura",
  sakuraRuleset,
  [
    ...withoutTeams(2, 3, 4),
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
    ...withoutTeams(7),
  ],
  (s) => s.dealerDraws!,
);
