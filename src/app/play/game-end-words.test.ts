// How a game ends, in every language: each unit (chips, points) takes its own Korean object particle, which follows
// the noun's last sound (칩을, 점수를).
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/app/_lib/testing/intl";
import type { MatchEnd } from "~/engine/core/traits";
import { matchEndText, type PlayTranslator } from "./game-end-words";

const say = (game: string, end: MatchEnd) =>
  matchEndText(translatorFor("Play", "ko") as unknown as PlayTranslator, game, end);

describe("how a game ends, in Korean", () => {
  it("gives chips and points their own particle", () => {
    expect(say("sutda", { kind: "one-has-all" })).toBe("한 사람이 칩을 모두 가지면 종료");
    // No points game ends so today: the message is checked with a unit of points all the same.
    const t = translatorFor("Play", "ko") as unknown as PlayTranslator;
    expect(t("ends.oneHasAll", { unit: "point" })).toBe("한 사람이 점수를 모두 가지면 종료");
    expect(t("ends.firstOut", { unit: "point" })).toBe("누군가 점수를 모두 잃으면 종료");
    expect(t("ends.roundsOrAll", { count: 10, noun: "round", unit: "point" })).toContain("점수를 모두 가지면");
  });
});
