import { GAME_NAMES } from "~/engine/core/ruleset";
import { getRuleset } from "~/engine/registry";
import { toAuditEntryView } from "../../../audit/audit-view";
import { mailIsOn } from "../../../mail/config";
import { listAdminPresets } from "../../../house-rules/preset-views";
import { pushConfig } from "../../../push/config";
import { countAllPushSubscriptions } from "../../../repositories/push";
import { listAuditEntries } from "../../../repositories/audit-log";
import { countUsersByState } from "../../../repositories/user-admin";
import type { AdminOverviewView } from "../../../views/house-rules";
import type { AdminContext } from "./admin-context";

/** The admin home: accounts, presets per game with their default, the latest admin actions. */
export async function overviewHandler({ ctx }: { ctx: AdminContext }): Promise<AdminOverviewView> {
  const presets = await listAdminPresets(ctx.db);
  const users = await countUsersByState(ctx.db);
  const audit = await listAuditEntries(ctx.db, {}, { cursor: null, take: 8 });
  return {
    users,
    presets: {
      total: presets.length,
      hidden: presets.filter((p) => p.hidden).length,
      byGame: GAME_NAMES.map((game) => {
        const chosen = presets.find((p) => p.game === game && p.isDefault);
        return {
          game,
          gameTitle: getRuleset(game)?.title ?? game,
          count: presets.filter((p) => p.game === game).length,
          defaultTitle: chosen?.title ?? null,
          defaultTitleKey: chosen?.titleKey ?? null,
        };
      }),
    },
    recentAudit: audit.rows.map(toAuditEntryView),
    mailOn: mailIsOn(),
    push: { keys: (await pushConfig(ctx.db)).source, subscriptions: await countAllPushSubscriptions(ctx.db) },
  };
}
