import { expect } from "vitest";
import { describeFirstDealerOption, withoutTeams } from "../core/testing/first-dealer-option-suite";
import { mushiRuleset } from "./ruleset";

// Mushi draws lots for the first elder: a given first dealer is recorded as the elder, with no lots drawn.
describeFirstDealerOption(
  "Mushi",
  mushiRuleset,
  withoutTeams(2),
  (s) => s.lots!.draws,
  (s, seat) => expect(s.lots).toEqual({ draws: [], elder: seat }),
);
