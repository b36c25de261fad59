// A cancelled event's page says who called it off, or that too few registered, in the reader's language; the reason
// an organiser typed stays as written.
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/app/_lib/testing/intl";
import { cancelledLine } from "./cancelled-line";

const event = { entrantCount: 1, minEntrants: 4, teamSize: 1 };

describe("a cancelled event's line", () => {
  it("says too few entrants registered, in Japanese and in German, with the counts", () => {
    const tooFew = { ...event, cancelled: { by: "too_few" as const, reason: "" } };
    expect(cancelledLine(tooFew, translatorFor("Tournaments"))).toBe(
      "Cancelled: too few entrants registered (1 of the 4 needed).",
    );
    expect(cancelledLine(tooFew, translatorFor("Tournaments", "ja"))).toBe(
      "中止されました：参加者が足りませんでした（必要な4に対して1）。",
    );
    expect(cancelledLine({ ...tooFew, teamSize: 2 }, translatorFor("Tournaments", "de"))).toBe(
      "Abgesagt: zu wenige Teams angemeldet (1 von 4 nötigen).",
    );
  });

  it("says who cancelled it by hand, with the typed reason or none", () => {
    const ko = translatorFor("Tournaments", "ko");
    expect(cancelledLine({ ...event, cancelled: { by: "admin", reason: "Spam" } }, ko)).toBe(
      "관리자가 취소했습니다: Spam",
    );
    expect(
      cancelledLine({ ...event, cancelled: { by: "organiser", reason: "" } }, translatorFor("Tournaments", "fr")),
    ).toBe("Annulé par l’organisateur.");
    expect(cancelledLine({ ...event, cancelled: null }, ko)).toBe("");
  });
});
