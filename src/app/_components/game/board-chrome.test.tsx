// @vitest-environment happy-dom
// The status bar's clock says whose time runs, so a player never reads the opponent's clock as their own.
import { readFileSync } from "node:fs";
import type { ComponentProps, ReactNode } from "react";
import { renderToStaticMarkup as renderPlain } from "react-dom/server";
import { withIntl } from "~/app/_lib/testing/intl";
import { describe, expect, it } from "vitest";
import { gameView, newLocalGame, toAct } from "../../dev/boards/local-game";
import { chipName, StatusBar, SummaryButton, TurnBanner } from "./board-chrome";
import { SeatBadge } from "./seat-badge";
import { BOTAN_BADGE } from "./seat-badge-testing";

// Boards read their words from next-intl: rendered inside the provider with the English catalog.
const renderToStaticMarkup = (element: ReactNode) => renderPlain(withIntl(element));

/** The classes of the element a test id names, and whether it is the badge's own child (placed against the badge). */
function classesOf(html: string, testId: string) {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const el = doc.querySelector(`[data-testid="${testId}"]`);
  if (!el) throw new Error(`no ${testId}`);
  return { classes: el.className.split(/\s+/), onBadge: el.parentElement?.getAttribute("data-testid") === "seat" };
}

/** Tailwind's px for the spacing and line-height classes the badge's vertical layout uses (an unknown one fails). */
const PX: Record<string, number> = {
  "-top-2.5": -10,
  "-top-2": -8,
  "-top-1.5": -6,
  "-top-1": -4,
  "top-0": 0,
  "py-2": 8,
  "py-1": 4,
  "pt-2": 8,
  "pt-1": 4,
  "leading-3": 12,
  "leading-4": 16,
  "leading-5": 20,
};
/** The value the base classes give (a desktop badge's). */
function px(classes: string[], kind: RegExp): number {
  const cls = classes.filter((c) => !c.includes(":") && kind.test(c)).at(-1);
  if (cls === undefined || !(cls in PX)) throw new Error(`no known ${String(kind)} class in ${classes.join(" ")}`);
  return PX[cls]!;
}

/** board.css's rules for a compact badge on a phone (its first block of the layouts). */
const BADGE_CSS = readFileSync("src/app/_components/game/board.css", "utf8");
const PHONE_CSS = BADGE_CSS.slice(BADGE_CSS.indexOf("@media not all and (min-width: 40rem) {\n  .sb-c {"));

/** A compact phone badge's value of `property` in its rule for `selector` (board.css), in px; undefined: not set. */
function phonePx(selector: string, property: string): number | undefined {
  const rule = PHONE_CSS.slice(PHONE_CSS.indexOf(`\n  ${selector} {`)).split("}")[0]!;
  const value = new RegExp(`\\n\\s*${property}: ([^;]+);`).exec(rule)?.[1];
  if (value === undefined) return undefined;
  if (value === "var(--spacing)") return 4;
  const spacing = /^calc\(var\(--spacing\) \* ([\d.]+)\)$/.exec(value);
  if (spacing) return 4 * Number(spacing[1]);
  if (/^\d+px$/.test(value)) return Number.parseInt(value, 10);
  throw new Error(`${selector} { ${property}: ${value} } is not a length this test reads`);
}

function statusBar(viewer: "toAct" | "other") {
  const g = newLocalGame({ game: "sakura", players: 2, teamLayout: null, options: {}, seed: "clock" });
  if ("error" in g) throw new Error(g.error);
  const acting = toAct(g)[0]!;
  const seat = viewer === "toAct" ? acting : 1 - acting;
  const gv = gameView(g, seat, { deadlineAt: new Date(Date.now() + 5 * 60_000) });
  const html = renderToStaticMarkup(<StatusBar gv={gv} round="Round 1" dealer={null} scores={[]} />);
  // the separator's trailing space is the row's gap: not seen
  const owner = /data-testid="deadline-owner"[^>]*>([^<]*)</.exec(html)?.[1]?.trimEnd() ?? null;
  return { html, owner, actingName: gv.players.find((p) => p.seat === acting)!.displayName };
}

describe("the status bar's clock", () => {
  it("says 'You' on your turn", () => {
    const { html, owner } = statusBar("toAct");
    expect(owner).toBe("You ·");
    expect(html).toContain("Time left for your move");
  });

  it("is not shown while only a bot is to move (its long limit means nothing)", () => {
    const g = newLocalGame({ game: "sakura", players: 2, teamLayout: null, options: {}, seed: "clock" });
    if ("error" in g) throw new Error(g.error);
    const acting = toAct(g)[0]!;
    const gv = gameView(g, 1 - acting, { deadlineAt: new Date(Date.now() + 86_400_000) });
    const withBot = { ...gv, players: gv.players.map((p) => (p.seat === acting ? { ...p, bot: "heuristic" } : p)) };
    expect(renderToStaticMarkup(<StatusBar gv={withBot} round="Round 1" dealer={null} scores={[]} />)).not.toContain(
      'data-testid="deadline"',
    );
    expect(renderToStaticMarkup(<StatusBar gv={gv} round="Round 1" dealer={null} scores={[]} />)).toContain(
      'data-testid="deadline"',
    );
  });

  it("names the player whose move it is on another seat's turn", () => {
    const { html, owner, actingName } = statusBar("other");
    expect(owner).toBe(`${actingName} ·`);
    expect(html).toContain(`Time left for ${actingName}&#x27;s move`);
  });
});

