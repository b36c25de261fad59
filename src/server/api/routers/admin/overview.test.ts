import { GAME_NAMES } from "~/engine/core/ruleset";
import { expect, it } from "vitest";
import { adminAndPlayer } from "../../../testing/admin";
import { describeWithDatabase } from "../../../testing/database";

describeWithDatabase("admin.overview", (t) => {
  it("counts accounts, the presets of each game with their default, and shows the latest admin actions", async () => {
    const { db } = t();
    const { caller, target } = await adminAndPlayer(db);
    await caller.admin.suspend({ userId: target.id });
    const o = await caller.admin.overview();
    expect(o.users.suspended).toBeGreaterThanOrEqual(1);
    expect(o.users.admins).toBeGreaterThanOrEqual(1);
    // Every game the site offers, in the registry's order, with its built-in preset as the default.
    expect(o.presets.byGame.map((g) => [g.game, g.defaultTitle])).toEqual(
      GAME_NAMES.map((game) => [game, "Standard rules"]),
    );
    expect(o.presets.byGame.find((g) => g.game === "sakura")!.count).toBeGreaterThanOrEqual(2);
    expect(o.recentAudit[0]).toMatchObject({ action: "user.suspend", targetId: target.id });
  });
});
