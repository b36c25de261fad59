// @vitest-environment happy-dom
// The first-dealer panel on a phone: three players and a tie made it taller than the screen during the whole first
// round, with the field and the hand below it out of sight. The draws now fold on phones (hidden below the sm
// breakpoint until "Show the draw"), the outcome always shows; wider screens show everything as before.
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { FirstDealerDrawPanel } from "./first-dealer-draw";
import { GIVEN_DEALER_RULE } from "./fishing-model";
import { SFJ_TRAITS } from "~/app/_games/sfj/fishing-adapter";
import { KOIKOI_TRAITS } from "~/app/_games/koikoi/model";
import { boardPlayers } from "~/app/_lib/testing/game-view";
import type { FirstDealerDraw } from "./fishing-model";
import { mount as mountElement, unmountAll } from "~/app/_lib/testing/mounted";
import { withIntl } from "~/app/_lib/testing/intl";
import { japaneseGaps } from "~/app/_lib/testing/label-gaps";

const players = boardPlayers(["Aiko", "Botan", "Chie"]);
const tie: FirstDealerDraw = {
  attempts: [
    [
      { seat: 0, card: "M04-3" },
      { seat: 1, card: "M09-3" },
      { seat: 2, card: "M12-3" },
    ],
    [
      { seat: 0, card: "M01-2" },
      { seat: 1, card: "M10-3" },
      { seat: 2, card: "M12-1" },
    ],
  ],
  dealer: 2,
  rule: "highest",
};

const mount = (draw: typeof tie) =>
  mountElement(
    <FirstDealerDrawPanel draw={draw} m={{ game: "sfj", traits: SFJ_TRAITS }} players={players} mySeat={0} />,
  );

describe("the first-dealer panel", () => {
  afterEach(unmountAll);

  it("folds the draws on a phone behind a 44 px toggle, keeps the outcome in sight, and shows them on wider screens", async () => {
    const host = await mount(tie);
    const draws = host.querySelector<HTMLElement>('[data-testid="first-dealer-draws"]')!;
    // folded below sm, laid out in the panel's row from sm on
    expect(draws.className.split(" ")).toEqual(["hidden", "sm:contents"]);
    expect(draws.querySelectorAll('[data-testid="first-dealer-attempt"]')).toHaveLength(2);
    expect(host.querySelector('[data-testid="first-dealer-outcome"]')!.className).not.toContain("hidden");
    expect(host.querySelector('[data-testid="first-dealer-outcome"]')!.textContent).toContain("Chie deals first");
    const toggle = host.querySelector<HTMLButtonElement>('[data-testid="first-dealer-toggle"]')!;
    expect(toggle.className.split(" ")).toEqual(expect.arrayContaining(["sm:hidden", "min-h-11"]));
    expect(toggle.getAttribute("aria-controls")).toBe(draws.id);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(toggle.textContent).toBe("Show the draw");
    await act(async () => toggle.click());
    expect(draws.className).toBe("contents");
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toBe("Hide the draw");
  });

  it("has nothing to fold when the first dealer was given", async () => {
    const host = await mount({ attempts: [], dealer: 1, rule: GIVEN_DEALER_RULE });
    expect(host.querySelector('[data-testid="first-dealer-toggle"]')).toBeNull();
    expect(host.querySelector('[data-testid="first-dealer-outcome"]')!.textContent).toContain("Botan deals first");
  });

  it("lets a long dealer's name wrap on a phone rather than cut it", async () => {
    const bots = players.map((p) => (p.seat === 2 ? { ...p, displayName: "Matsu (Steady)", bot: "heuristic" } : p));
    const host = await mountElement(
      <FirstDealerDrawPanel draw={tie} m={{ game: "sfj", traits: SFJ_TRAITS }} players={bots} mySeat={0} />,
    );
    const outcome = host.querySelector('[data-testid="first-dealer-outcome"]')!;
    // not cut at the line's end on any phone: "Matsu (Steady) deals fi…", at 360 px "Matsu (Solide) ist d…"
    expect(outcome.className).not.toMatch(/truncate/);
    expect(outcome.textContent).toContain("Matsu (Steady) deals first");
  });

  it("runs a tie's draw label on into its cards with no gap after Japanese's 「：」, after a space in English", async () => {
    const attempt = async (locale: "ja" | "en") => {
      const host = await mountElement(
        withIntl(
          <FirstDealerDrawPanel draw={tie} m={{ game: "sfj", traits: SFJ_TRAITS }} players={players} mySeat={0} />,
          locale,
        ),
      );
      const first = host.querySelector('[data-testid="first-dealer-attempt"]')!;
      const said = { label: first.querySelector("span")!.textContent, gaps: japaneseGaps(first) };
      unmountAll();
      return said;
    };
    expect(await attempt("ja")).toEqual({ label: "1回目：", gaps: [] });
    expect((await attempt("en")).label).toBe("Draw 1: ");
  });

  it("names a drawn card's month once where the card's name already says it (Korean 「7월 초단」)", async () => {
    const draw: FirstDealerDraw = {
      attempts: [
        [
          { seat: 0, card: "M07-1" },
          { seat: 1, card: "M12-2" },
        ],
      ],
      dealer: 0,
      rule: "earlierHigher",
    };
    const host = await mountElement(
      withIntl(
        <FirstDealerDrawPanel
          draw={draw}
          m={{ game: "koikoi", traits: KOIKOI_TRAITS }}
          players={players.slice(0, 2)}
          mySeat={0}
        />,
        "ko",
      ),
    );
    const cards = [...host.querySelectorAll('[data-testid="first-dealer-words"] .font-semibold')].map(
      (b) => b.textContent,
    );
    expect(cards).toEqual(["7월 초단", "12월 오동 피 1"]);
  });
});
