// Every line of a Season's Flowers round's explanation carries a phrase of the app's Explain catalog (a role by its
// SfjRoles name), said without error in every language, while the English labels stay for records and the CLI.

import { describe, expect, it } from "vitest";
import { explanationsOfRandomGame } from "../../core/testing/explanations";
import { itPhrasesEveryLine } from "~/i18n/testing/explanation-phrases";
import { R, setupOf } from "./kit";

describe("Season's Flowers explanations in the reader's language", () => {
  const all = [2, 3, 4].flatMap((players) =>
    [0, 1, 2, 3].flatMap((n) => explanationsOfRandomGame(R, setupOf(players), `sfj-phrases-${players}-${n}`)),
  );
  itPhrasesEveryLine(all, 20, ["cardPoints", "breakeven", "roleWon", "rolePaid"]);
  it("names a role from the SfjRoles catalog and keeps the English label", () => {
    const steps = all.flatMap((e) => e.sides.flatMap((s) => s.steps));
    const paid = steps.find((st) => st.phrase?.key === "rolePaid")!;
    expect(paid.phrase!.terms!.role!.ns).toBe("SfjRoles");
    expect(paid.label).toMatch(new RegExp(`^Pays .+ to seat ${paid.phrase!.args!.seat}$`));
  });
});
