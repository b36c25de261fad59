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
import { PresetChanges, PresetDifferences, PresetPlayers, PresetRulesLine } from "./preset-rules-words";
import { translatorFor } from "~/app/_lib/testing/intl";

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

  it("runs a rule's help and its default on with no space in Japanese, one space apart in English", () => {
    const hints = (locale: Locale) =>
      [
        ...html(
          <PresetRulesFields
            game={game}
            options={defaults}
            check={checkPresetOptions(game, defaults)}
            err={() => undefined}
            onOption={() => {}}
            idBase="t"
          />,
          locale,
        ).matchAll(/class="field-hint">(.*?)<\/p>/g),
      ].map((m) => m[1]!.replace(/<[^>]*>/g, ""));
    const ja = hints("ja").filter((h) => h.includes("既定："));
    expect(ja.length).toBeGreaterThan(0);
    for (const h of ja) expect(h).toMatch(/\S既定：/);
    const en = hints("en").filter((h) => h.includes("Default: "));
    expect(en.length).toBeGreaterThan(0);
    for (const h of en) expect(h).toMatch(/\S Default: /);
  });

  it("runs the rules' status sentences on with no space in Japanese, one space apart in English", () => {
    const status = (locale: Locale) =>
      html(
        <PresetRulesFields
          game={game}
          options={defaults}
          check={checkPresetOptions(game, defaults)}
          err={() => undefined}
          onOption={() => {}}
          idBase="t"
        />,
        locale,
      )
        .match(/data-testid="rules-status">(.*?)<\/p>/)![1]!
        .replace(/<[^>]*>/g, "");
    expect(status("ja")).toMatch(/^すべてのルールが既定値です。\S+で遊べます。$/);
    expect(status("en")).toMatch(/^All rules at their defaults\. Playable with .+\.$/);
  });

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
  /** The fields' words as the page shows them: tags dropped, the spaces between them kept. */
  const details = (mode: "create" | "edit", locale: Locale) =>
    html(
      <PresetDetailsFields
        mode={mode}
        game="koikoi"
        onGame={() => {}}
        details={{ title: "", slug: "", description: "", makeDefault: false, hidden: false }}
        set={() => {}}
        err={() => undefined}
        initial={{ slug: "club-night", version: 2 }}
        idBase="t"
      />,
      locale,
    ).replace(/<[^>]*>/g, "");

  it("puts the game and the URL name after 「：」 with no space in Japanese, after ': ' in English", () => {
    expect(details("edit", "ja")).toContain("ゲーム：こいこい・");
    expect(details("edit", "ja")).toContain("URL名：club-night");
    expect(details("edit", "en")).toContain("Game: Koi-Koi · ");
    expect(details("edit", "en")).toContain("URL name: club-night");
  });

  it("puts a field's note in 「（…）」 with no space in Japanese, after a space in English", () => {
    expect(details("create", "ja")).toContain("URL名（任意）");
    expect(details("create", "en")).toContain("URL name (optional)");
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

  it("puts the rules after 「：」 with no space on the admin's list in Japanese, after ': ' in English", () => {
    const line = (locale: Locale) =>
      html(<PresetRulesLine game={game} options={changed} />, locale).replace(/<[^>]*>/g, "");
    expect(line("ja")).toBe(`ルール：${ja.label}：${ja.values[String(other.value)]}`);
    expect(line("en")).toMatch(/^Rules: \S/);
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

describe("the edit page's intro", () => {
  const intro = (locale: Locale) =>
    translatorFor("AdminPresets", locale)("edit.intro", { version: 3, isDefault: "true", hidden: "true" });

  it("runs its sentences on with no space in Japanese, one space apart in English", () => {
    expect(intro("ja")).toBe(
      "新しいルールは第3版として保存されます。以前の版で作られた卓はその版のルールのままです。このゲームの既定のプリセットです。このプリセットは非表示です。プレイヤーの選択肢には出ません。",
    );
    expect(intro("en")).toBe(
      "New rules are saved as version 3; tables created with an earlier version keep its rules. This is the default preset of the game. This preset is hidden: players are not offered it.",
    );
  });
});
