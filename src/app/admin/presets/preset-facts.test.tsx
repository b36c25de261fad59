// A preset's facts on the admin's list, joined as the reader's language joins a line's parts: Japanese's 「・」 takes
// no spaces.
import { describe, expect, it } from "vitest";
import { renderIntl } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";
import { PresetFacts } from "./preset-facts";

const facts = (locale: Locale) =>
  renderIntl(
    <PresetFacts p={{ slug: "club", version: 2, versionCount: 3, playerCounts: [2, 3], builtIn: true }} />,
    locale,
  ).replace(/<[^>]+>/g, "");

describe("a preset's facts on the admin's list", () => {
  it("join the slug, the version, the players and the built-in mark with the language's separator", () => {
    expect(facts("en")).toMatch(/^club · version 2 \(3 versions\) · .+ · built in$/);
    const ja = facts("ja");
    expect(ja).not.toContain("·");
    expect(ja).toMatch(/^club・第2版（全3版）・2〜3人・組み込み$/);
  });
});
