// The admin pages' lists of accounts name a bot in the admin's language ("Matsu（堅実）"), from its level, and a person
// as they are.
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderIntl, translatorFor } from "~/app/_lib/testing/intl";
import { answeringLink, apiClientFor } from "~/app/_lib/testing/mounted";
import { TRPCReactProvider } from "~/app/_lib/trpc";
import type { Locale } from "~/lib/locales";
import type { AdminUserView } from "~/server/views";

const request = vi.hoisted(() => ({ locale: "ja" }));
vi.mock("next-intl/server", () => ({
  getLocale: async () => request.locale,
  getTimeZone: async () => "UTC",
  getTranslations: async (namespace: string) => translatorFor(namespace, request.locale as Locale),
}));
vi.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: () => {} }),
  redirect: () => {},
  forbidden: () => {},
}));

const created = new Date("2026-11-01T00:00:00Z");
const users: AdminUserView[] = [
  {
    id: "b1",
    email: "bot:heuristic:1",
    displayName: "Matsu (Steady)",
    role: "PLAYER",
    status: "ACTIVE",
    createdAt: created,
    bot: "heuristic",
  },
  {
    id: "p1",
    email: "aoi@example.org",
    displayName: "Aoi (Strong)",
    role: "PLAYER",
    status: "ACTIVE",
    createdAt: created,
    bot: null,
  },
];
const list = { users, total: 2, page: 1, pages: 1 };
vi.mock("~/app/_lib/server-api", () => ({
  getSession: async () => ({ user: { id: "admin", role: "ADMIN", displayName: "Ada" } }),
  serverApi: async () => ({
    admin: {
      users: async () => list,
      overview: async () => ({
        users: { total: 2, admins: 1, suspended: 0 },
        presets: { total: 0, hidden: 0, byGame: [] },
        mailOn: false,
        push: { keys: false, subscriptions: 0 },
        recentAudit: [],
      }),
    },
  }),
}));

const { default: AdminPage } = await import("./page");
const { default: AdminUsersPage } = await import("./users/page");

describe("a bot in the admin pages' lists", () => {
  it("is named in Japanese among the overview's newest accounts", async () => {
    request.locale = "ja";
    const html = renderIntl(await AdminPage(), "ja");
    expect(html).toContain("Matsu（堅実）");
    expect(html).not.toContain("Matsu (Steady)");
    expect(html).toContain("Aoi (Strong)");
    // As on the users page, a bot's internal key is no address to show.
    expect(html).not.toContain("bot:heuristic:1");
    expect(html).toContain("aoi@example.org");
  });

  it("is named in Japanese in the users page's list", async () => {
    request.locale = "ja";
    // The page within its messages (withMessages): the page itself, rendered by the server.
    const wrapped = (await AdminUsersPage({ searchParams: Promise.resolve({}) })) as ReactElement<{
      children: ReactElement<{ searchParams: Promise<object> }, (p: object) => Promise<ReactElement>>;
    }>;
    const page = wrapped.props.children;
    const html = renderIntl(
      <TRPCReactProvider client={apiClientFor(answeringLink("none", [], () => null))}>
        {await page.type(page.props)}
      </TRPCReactProvider>,
      "ja",
    );
    const names = [...html.matchAll(/data-testid="player-link"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(names).toEqual(["Matsu（堅実）", "Aoi (Strong)"]);
  });
});