/** Botan's badge, seat 1, no one's turn, not dealing, still playing, as `over` changes it. */
const seatBadge = (over: Partial<ComponentProps<typeof SeatBadge>>) =>
  renderToStaticMarkup(<SeatBadge {...BOTAN_BADGE} {...over} />);

describe("a seat's badge", () => {
  const badge = (standIn: boolean, forfeited: boolean, resigned?: boolean) =>
    seatBadge({ standIn, forfeited, resigned }).replace(/<[^>]+>/g, "|");
  it("says the time ran out only for a seat the stand-in covered once; a forfeited seat (timeouts, resign) is the stand-in's", () => {
    expect(badge(true, false)).toContain("Stand-in played (time ran out)");
    expect(badge(true, true)).toContain("Stand-in plays this seat");
    expect(badge(true, true)).not.toContain("time ran out");
    expect(badge(false, true)).toContain("Forfeited");
  });

  it("says 'Resigned', not 'Forfeited', for a seat whose player resigned", () => {
    const html = badge(true, true, true);
    expect(html).toContain("|Resigned|");
    expect(html).not.toContain("Forfeited");
    expect(html).toContain("Stand-in plays this seat");
  });
});

// The YOU and DEALER tags hung over the top of the player's name (placed against the name's row, 8 px lower than the
// badge's border on a desktop, 4 px on a phone, with the body's 16.5 px line): their bottom must end above the name's line.
describe("a seat badge's YOU and DEALER tags", () => {
  const variants = [
    { label: "desktop", compact: false, narrow: false, phone: false },
    { label: "compact phone", compact: true, narrow: false, phone: true },
    { label: "narrow phone (three to a row)", compact: true, narrow: true, phone: true },
  ];
  for (const v of variants)
    it(`end above the name's line on a ${v.label} badge`, () => {
      const { compact, narrow } = v;
      const html = seatBadge({ name: "Player 1-12", side: 0, you: true, active: true, dealer: true, compact, narrow });
      const badge = classesOf(html, "seat").classes;
      const name = classesOf(html, "seat-name").classes;
      expect(badge.includes("sb-c"), "a compact badge takes the phone's layout (board.css)").toBe(v.phone);
      // the name's line starts at the badge's top padding; on a desktop its 24 px line is centred in the 28 px row of the side's dot
      const nameTop = v.phone ? phonePx(".sb-c", "padding-block")! : px(badge, /^py?t?-\d/) + (28 - 24) / 2;
      expect(name, "the name takes the layout's name rules").toContain("sb-nm");
      if (v.phone)
        expect(PHONE_CSS.split(".sb-c .sb-nm {")[1]!.split("}")[0], "a phone's name line is leading-tight").toContain(
          "line-height: var(--leading-tight);",
        );
      for (const id of ["seat-you", "seat-dealer"]) {
        const tag = classesOf(html, id);
        expect(tag.onBadge, `${id} is placed against the badge, not the name's row`).toBe(true);
        expect(tag.classes, `${id} has a set line height`).toEqual(
          expect.arrayContaining([expect.stringMatching(/^leading-/)]),
        );
        expect(tag.classes, `${id} takes the layout's tag rules`).toContain("sb-t");
        const top = (v.phone ? phonePx(".sb-c .sb-t", "top") : undefined) ?? px(tag.classes, /^-?top-/);
        const leading = (v.phone ? phonePx(".sb-c .sb-t", "line-height") : undefined) ?? px(tag.classes, /^leading-/);
        const bottom = top + leading;
        expect(
          bottom,
          `${id}'s bottom (px under the badge's padding top) vs the name's line top ${nameTop}`,
        ).toBeLessThanOrEqual(nameTop);
        // and it still sits on the border: its top above the badge
        expect(top, `${id} rises over the border`).toBeLessThan(-2);
      }
    });
});

