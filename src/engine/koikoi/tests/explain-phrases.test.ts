// Every line of a Koi-Koi round's explanation carries a phrase of the app's Explain catalog (a yaku by its Yaku
// catalog name), said without error in every language, while the English labels stay for records and the CLI.

import { describe, expect, it } from "vitest";
import { explanationsOfRandomGame } from "../../core/testing/explanations";
import { itPhrasesEveryLine } from "~/i18n/testing/explanation-phrases";
import { R, setupOf } from "./kit";

const MIXES = [
  {},
  { field_brights: "multiply", koikoi_bonus: "opponent_count", drawn_round: "oya_ken_6", lucky_hands: "win_6" },
  { seven_point_double: "off", drawn_round: "no_score", field_four_of_a_kind: "dealer_wins_6" },
];

describe("Koi-Koi explanations in the reader's language", () => {
  const all = MIXES.flatMap((options, i) =>
    [0, 1, 2].flatMap((n) => explanationsOfRandomGame(R, setupOf(options), `koikoi-phrases-${i}-${n}`)),
  );
  // the games reach the yaku (with the cards beyond a growing one's least), the multipliers' sums and a stop's note
  itPhrasesEveryLine(all, 20, [
    "yakuName",
    "yakuExtraCards",
    "sevenDoubleSum",
    "koikoiCallSum",
    "fieldBrightsSum",
    "stopped",
  ]);
  it("keeps the English labels", () => {
    const steps = all.flatMap((e) => e.sides.flatMap((s) => s.steps));
    const yaku = steps.find((st) => st.phrase?.key === "yakuName")!;
    expect(yaku.label).toMatch(/^[A-Z][a-zō-]+ \(/);
    const times = steps.find((st) => st.phrase?.key === "koikoiCallSum")!;
    const { before, times: k, after } = times.phrase!.args!;
    expect(times.label).toMatch(new RegExp(`called koi-koi.*: ${before} × ${k} = ${after}$`));
  });
});
