import { expect, it } from "vitest";
import { GAME_NAMES } from "~/engine/core/ruleset";
import { adminCaller } from "../../../../testing/admin";
import { describeWithDatabase } from "../../../../testing/database";

describeWithDatabase("admin.presets.list", (t) => {
  it("offers a fresh site the engine's defaults as each game's default and the engine's named presets", async () => {
    const { caller } = await adminCaller(t().db);
    const all = await caller.admin.presets.list();
    expect(all.filter((p) => p.isDefault).map((p) => p.game)).toEqual([...GAME_NAMES].sort());
    const sakura = await caller.admin.presets.list({ game: "sakura" });
    expect(sakura.map((p) => [p.slug, p.title, p.isDefault, p.version, p.builtIn])).toEqual([
      ["standard", "Standard rules", true, 1, true],
      ["hawaii-fudawiki", "Hanafuda Hawaii (FudaWiki)", false, 1, true],
    ]);
    expect(sakura[0]!.differences).toBe("The standard rules");
    expect(sakura[1]!.differences).toContain("Direction of play: Counter-clockwise (FudaWiki)");
    expect(sakura[0]!.playersText).toBe("2 to 7 players");
    expect((await caller.admin.presets.list({ game: "sutda" })).map((p) => p.slug)).toEqual([
      "standard",
      "standard-seotda",
    ]);
  });

  it("refuses an unknown game with BAD_REQUEST", async () => {
    const { caller } = await adminCaller(t().db);
    // @ts-expect-error not a game
    await expect(caller.admin.presets.list({ game: "hwatu" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
