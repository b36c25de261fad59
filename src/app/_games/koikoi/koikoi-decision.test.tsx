// @vitest-environment happy-dom
// The koi-koi decision panel on real engine states: what the deciding seat reads, the moves its buttons send, and what
// every other seat sees instead.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { position, R, type TestOptions } from "~/engine/koikoi/tests/kit";
import type { BoardMove } from "~/app/_components/game/types";
import { boardPlayers } from "~/app/_lib/testing/game-view";
import { withIntl } from "~/app/_lib/testing/intl";
import { OFFERED } from "~/app/_components/game/use-board-keys";
import type { Locale } from "~/lib/locales";
import { KoikoiDecision } from "./koikoi-decision";
import { sankoDecision } from "./test-positions";

const players = boardPlayers(["Akane", "Botan"]);
/** A sum as the catalogs write it: held together by no-break spaces, so a phone does not break "8 × 2 = 16". */
const sum = (words: string) => words.replace(/ ([×=]) /g, "\u00a0$1\u00a0");

/** Seat 0 makes Sankō beside Tane 2 (six animals): base 7, after the opponent's call. */
const deciding = (options: TestOptions) =>
  sankoDecision(["M02-0", "M04-0", "M05-0", "M06-0", "M08-1", "M11-1"], ["M12-3"], [0, 1], options);

let root: Root | null = null;
async function mount(seat: number | null, options: TestOptions = {}, pending = false, locale: Locale = "en") {
  const state = deciding(options);
  const view = R.playerView(state, seat);
  const legalMoves = seat === null ? [] : (R.legalMoves(state, seat) as readonly BoardMove[]);
  const sent: BoardMove[] = [];
  const host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root!.render(
      withIntl(
        <KoikoiDecision
          view={view}
          legalMoves={legalMoves}
          players={players}
          onMove={(m) => sent.push(m)}
          pending={pending}
        />,
        locale,
      ),
    ),
  );
  return { host, sent, legalMoves };
}

const text = (host: HTMLElement, id: string) => host.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;
/** Each yaku row of `list`: its name (with "new"), how its points are made where they grow, and its points. */
const yakuRows = (list: Element) =>
  [...list.querySelectorAll("li")].map((li) =>
    ["koikoi-yaku-name", "koikoi-yaku-parts", "koikoi-yaku-points"].map(
      (id) => li.querySelector(`[data-testid="${id}"]`)?.textContent ?? null,
    ),
  );

