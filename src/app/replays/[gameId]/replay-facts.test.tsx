// A replay's facts line, joined as the reader's language joins a line's parts: Japanese's 「・」 takes no spaces.
import { describe, expect, it } from "vitest";
import { renderIntl } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";
import { ReplayFacts } from "./replay-facts";

const facts = (locale: Locale) =>
  renderIntl(
    <ReplayFacts
      r={{
        status: "FINISHED",
        endReason: "resign",
        createdAt: new Date("2026-11-21T09:19:00Z"),
        finishedAt: new Date("2026-11-21T09:40:00Z"),
        tableId: "t1",
        tournament: { id: "c1", name: "Plum Cup", round: 2 },
      }}
    />,
    locale,
  ).replace(/<[^>]+>/g, "");

describe("a replay's facts", () => {
  it("join how it ended, its start and end, its table and its round with the language's separator", () => {
    expect(facts("en").split(" · ")).toHaveLength(5);
    const ja = facts("ja");
    expect(ja).not.toContain("·");
    expect(ja).toMatch(/^終局（投了）・開始：[^・]+・終了：[^・]+・卓へ・Plum Cup・第2ラウンド$/);
  });
});
