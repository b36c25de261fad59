// Every line of a Mushi round's explanation carries a phrase of the app's Explain catalog (a yaku by its MushiYaku
// name, each note from its kind, seat and cards), said without error in every language, while the English labels
// stay for records and the CLI.

import { describe, expect, it } from "vitest";
import type { OptionValues } from "../core/options";
import { explanationsOfRandomGame } from "../core/testing/explanations";
import { itPhrasesEveryLine } from "~/i18n/testing/explanation-phrases";
import { LIGHTNING } from "../core/cards";
import { notePhrase } from "./note-phrase";
import { mushiRuleset as R } from "./ruleset";
import type { MisdealWhy } from "./misdeal";
import type { RoundNote } from "./state";

function setupOf(options: OptionValues) {
  const v = R.validateSetup({ players: 2, teams: null, options });
  if (!v.ok) throw new Error(v.error.message);
  return v.value;
}

const MIXES: OptionValues[] = [
  {},
  { table_misdeal: "elder_captures", table_four_pairs: "redeal", hand_four_of_a_kind: "may_cancel" },
];

describe("Mushi explanations in the reader's language", () => {
  const all = MIXES.flatMap((options, i) =>
    [0, 1, 2, 3].flatMap((n) => explanationsOfRandomGame(R, setupOf(options), `mushi-phrases-${i}-${n}`)),
  );
  itPhrasesEveryLine(all, 10, ["cardKind", "par"]);
  it("words each note from its kind, seat and cards", () => {
    const note = (kind: RoundNote["kind"], seat: number | null, cards: number[], text = "") =>
      notePhrase({ kind, seat, cards, text }, 1);
    expect(note("declared-four", 0, [36, 37, 38, 39])).toEqual({
      key: "declaredFour",
      args: { seat: 0, month: 10, dealer: 1 },
    });
    expect(note("last-lightning", 0, [LIGHTNING, 8])).toEqual({
      key: "lastLightning",
      args: { seat: 0, with: "yes" },
      cards: { cards: [8] },
    });
    expect(note("last-lightning", 1, [LIGHTNING]).args).toEqual({ seat: 1, with: "no" });
    expect(note("willows-to-lightning", 0, [40, 41, 42])).toEqual({ key: "willowsToLightning", args: { seat: 0 } });
    // a thrown-in deal: the reason the table check gave (four pairs, a four of a month, the three Willows), never
    // the note's English words
    const misdeal = (cards: number[], why: MisdealWhy, text = "") =>
      notePhrase({ kind: "misdeal", seat: 1, cards, text, why }, 1).args;
    const table = [0, 1, 4, 5, 8, 9, 12, 13];
    expect(misdeal(table, "pairs", "Misdeal: four Peony cards")).toMatchObject({ why: "pairs" });
    expect(misdeal([20, 21, 22, 23, 0, 4, 8, 12], "four", "four pairs")).toMatchObject({ why: "four", month: 6 });
    expect(misdeal([40, 41, 42, 0, 4, 8, 12, 16], "willows")).toMatchObject({ why: "willows" });
  });
});
