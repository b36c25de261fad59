// The admin's preset pages in the reader's language: every rule's name, help and choices come from the Options
// catalog (the engine writes them in English), and the form's own words from AdminPresets.
import { renderToStaticMarkup } from "react-dom/server";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { defaultOptions } from "~/engine/core/options";
import { availableGames, getRuleset } from "~/engine/registry";
import { catalogFor } from "~/i18n/catalog";
import { withIntl } from "~/app/_lib/testing/intl";
import { checkPresetOptions } from "~/lib/house-rules/engine-check";
import { LOCALES, type Locale } from "~/lib/locales";
import { PresetDetailsFields } from "./preset-details-fields";
import { PresetRulesFields } from "./preset-rules-fields";
import { PresetChanges, PresetDifferences, PresetPlayers } from "./preset-rules-words";

const html = (element: ReactNode, locale: Locale) => renderToStaticMarkup(withIntl(element, locale));
// The markup escapes quotes and apostrophes; the catalogs' words are compared as the page shows them.
const text = (markup: string) =>
  markup
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

function options(locale: Locale) {
  return catalogFor(locale).Options as Record<string, Record<string, { label?: string; help?: string }>>;
}

describe("the house rules the engines describe", () => {
  it("have a name and a help in the Options catalog, for every option of every game", () => {
    for (const ruleset of availableGames())
      for (const spec of ruleset.optionSpecs) {
        const words = options("en")[ruleset.game]?.[spec.name];
        expect(words?.label, `${ruleset.game}.${spec.name}`).toBeTruthy();
        expect(words?.help, `${ruleset.game}.${spec.name}`).toBe(spec.help);
      }
  });
});

describe("the preset form", () => {
  const game = availableGames()[0]!.game;
  const ruleset = getRuleset(game)!;
  const defaults = defaultOptions(ruleset.optionSpecs);

  it.each(LOCALES.filter((l) => l !== "en"))(
    "shows every rule's name and help in %s, not the engine's English",
    (l) => {
      const shown = text(
        html(
          <PresetRulesFields
            game={game}
            options={defaults}
            check={checkPresetOptions(game, defaults)}
            err={() => undefined}
            onOption={() => {}}
            idBase="t"
          />,
          l,
        ),
      );
      for (const spec of ruleset.optionSpecs.filter((s) => !s.dependsOn)) {
        const words = options(l)[game]![spec.name]!;
        expect(shown).toContain(words.label);
        expect(shown).toContain(words.help);
        expect(shown).not.toContain(spec.help);
      }
    },
  );

  /** The preset's own fields (title, game, version line) in Japanese, as `mode` shows them. */
  const detailsInJapanese = (mode: "create" | "edit") =>
    text(
      html(
        <PresetDetailsFields
          mode={mode}
          game={game}
          onGame={() => {}}
          details={{ title: "", slug: "", description: "", makeDefault: false, hidden: false }}
          set={() => {}}
          err={() => undefined}
          idBase="t"
        />,
        "ja",
      ),
    );

  it("words its own fields in Japanese", () => {
    const shown = detailsInJapanese("create");
    const t = catalogFor("ja").AdminPresets as { form: Record<string, string> };
    expect(shown).toContain(t.form.preset);
    expect(shown).toContain(t.form.title);
    expect(shown).toContain(t.form.hidden);
    expect(shown).not.toContain("Title");
    expect(shown).not.toContain("Hidden for now");
  });

  it("joins the game and the version being edited with 「・」 in Japanese", () => {
    const shown = detailsInJapanese("edit");
    expect(shown).not.toContain("·");
    expect(shown).toMatch(/\S・ *第0版を編集中/);
  });
});

describe("a preset's rules on the admin's list and versions", () => {
  const ruleset = availableGames().find((r) => r.optionSpecs.some((s) => s.kind === "enum" && !s.dependsOn))!;
  const game = ruleset.game;
  const spec = ruleset.optionSpecs.find((s) => s.kind === "enum" && !s.dependsOn)!;
  if (spec.kind !== "enum") throw new Error("an enum option");
  const other = spec.values.find((v) => v.value !== spec.default)!;
  const defaults = defaultOptions(ruleset.optionSpecs);
  const changed = { ...defaults, [spec.name]: other.value };
  const ja = options("ja")[game]![spec.name] as { label: string; values: Record<string, string> };

  it("says the rules set apart from the standard ones in the reader's language", () => {
    expect(text(html(<PresetDifferences game={game} options={defaults} />, "ja"))).toBe("標準ルール");
    expect(text(html(<PresetDifferences game={game} options={changed} />, "ja"))).toBe(
      `${ja.label}：${ja.values[String(other.value)]}`,
    );
  });

  it("joins the rules set apart with the language's separator: Japanese's 「・」 takes no spaces", () => {
    const twoChanged = Object.fromEntries(
      ruleset.optionSpecs
        .filter((s) => s.kind === "enum" && !s.dependsOn)
        .slice(0, 2)
        .map((s) => [s.name, s.kind === "enum" ? s.values.find((v) => v.value !== s.default)!.value : s.default]),
    );
    const shown = text(html(<PresetDifferences game={game} options={{ ...defaults, ...twoChanged }} />, "ja"));
    expect(Object.keys(twoChanged)).toHaveLength(2);
    expect(shown).not.toContain("·");
    expect(shown.split("・")).toHaveLength(2);
  });

  it("says what a version changed in the reader's language", () => {
    const before = ja.values[String(spec.default)];
    const after = ja.values[String(other.value)];
    expect(text(html(<PresetChanges game={game} before={defaults} after={changed} />, "ja")).trim()).toBe(
      `${ja.label}：${before} → ${after}`,
    );
  });

  it("lists the player counts with the language's own words", () => {
    expect(html(<PresetPlayers counts={[2, 4, 6]} />, "ja")).toBe("2、4、または6人");
    expect(html(<PresetPlayers counts={[2, 4, 6]} />, "en")).toBe("2, 4 or 6 players");
    expect(html(<PresetPlayers counts={[3, 4, 5]} />, "ko")).toBe(
      (catalogFor("ko").GameList as Record<string, string>).playerRange!.replace("{min}", "3").replace("{max}", "5"),
    );
  });
});
