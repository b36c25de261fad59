// @vitest-environment happy-dom
// Under the preset the picker names the rules the creator changed from it, listed as the page's language lists them
// ("Viewing yaku and Tsukifuda", "花見酒・月見酒の役、月札"), not with an English comma.
import { afterEach, describe, expect, it } from "vitest";
import { answeringLink, mountWithTrpc, unmountAll, until } from "~/app/_lib/testing/mounted";
import { withIntl } from "~/app/_lib/testing/intl";
import { defaultOptions } from "~/engine/core/options";
import { getGameFacts } from "~/engine/facts";
import type { Locale } from "~/lib/locales";
import type { PublicPresetView } from "~/server/views/house-rules";
import { PresetPicker } from "./preset-picker";
import { chosenPreset } from "./table-presets";

const standard = defaultOptions(getGameFacts("koikoi")!.optionSpecs);
const preset: PublicPresetView = {
  id: "p1",
  game: "koikoi",
  slug: "standard",
  title: "Standard",
  description: "",
  titleKey: null,
  descriptionKey: null,
  isDefault: true,
  presetVersionId: "v1",
  version: 1,
  options: standard,
  rules: [],
  differences: "",
  playersText: "2 players",
  playerCounts: [2],
};

/** The picker's line under the chosen preset's rules: its version, its players and the link to how to play. */
async function versionLine(locale: Locale): Promise<string> {
  const host = await mountWithTrpc(
    withIntl(
      <PresetPicker game="koikoi" preset={chosenPreset(preset)} options={standard} onPick={() => {}} idBase="t" />,
      locale,
    ),
    answeringLink("rules.presets", [], () => [preset]),
  );
  const link = await until(() => host.querySelector('a[href="/rules/koikoi"]'), "the how-to-play link");
  return link.parentElement!.textContent!;
}

async function changedLine(locale: Locale, changes: Record<string, string>): Promise<string> {
  const host = await mountWithTrpc(
    withIntl(
      <PresetPicker
        game="koikoi"
        preset={chosenPreset(preset)}
        options={{ ...standard, ...changes }}
        onPick={() => {}}
        idBase="t"
      />,
      locale,
    ),
    answeringLink("rules.presets", [], () => [preset]),
  );
  return (await until(() => host.querySelector('[data-testid="preset-changed"]'), "the changed rules")).textContent!;
}

describe("the chosen preset's version line", () => {
  afterEach(unmountAll);

  it("joins its parts with the language's separator: Japanese's 「・」 takes no spaces", async () => {
    expect(await versionLine("en")).toMatch(/^Version 1 · 2 players · /);
    const ja = await versionLine("ja");
    expect(ja).not.toContain("·");
    expect(ja).toMatch(/^第1版・2人・/);
  });
});

describe("the rules changed from a preset", () => {
  afterEach(unmountAll);

  it("are listed with the language's list words", async () => {
    const three = { viewing_yaku: "off", tsukifuda: "on", seven_point_double: "off" };
    expect(await changedLine("en", three)).toBe("You changed: Viewing yaku, Tsukifuda and Double at 7 points.");
    const ja = await changedLine("ja", three);
    expect(ja).not.toContain(", ");
    expect(ja).toMatch(/^変更したルール：[^、]+、[^、]+、[^、]+$/);
    expect(await changedLine("de", { viewing_yaku: "off", tsukifuda: "on" })).toMatch(
      /^Du hast geändert: .+ und .+\.$/,
    );
  });
});

describe("a preset's rules set apart from the standard", () => {
  afterEach(unmountAll);

  /** The picker's first rule set apart, for a preset that plays Viewing yaku off. */
  async function differing(locale: Locale): Promise<string> {
    const club = {
      ...preset,
      rules: [{ name: "viewing_yaku", label: "Viewing yaku", value: "Off", help: "", isDefault: false }],
    } as PublicPresetView;
    const host = await mountWithTrpc(
      withIntl(
        <PresetPicker game="koikoi" preset={chosenPreset(club)} options={standard} onPick={() => {}} idBase="t" />,
        locale,
      ),
      answeringLink("rules.presets", [], () => [club]),
    );
    return (await until(() => host.querySelector('[data-testid="preset-rules"] li'), "the rule")).textContent!;
  }

  it("are said 「名前：値」 with no space in Japanese, 'Name: value' in English", async () => {
    expect(await differing("ja")).toMatch(/^[^\s:：]+：[^\s]/);
    expect(await differing("en")).toBe("Viewing yaku: Off");
  });
});