describe("the status bar's score chips in a team game", () => {
  it("call the viewer's side 'Your team' and show the other team's names in full", () => {
    const g = newLocalGame({ game: "sakura", players: 4, teamLayout: 0, options: {}, seed: "teams" });
    if ("error" in g) throw new Error(g.error);
    const gv = gameView(g, 0);
    const mine = gv.teams!.findIndex((t) => t.includes(0));
    const names = gv.teams!.map((t) => t.map((s) => gv.players[s]!.displayName).join(" & "));
    const html = renderToStaticMarkup(
      <StatusBar
        gv={gv}
        round="Round 1"
        dealer={null}
        scores={names.map((name, s) => ({ name, total: 0, mine: s === mine, side: s }))}
      />,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const chips = [...doc.querySelectorAll('[aria-label="Match score"] li')].map(
      (li) => li.querySelectorAll("span")[1]!,
    );
    expect(chips.map((c) => c.textContent)).toEqual(names.map((n, s) => (s === mine ? "Your team" : n)));
    for (const c of chips) expect(c.className).not.toMatch(/truncate|max-w/);
  });
});

describe("a score chip's name", () => {
  it("leaves a bot's level to its seat badge, and a person's name whole", () => {
    expect(chipName("Matsu (Strong)", "strong")).toBe("Matsu");
    expect(chipName("Fuji (heuristic)", "heuristic")).toBe("Fuji");
    expect(chipName("Aiko (strong)", null)).toBe("Aiko (strong)");
    expect(chipName("Ume (random) 2", "random")).toBe("Ume (random) 2");
    expect(chipName("Matsu（強豪）", "strong")).toBe("Matsu");
    expect(chipName("Kiku (Anfänger)", "random")).toBe("Kiku");
  });
});

describe("the turn banner with a button beside its title", () => {
  // At 360 px the game's end "La partida ha terminado — gana Ume (Principiante)" beside "Resumen de la partida" was
  // squeezed to a 75 px column and broke inside its words ("termina / do", "Principi / ante"): the title keeps a
  // width of its own, and the button takes the next line when both do not fit.
  it("keeps the title's column wide enough to wrap between words", () => {
    const html = renderToStaticMarkup(
      <TurnBanner tone="over" title="La partida ha terminado — gana Ume (Principiante)">
        <button type="button">Resumen de la partida</button>
      </TurnBanner>,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const column = doc.querySelector('[data-testid="turn-title"]')!.parentElement!.parentElement!;
    expect(column.className.split(/\s+/)).toContain("flex-[1_1_14rem]");
    expect(column.className.split(/\s+/)).not.toContain("flex-1");
  });

  // the game's summary button was 36 px high on a phone, under the 44 px a finger needs
  it("gives the summary button a phone's 44 px height", () => {
    const html = renderToStaticMarkup(<SummaryButton onClick={() => {}}>Resumen de la partida</SummaryButton>);
    const button = new DOMParser().parseFromString(html, "text/html").querySelector("button")!;
    expect(button.className.split(/\s+/)).toContain("max-sm:min-h-11");
  });
});

describe("the turn banner in Japanese and Korean", () => {
  // On a 390 px phone "あなたの番 — 札を1枚出してください" broke as "くださ / い"; Korean words broke between syllables.
  it("wraps its title and detail between phrases, never inside a word", () => {
    const html = renderToStaticMarkup(
      <TurnBanner tone="mine" title="あなたの番 — 札を1枚出してください" detail="山札" />,
    );
    expect(classesOf(html, "turn-title").classes).toContain("cjk-wrap");
    expect(classesOf(html, "turn-detail").classes).toContain("cjk-wrap");
    const css = readFileSync("src/app/globals.css", "utf8").replace(/\s+/g, " ");
    const rule = /@utility cjk-wrap \{(.*?\}) \}/.exec(css)?.[1] ?? "";
    expect(rule).toContain("word-break: keep-all;");
    expect(rule).toContain("line-break: strict;");
    expect(rule).toContain("overflow-wrap: anywhere;");
    expect(rule).toMatch(/&:lang\(ja\) \{ word-break: auto-phrase; \}/);
  });
});

describe("the status bar's dealer", () => {
  const g = newLocalGame({ game: "sakura", players: 2, teamLayout: null, options: {}, seed: "clock" });
  if ("error" in g) throw new Error(g.error);
  const gv = gameView(g, 0, { deadlineAt: new Date(Date.now() + 3 * 86_400_000) });
  const dealerOf = (html: string) =>
    new DOMParser().parseFromString(html, "text/html").querySelector<HTMLElement>('[data-testid="status-dealer"]')!;

  it("under 768 px names a bot without its level, the whole name heard and as a tooltip (one line at 640 px)", () => {
    const el = dealerOf(
      renderToStaticMarkup(
        <StatusBar gv={gv} round="Round 1" dealer="Dealer: Matsu (Steady)" dealerShort="Dealer: Matsu" scores={[]} />,
      ),
    );
    expect(el.title).toBe("Dealer: Matsu (Steady)");
    const [short, full] = [...el.children] as HTMLElement[];
    expect([short!.textContent, short!.className, short!.getAttribute("aria-hidden")]).toEqual([
      "Dealer: Matsu",
      "md:hidden",
      "true",
    ]);
    expect([full!.textContent, full!.className]).toEqual(["Dealer: Matsu (Steady)", "max-md:sr-only"]);
    // a long name of a person is cut there rather than put the clock on a line of its own
    expect(el.className.split(" ")).toEqual(
      expect.arrayContaining(["sm:max-md:max-w-[10.5rem]", "sm:max-md:truncate"]),
    );
  });

  it("says a person's name once", () => {
    const el = dealerOf(renderToStaticMarkup(<StatusBar gv={gv} round="Round 1" dealer="Dealer: Aiko" scores={[]} />));
    expect(el.textContent).toBe("Dealer: Aiko");
    expect(el.children).toHaveLength(0);
  });
});