describe("the koi-koi decision", () => {
  beforeAll(() => {
    (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = "";
  });

  it("shows the deciding seat its yaku, the stop's score with each doubling, and the risks", async () => {
    const { host } = await mount(0);
    // both are new: seat 0 has not called koi-koi this round; six animals are Animals' least five and one more
    expect(yakuRows(host.querySelector('[aria-label="Your yaku"]')!)).toEqual([
      ["Three Brightsnew", null, "5"],
      ["Animalsnew", "1 + 1 extra animal", "2"],
    ]);
    expect(text(host, "koikoi-stop-score")).toBe("Stop now: you score 28 points");
    // each doubling says what it doubles and what it makes, and whose call multiplies
    const lines = [...host.querySelectorAll('[data-testid="koikoi-stop-lines"] li')].map((li) => li.textContent);
    expect(lines).toEqual([
      "7 points for your yaku",
      sum("Doubled for 7 points or more: 7 × 2 = 14"),
      sum("Botan called koi-koi: 14 × 2 = 28"),
    ]);
    const risks = [...host.querySelectorAll('[data-testid="koikoi-risks"] li')].map((li) => li.textContent);
    expect(risks).toEqual([
      "If Botan makes a yaku and stops first, you score nothing this round.",
      "Your call doubles Botan's score if Botan stops first.",
      "If both hands run out before anyone stops, the round is drawn and your yaku score nothing.",
      "You are asked again when you make a new yaku or add to one you have.",
    ]);
  });

  it("sends exactly the engine's stop and koi-koi moves, and none while a move is pending", async () => {
    const { host, sent, legalMoves } = await mount(0);
    const stop = host.querySelector<HTMLButtonElement>('[data-testid="koikoi-stop"]')!;
    const call = host.querySelector<HTMLButtonElement>('[data-testid="koikoi-call"]')!;
    expect([stop.type, call.type, stop.textContent, call.textContent]).toEqual(["button", "button", "Stop", "Koi-koi"]);
    await act(async () => stop.click());
    await act(async () => call.click());
    expect(sent).toEqual([
      { seat: 0, koikoi: false },
      { seat: 0, koikoi: true },
    ]);
    expect(sent[0]).toBe(legalMoves.find((m) => m.koikoi === false));
    expect(sent[1]).toBe(legalMoves.find((m) => m.koikoi === true));
    act(() => root?.unmount());
    const busy = await mount(0, {}, true);
    expect(busy.host.querySelector<HTMLButtonElement>('[data-testid="koikoi-stop"]')!.disabled).toBe(true);
    expect(busy.host.querySelector<HTMLButtonElement>('[data-testid="koikoi-call"]')!.disabled).toBe(true);
  });

  it("tells the table's own rules: counted calls, oya-ken, new yaku only, no doubling at 7", async () => {
    const { host } = await mount(0, {
      koikoi_bonus: "opponent_count",
      drawn_round: "oya_ken_6",
      koikoi_trigger: "new_only",
      seven_point_double: "off",
    });
    expect(text(host, "koikoi-stop-score")).toBe("Stop now: you score 14 points");
    const risks = [...host.querySelectorAll('[data-testid="koikoi-risks"] li')].map((li) => li.textContent);
    expect(risks.slice(1)).toEqual([
      "After this call, a stop by Botan scores ×2: each of your calls adds one more.",
      "If both hands run out before anyone stops, the round is drawn and your yaku score nothing; the dealer scores 6.",
      "You are asked again only when you make a new yaku (a bigger one of the same kind does not count).",
    ]);
  });

  it("names the yaku by their Japanese names and counts in Japanese", async () => {
    const { host } = await mount(0, {}, false, "ja");
    expect(yakuRows(host.querySelector('[aria-label="あなたの役"]')!)).toEqual([
      ["三光新", null, "5"],
      ["タネ新", "1点＋追加のタネ1枚", "2"],
    ]);
    expect(text(host, "koikoi-stop-score")).toBe("今やめると28点");
    // the doublings too, with their sums
    const lines = [...host.querySelectorAll('[data-testid="koikoi-stop-lines"] li')].map((li) => li.textContent);
    expect(lines.slice(1)).toEqual(["7点以上で倍付け：7×2＝14", "Botanがこいこい：14×2＝28"]);
  });

  it("takes the keyboard's focus to Stop when the decision comes, the two buttons among the board's arrows", async () => {
    // the move that made the yaku left the focus nowhere (the drawn card's button went with it): 22 Tabs from the
    // page's top reached the buttons
    const { host } = await mount(0);
    const stop = host.querySelector<HTMLButtonElement>('[data-testid="koikoi-stop"]')!;
    expect(document.activeElement).toBe(stop);
    expect([...host.querySelectorAll(OFFERED)].map((b) => b.getAttribute("data-testid"))).toEqual([
      "koikoi-stop",
      "koikoi-call",
    ]);
  });

  it("leaves the focus where the player put it", async () => {
    const elsewhere = document.body.appendChild(document.createElement("button"));
    elsewhere.focus();
    await mount(0);
    expect(document.activeElement).toBe(elsewhere);
  });

  it("shows the other seat and spectators the decider's yaku and what a stop scores, not who decides again", async () => {
    // the banner above the board says "Akane is deciding": a panel saying it again, larger, told nothing more
    for (const seat of [1, null]) {
      const { host } = await mount(seat);
      expect(host.querySelector('[data-testid="koikoi-decision"]')).toBeNull();
      expect(host.querySelectorAll("button")).toHaveLength(0);
      expect(host.textContent).not.toContain("is deciding");
      const watching = host.querySelector('[data-testid="koikoi-watching"]')!;
      expect(watching.querySelector("h2")!.textContent).toBe("Akane's yaku");
      expect(yakuRows(watching)).toEqual([
        ["Three Brightsnew", null, "5"],
        ["Animalsnew", "1 + 1 extra animal", "2"],
      ]);
      expect(text(host, "koikoi-watching-stop")).toBe("If Akane stops now: 28 points");
      act(() => root?.unmount());
      document.body.innerHTML = "";
    }
  });

  it("says the decider's yaku in Japanese", async () => {
    const { host } = await mount(1, {}, false, "ja");
    expect(host.querySelector('[data-testid="koikoi-watching"] h2')!.textContent).toBe("Akaneの役");
    expect(text(host, "koikoi-watching-stop")).toBe("Akaneが今やめると28点");
  });

  describe("a koi-koi called earlier in the round", () => {
    /** Seat 0 to play, the calls given: the line each seat reads under the field, or null. */
    async function calledLine(calls: number[], seat: number | null, options: TestOptions = {}, locale: Locale = "en") {
      const state = position(
        {
          dealer: 0,
          turn: 0,
          hands: [
            ["M08-0", "M09-2"],
            ["M12-2", "M04-2"],
          ],
          field: ["M08-2", "M10-2"],
          pile: ["M07-2", "M01-3"],
          captured: [["M01-0"], ["M03-0"]],
          calls,
        },
        options,
      );
      const host = document.body.appendChild(document.createElement("div"));
      root = createRoot(host);
      await act(async () =>
        root!.render(
          withIntl(
            <KoikoiDecision
              view={R.playerView(state, seat)}
              legalMoves={seat === null ? [] : (R.legalMoves(state, seat) as readonly BoardMove[])}
              players={players}
              onMove={() => {}}
              pending={false}
            />,
            locale,
          ),
        ),
      );
      const line = text(host, "koikoi-called");
      act(() => root?.unmount());
      document.body.innerHTML = "";
      return line;
    }

    it("tells each player, while the round plays on, who called and what a stop now does", async () => {
      // the opponent's call was a line of the last turn's moves, gone after the next move
      expect(await calledLine([0, 1], 0)).toBe(
        "Botan called koi-koi: if you make a yaku and stop first, you score ×2 and Botan nothing.",
      );
      expect(await calledLine([0, 1], 1)).toBe(
        "You called koi-koi: if Akane makes a yaku and stops first, Akane scores ×2 and you nothing.",
      );
      expect(await calledLine([0, 1], 0, { koikoi_bonus: "off" })).toBe(
        "Botan called koi-koi: if you make a yaku and stop first, Botan scores nothing.",
      );
      expect(await calledLine([0, 1], 1, { koikoi_bonus: "off" })).toBe(
        "You called koi-koi: if Akane makes a yaku and stops first, you score nothing.",
      );
      expect(await calledLine([0, 0], 0)).toBeNull();
      expect(await calledLine([0, 1], null)).toBeNull();
    });

    it("says it in Japanese", async () => {
      expect(await calledLine([0, 1], 0, {}, "ja")).toBe(
        "Botanがこいこいしました。あなたが役を作って先に上がれば、あなたの得点は×2、Botanは0点です。",
      );
    });
  });
});
