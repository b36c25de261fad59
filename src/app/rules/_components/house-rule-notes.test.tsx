// A house rule's note runs on into what the rule means as each language joins sentences: after a space in English
// ("… Off. Any pair wins …"), straight after 「。」 in Japanese.
import { describe, expect, it } from "vitest";
import { renderIntl } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";
import { HouseRuleNote } from "./house-rule-notes";
import { RulesPage } from "./rules-page";

const note = (locale: Locale) =>
  renderIntl(
    <RulesPage game="sutda" namespace="RulesSutda" options={{ deck: "all40" }}>
      <HouseRuleNote name="deck">MEANING</HouseRuleNote>
    </RulesPage>,
    locale,
  ).replace(/<[^>]+>/g, "");

describe("a house rule's note", () => {
  it("runs on into its meaning after 「。」 in Japanese, after a space in English", () => {
    expect(note("ja")).toMatch(/。MEANING$/);
    expect(note("en")).toMatch(/\. MEANING$/);
  });
});
