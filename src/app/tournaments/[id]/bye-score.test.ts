// What a bye scores, in words: the event's facts, a round's byes and the viewer's own bye
// (src/engine/tournament/SWISS.md, "4. Byes and scores").
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/app/_lib/testing/intl";
import { byeFact, byesLine, signedPoints, yourByeText } from "./bye-score";

const t = translatorFor("Tournaments");

describe("a bye's score in words", () => {
  it("states the rule in the event's facts", () => {
    expect(byeFact("average", t)).toBe(
      "The round's average: the mean of the points every side that played the round scored",
    );
    expect(byeFact(1, t)).toBe("+1 each");
  });

  it("gives each bye of a round its points", () => {
    const byes = [
      { entrantId: "e", name: "Emi", points: 100 },
      { entrantId: "d", name: "Dai", points: null },
    ];
    expect(byesLine({ status: "finished", byes }, "average", t)).toBe("Bye: Emi +100, Dai (the round's average)");
    expect(byesLine({ status: "finished", byes: byes.slice(0, 1) }, 2, t)).toBe("Bye: Emi +100 (a fixed 2 points)");
  });

  it("keeps byes apart from half points where the decimal sign is a comma", () => {
    const byes = [
      { entrantId: "e", name: "Emi", points: 0.5 },
      { entrantId: "d", name: "Dai", points: 1 },
    ];
    expect(byesLine({ status: "finished", byes }, 1, translatorFor("Tournaments", "fr"), "fr")).toContain(
      "Emi +0,5; Dai +1",
    );
    expect(byesLine({ status: "finished", byes }, 1, t)).toContain("Emi +0.5, Dai +1");
  });

  it("tells the viewer what their bye scores", () => {
    expect(yourByeText(94, "average", t)).toBe(
      "You have a bye this round: you sit it out, unpaired. It scores the round's average (+94 so far).",
    );
    expect(yourByeText(null, "average", t)).toBe(
      "You have a bye this round: you sit it out, unpaired. It scores the round's average.",
    );
    expect(yourByeText(1, 1, t)).toBe(
      "You have a bye this round: you sit it out, unpaired. It scores a fixed 1 point.",
    );
  });

  it("signs points with a real minus", () => {
    expect([signedPoints(0), signedPoints(-3), signedPoints(0.5)]).toEqual(["+0", "\u22123", "+0.5"]);
  });
});
