// @vitest-environment happy-dom
// The table page's labels and asides in Japanese: 「：」 and 「（…）」 take no space beside them ("招待中：Ren（まだ着席して
// いません）", "Akiko（あなた）", "ルール名：値（変更）"), and a list of names takes 「、」. English keeps its spaces.
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderIntl, translatorFor, withIntl } from "~/app/_lib/testing/intl";
import { answeringLink, mountWithTrpc, unmountAll } from "~/app/_lib/testing/mounted";
import { tableView } from "~/app/_lib/testing/table-view";
import type { Locale } from "~/lib/locales";
import type { TableView } from "~/server/views/table";
import { SeatList } from "./seat-list";
import { RematchOfLine } from "./rematch-of-line";
import { InvitedPlayers } from "./table-invitations";
import { WaitingRoomRules } from "./waiting-room-rules";

const request = { locale: "en" as Locale };
vi.mock("next-intl/server", () => ({
  getLocale: async () => request.locale,
  getTranslations: async (namespace: string) => translatorFor(namespace, request.locale),
}));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => {} }) }));
const { TableRules } = await import("./table-rules");

const text = (html: string) => html.replace(/<[^>]+>/g, "");

const options: TableView["options"] = [
  { name: "gaji", label: "Gaji", value: "Off", isDefault: false },
  { name: "rounds", label: "Rounds", value: "12", isDefault: true },
];

describe("the table page in Japanese and English", () => {
  afterEach(unmountAll);

  it("says who is invited after 「：」, their names with 「、」 and 「（まだ着席していません）」, with no space", async () => {
    const t = tableView({
      playerCount: 3,
      seats: [
        { seat: 0, team: null, user: { id: "akiko", displayName: "Akiko", bot: null } },
        { seat: 1, team: null, user: { id: "mei", displayName: "Mei", bot: null } },
        { seat: 2, team: null, user: null },
      ],
      mySeat: 1,
      invited: [
        { id: "ren", displayName: "Ren" },
        { id: "kai", displayName: "Kai" },
      ],
    });
    const shown = async (locale: Locale) => {
      const host = await mountWithTrpc(
        withIntl(<InvitedPlayers table={t} onChanged={() => {}} />, locale),
        answeringLink("none", [], () => null),
      );
      const said = host.querySelector('[data-testid="invited-players"]')?.textContent;
      unmountAll();
      return said;
    };
    expect(await shown("ja")).toBe("招待中：Ren、Kai（まだ着席していません）");
    expect(await shown("en")).toBe("Invited: Ren, Kai (not seated yet)");
  });

  it("marks the reader's seat and a player's rating in 「（…）」 with no space", () => {
    const t = tableView({
      mySeat: 0,
      seats: [
        {
          seat: 0,
          team: null,
          user: { id: "akiko", displayName: "Akiko", bot: null, rating: { rating: 1500, provisional: false } },
        },
        { seat: 1, team: null, user: null },
      ],
    } as Partial<TableView>);
    const seats = (locale: Locale) => text(renderIntl(<SeatList table={t} busy={false} onSit={() => {}} />, locale));
    expect(seats("ja")).toContain("Akiko（1,500）（あなた）");
    expect(seats("en")).toContain("Akiko (1,500) (you)");
  });

  it("says each house rule in the waiting room as 「名前：値（変更）」", () => {
    const t = tableView({ options });
    const ja = text(renderIntl(<WaitingRoomRules table={t} />, "ja"));
    expect(ja).toContain("Gaji：Off（変更）");
    expect(ja).toContain("Rounds：12");
    const en = text(renderIntl(<WaitingRoomRules table={t} />, "en"));
    expect(en).toContain("Gaji: Off (changed)");
    expect(en).toContain("Rounds: 12");
  });

  it("says each house rule under the board as 「名前：値」, after the summary's 「（…）」 with no space", async () => {
    const t = tableView({ options, status: "PLAYING" });
    const rules = async (locale: Locale) => {
      request.locale = locale;
      return text(renderIntl(await TableRules({ table: t, words: { rules: {}, ends: "", preset: null } }), locale));
    };
    const ja = await rules("ja");
    expect(ja).toContain("このテーブルのハウスルール（標準と異なるもの1件）");
    expect(ja).toContain("Gaji：Off");
    expect(ja).toContain("Rounds：12");
    const en = await rules("en");
    expect(en).toContain("House rules of this table (1 different from the standard)");
    expect(en).toContain("Gaji: Off");
  });

  it("runs a rematch's sentence on into its replay link with no space in Japanese, one space apart in English", () => {
    const rematchOf = {
      gameId: "g0",
      offeredBy: { id: "akiko", displayName: "Akiko" },
      yours: true,
      expected: [],
      unavailable: [],
    };
    const t = tableView({ rematchOf });
    const title = (locale: Locale) =>
      text(
        renderIntl(<RematchOfLine table={t} rematchOf={rematchOf} />, locale).match(
          /data-testid="rematch-of-title">(.*?)<\/strong>/,
        )![1]!,
      );
    expect(title("ja")).toMatch(/。棋譜を見る$/);
    expect(title("en").replace(/&#x27;/g, "'")).toBe("Akiko's rematch of your Sakura game. See its replay");
  });
});
