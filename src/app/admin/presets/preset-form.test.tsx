// @vitest-environment happy-dom
// The preset form in the admin's language: a rule's limits, when a value is out of them, said by the rule's name from
// the Options catalog (the engine checks in English). The real form is mounted; nothing is sent.
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { afterEach, describe, expect, it } from "vitest";
import { getRuleset } from "~/engine/registry";
import { catalogFor } from "~/i18n/catalog";
import { withIntl } from "~/app/_lib/testing/intl";
import { answeringLink, idleRouter, mountWithTrpc, typeInto, unmountAll } from "~/app/_lib/testing/mounted";
import { PresetForm } from "./preset-form";

afterEach(unmountAll);

describe("the preset form's limits", () => {
  it("says an integer rule's limits in Japanese", async () => {
    const ruleset = getRuleset("judge")!;
    const spec = ruleset.optionSpecs.find((s) => s.kind === "integer" && !s.dependsOn)!;
    if (spec.kind !== "integer") throw new Error("an integer option");
    const host = await mountWithTrpc(
      withIntl(
        <AppRouterContext value={idleRouter()}>
          <PresetForm mode="create" game={ruleset.game} />
        </AppRouterContext>,
        "ja",
      ),
      answeringLink("none", [], () => null),
    );
    await typeInto(host.querySelector<HTMLInputElement>(`input[name="options.${spec.name}"]`)!, String(spec.max + 1));
    const error = host.querySelector(`[data-testid="options.${spec.name}-error"]`)?.textContent;
    const label = (catalogFor("ja").Options as Record<string, Record<string, { label: string }>>)[ruleset.game]![
      spec.name
    ]!.label;
    expect(error).toBe(`${label}：${spec.min}から${spec.max.toLocaleString("ja")}までの整数を選んでください。`);
  });

  it("says rules that refuse each other in Japanese, from the engine's phrase", async () => {
    const ruleset = getRuleset("sutda")!;
    const host = await mountWithTrpc(
      withIntl(
        <AppRouterContext value={idleRouter()}>
          <PresetForm
            mode="edit"
            game={ruleset.game}
            presetId="p1"
            initial={{ title: "Low stakes", description: "", slug: "low", options: { stack: 2, ante: 5 }, version: 1 }}
          />
        </AppRouterContext>,
        "ja",
      ),
      answeringLink("none", [], () => null),
    );
    expect(host.textContent).toContain("最初のチップ（2）はアンティ（5）以上にしてください。");
    expect(host.textContent).not.toContain("must be at least");
  });
});
