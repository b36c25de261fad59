// A rules page's house rules in the reader's language: a built-in preset's title and description from the Options
// catalog, an admin's preset as written, and every rule's name, value and help from the catalog too.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
import { defaultOptions } from "~/engine/core/options";
import { availableGames } from "~/engine/registry";
import { rulesInWords } from "~/lib/house-rules/describe";
import type { PublicPresetView } from "~/server/views/house-rules";
import { HouseRulesPanel } from "./house-rules-panel";

const ruleset = availableGames().find((r) => r.presets.length > 0)!;
const game = ruleset.game;
// The platform's presets of the game as it seeds them: its standard rules, then the engine's first named preset.
const named = ruleset.presets[0]!;
const seeded = [
  { builtIn: "default", slug: "standard", title: "Standard rules", description: ruleset.standardRules, options: {} },
  { builtIn: named.name, slug: named.name, title: named.label, description: named.help, options: named.values },
];

function preset(i: number, over: Partial<PublicPresetView> = {}): PublicPresetView {
  const b = seeded[i]!;
  const options = { ...defaultOptions(ruleset.optionSpecs), ...b.options } as PublicPresetView["options"];
  const key = `${game}.presets.${b.builtIn}`;
  return {
    id: `p${i}`,
    game,
    slug: b.slug,
    title: b.title,
    description: b.description,
    titleKey: `${key}.label`,
    descriptionKey: `${key}.help`,
    isDefault: i === 0,
    presetVersionId: `v${i}`,
    version: 1,
    options,
    rules: rulesInWords(game, options),
    differences: "",
    playersText: "",
    playerCounts: [ruleset.minPlayers],
    ...over,
  };
}

const panel = (presets: PublicPresetView[], selected: PublicPresetView, locale: "en" | "ja") =>
  renderToStaticMarkup(
    withIntl(<HouseRulesPanel game={game} presets={presets} selected={selected} unknownPreset={null} />, locale),
  )
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;/g, "'");

describe("the house rules panel", () => {
  it("says a built-in preset's title, description and rules in Japanese", () => {
    const chosen = preset(1);
    const text = panel([preset(0), chosen], chosen, "ja");
    expect(text).toContain("標準ルール");
    expect(text).not.toContain(chosen.title);
    expect(text).not.toContain(chosen.description);
    expect(text).not.toContain("Standard rules");
    for (const r of chosen.rules.filter((x) => !x.isDefault)) {
      expect(text).not.toContain(r.help);
      expect(text).not.toContain(`${r.label}:`);
    }
  });

  it("says a changed rule as 「名前：値（標準：…）」 in Japanese, 'Name: value (standard: …)' in English", () => {
    const chosen = preset(1);
    const firstChanged = (locale: "en" | "ja") =>
      renderToStaticMarkup(
        withIntl(
          <HouseRulesPanel game={game} presets={[preset(0), chosen]} selected={chosen} unknownPreset={null} />,
          locale,
        ),
      )
        .match(/data-testid="changed-rules"><li[^>]*>(.*?)<p/)![1]!
        .replace(/<[^>]*>/g, "");
    expect(firstChanged("ja")).toMatch(/^[^:：]+：\S.*\S（標準：\S.*）$/);
    expect(firstChanged("ja")).not.toMatch(/[:(]|： |\s（/);
    expect(firstChanged("en")).toMatch(/^[^:]+: \S.* \(standard: \S.*\)$/);
  });

  it("keeps an admin's preset as written", () => {
    const club = preset(1, { title: "Club night", description: "Our way.", titleKey: null, descriptionKey: null });
    const text = panel([preset(0), club], club, "ja");
    expect(text).toContain("Club night");
    expect(text).toContain("Our way.");
  });

  it("joins the version and the player counts with the language's separator: Japanese's 「・」 takes no spaces", () => {
    const chosen = preset(1, { version: 3, playerCounts: [2, 3, 4] });
    const ja = panel([preset(0), chosen], chosen, "ja");
    expect(ja).not.toContain("·");
    expect(ja).toContain("第3版・2〜4人");
    expect(panel([preset(0), chosen], chosen, "en")).toContain("Version 3 · 2 to 4 players");
  });

  it("lists counts that skip one as the site writes lists: no serial comma in English", () => {
    const chosen = preset(1, { playerCounts: [6, 2, 4] });
    expect(panel([preset(0), chosen], chosen, "en")).toContain("2, 4 or 6 players");
  });
});
