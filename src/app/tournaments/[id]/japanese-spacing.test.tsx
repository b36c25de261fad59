// @vitest-environment happy-dom
// The tournament page's labels and asides in Japanese: a full-width 「：」 and 「（…）」 take no space around them, and a
// game's line is "第1局：卓", not the Latin "Game 1: Table" with a Japanese word. English keeps its spaces.
import { renderIntl, withIntl } from "~/app/_lib/testing/intl";
import { answeringLink, mountWithTrpc, unmountAll } from "~/app/_lib/testing/mounted";
import { pairingGame, pairingView, tournamentSummary } from "~/app/_lib/testing/tournament-view";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/lib/locales";
import type { TournamentView } from "~/server/views/tournament";
import { EntrantList } from "./entrant-list";
import { Pairing } from "./pairing";
import { Registration } from "./registration";

const text = (element: React.ReactNode, locale: Locale) => renderIntl(element, locale).replace(/<[^>]+>/g, "");

const pairing = pairingView({
  points: [20, 70],
  games: [
    pairingGame(0, { status: "finished", points: [20, 70], firstDealer: 0, firstDealerName: "Aiko" }),
    pairingGame(1, { status: "finished", points: [0, 30], forfeited: [true, false], resigned: [true, false] }),
  ],
});

const teams = {
  id: "t1",
  teamSize: 2,
  teams: [
    {
      id: "x",
      name: "Cranes",
      captainId: "a",
      complete: false,
      members: [
        { id: "a", displayName: "Aiko", status: "accepted" },
        { id: "b", displayName: "Botan", status: "invited" },
      ],
    },
  ],
  entrants: [],
  waitingList: null,
  viewer: { canRemoveEntrants: false },
} as unknown as TournamentView;

describe("a pairing's lines", () => {
  it("in Japanese: 「第1局（…）：卓」, the points and who left in 「（…）」, with no space", () => {
    const ja = text(<Pairing p={pairing} teamSize={1} />, "ja");
    expect(ja).toContain("Aiko（20）");
    expect(ja).toContain("第1局（Aikoが最初の親）：卓・");
    expect(ja).toContain("第2局：卓・");
    expect(ja).toContain("0–30（Aikoが投了）");
    expect(ja).not.toMatch(/[:(]| （|（ |： /);
  });

  it("in English: 'Game 1 (Aiko deals first): table', spaced", () => {
    const en = text(<Pairing p={pairing} teamSize={1} />, "en");
    expect(en).toContain("Aiko (20)");
    expect(en).toContain("Game 1 (Aiko deals first): table · ");
    expect(en).toContain("Game 2: table · ");
    expect(en).toContain("0–30 (Aiko resigned)");
  });
});

describe("a team's line among the entrants", () => {
  it("in Japanese: 「Cranes（承諾待ち）：Aiko、Botan（招待中）」", () => {
    expect(text(<EntrantList v={teams} />, "ja")).toBe("Cranes（承諾待ち）：Aiko、Botan（招待中）");
  });

  it("in English: 'Cranes (waiting): Aiko, Botan (invited)'", () => {
    expect(text(<EntrantList v={teams} />, "en")).toBe("Cranes (waiting): Aiko, Botan (invited)");
  });
});

describe("the registered player's line", () => {
  const registered = {
    ...tournamentSummary({ id: "t1", firstRoundAt: "2026-11-21T10:00:00Z" }),
    teams: [],
    entrants: [],
    waitingList: null,
    viewer: { signedIn: true, registered: true, teamId: null, invitations: [], canWithdraw: false },
  } as unknown as TournamentView;

  it("runs its sentences on with no space in Japanese, one space apart in English", async () => {
    const said = async (locale: Locale) => {
      const host = await mountWithTrpc(
        withIntl(<Registration v={registered} />, locale),
        answeringLink("none", [], () => null),
      );
      const line = host.querySelector('[data-testid="registration-message"]')!.textContent;
      unmountAll();
      return line;
    };
    expect(await said("ja")).toMatch(/^登録済みです。第1ラウンドは/);
    expect(await said("en")).toMatch(/^You are registered\. The first round starts /);
  });
});
