import type { ReactNode } from "react";
import { renderToStaticMarkup as render } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ALL_CARDS, CARD_CODES, MUSHI_DECK_40, monthOf } from "../../../engine/core/cards";
import { MONTH_NAMES } from "../../../engine/core/card-names";
import { CardBack, CardStack, HanafudaCard } from "./index";
import { withIntl } from "~/app/_lib/testing/intl";
import { cardWordsIn } from "./card-words-testing";
import { cardSpriteHref } from "./sprite-file";
import { cardAriaLabel as labelIn, cardValue, valueCorner } from "./game-labels";
import { kindWord } from "./card-titles";
import type { HanafudaGame } from "./labels";

const renderToStaticMarkup = (element: ReactNode) => render(withIntl(element));
const en = cardWordsIn("en");
const cardAriaLabel = (...args: Parameters<typeof labelIn> extends [unknown, ...infer R] ? R : never) =>
  labelIn(en, ...args);
const GAMES: readonly HanafudaGame[] = ["sakura", "sfj", "mushi", "judge", "sutda"];
const KIND_WORDS = ["bright", "animal", "ribbon", "chaff"];

function ariaLabelOf(markup: string): string {
  const m = /<svg[^>]*aria-label="([^"]*)"/.exec(markup);
  if (!m) throw new Error(`no svg aria-label in ${markup.slice(0, 200)}`);
  return m[1]!.replace(/&amp;/g, "&");
}

function valueTextOf(markup: string): string | undefined {
  // the value corner is the card's only <text> (the rest of the face is drawn by the sprite)
  const texts = [...markup.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
  return texts.length === 1 ? texts[0] : undefined;
}

describe("HanafudaCard", () => {
  it("renders all 48 cards as labelled SVG images, with or without a game", () => {
    for (const game of [undefined, ...GAMES]) {
      for (const id of ALL_CARDS) {
        const html = renderToStaticMarkup(<HanafudaCard card={id} game={game} />);
        expect(html).toContain("<svg");
        expect(html).toContain('role="img"');
        expect(html).toContain(`data-card="${CARD_CODES[id]}"`);
        const label = ariaLabelOf(html);
        expect(html).toContain(`<title>${label.replace(/&/g, "&amp;")}</title>`);
        expect(label).toBe(cardAriaLabel(id, game));
      }
    }
  });

  it("hides a decorative card (an empty label) from assistive technology instead of naming it with nothing", () => {
    const html = renderToStaticMarkup(<HanafudaCard card="M01-0" label="" />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('role="img"');
    expect(html).not.toContain("aria-label");
    expect(html).not.toContain("<title>");
    expect(ariaLabelOf(renderToStaticMarkup(<HanafudaCard card="M01-0" />))).not.toBe("");
  });

  it("accepts card codes as well as ids", () => {
    expect(renderToStaticMarkup(<HanafudaCard card="M12-1" game="sakura" />)).toBe(
      renderToStaticMarkup(<HanafudaCard card={45} game="sakura" />),
    );
    expect(() => renderToStaticMarkup(<HanafudaCard card="M13-0" />)).toThrow(RangeError);
    expect(() => renderToStaticMarkup(<HanafudaCard card={48} />)).toThrow(RangeError);
  });

  it("gives every card a unique label that names its month and kind", () => {
    for (const game of [undefined, ...GAMES]) {
      const labels = ALL_CARDS.map((id) => ariaLabelOf(renderToStaticMarkup(<HanafudaCard card={id} game={game} />)));
      expect(new Set(labels).size).toBe(48);
      labels.forEach((label, id) => {
        expect(label).toContain(MONTH_NAMES[monthOf(id) - 1]);
        const kind = kindWord(id);
        expect(label).toContain(kind);
        expect(KIND_WORDS.some((w) => kind.includes(w))).toBe(true);
      });
    }
    expect(cardAriaLabel(8, "sakura")).toBe("Cherry Curtain, bright, 20 points");
    expect(cardAriaLabel(1, "sfj")).toBe("Pine poetry ribbon, 5 points");
    expect(cardAriaLabel(2)).toBe("Pine chaff 1");
    expect(cardAriaLabel(3)).toBe("Pine chaff 2");
    expect(cardAriaLabel(45, "sakura")).toBe("Yellow Paulownia, chaff, 10 points");
    expect(cardAriaLabel(43, "sakura")).toBe("Willow Lightning, chaff, wild card, 0 points");
    expect(cardAriaLabel(40, "sakura")).toBe("Willow Rain Man, bright, counts as an animal, 5 points");
    expect(cardAriaLabel(40, "sfj")).toBe("Willow Rain Man, bright, 20 points");
  });

  it("shows and speaks each game's values", () => {
    const cases: [string, HanafudaGame, string, string][] = [
      ["M12-1", "sakura", "10", "10 points"], // the Yellow Paulownia
      ["M11-0", "sakura", "5", "5 points"], // the Rain Man
      ["M11-0", "sfj", "20", "20 points"],
      ["M01-1", "sakura", "10", "10 points"],
      ["M01-1", "sfj", "5", "5 points"],
      ["M02-0", "sakura", "5", "5 points"],
      ["M02-0", "mushi", "10", "10 points"],
      ["M12-1", "sfj", "0", "0 points"],
      ["M12-1", "mushi", "1", "1 point"],
      ["M11-3", "mushi", "1", "1 point"],
      ["M03-0", "sutda", "3", "value 3"],
      ["M10-2", "sutda", "10", "value 10"],
    ];
    for (const [code, game, shown, spoken] of cases) {
      const html = renderToStaticMarkup(<HanafudaCard card={code} game={game} />);
      expect(valueTextOf(html), `${code} ${game}`).toBe(shown);
      expect(ariaLabelOf(html), `${code} ${game}`).toContain(spoken);
    }
    // deck totals from the values the cards show, as each game's page in docs/rules gives them
    const sum = (ids: readonly number[], game: HanafudaGame) =>
      ids.reduce((s, id) => s + Number(valueCorner(id, game)!.text), 0);
    expect(sum(ALL_CARDS, "sakura")).toBe(240);
    expect(sum(ALL_CARDS, "sfj")).toBe(240);
    expect(sum(MUSHI_DECK_40, "mushi")).toBe(230);
    expect(ALL_CARDS.every((id) => cardValue(id, "judge") === 1)).toBe(true);
  });

  it("marks the five brights in Judge and shows no value on other cards", () => {
    for (const id of ALL_CARDS) {
      const html = renderToStaticMarkup(<HanafudaCard card={id} game="judge" />);
      const bright = [0, 8, 28, 40, 44].includes(id);
      expect(valueCorner(id, "judge")?.text).toBe(bright ? "★" : undefined);
      expect(ariaLabelOf(html).includes("brights bonus")).toBe(bright);
      expect(ariaLabelOf(html)).toContain(`month ${monthOf(id)}`);
    }
  });

  it("omits the value when showValue is false or no game is given", () => {
    const html = renderToStaticMarkup(<HanafudaCard card="M03-0" game="sakura" showValue={false} />);
    expect(valueTextOf(html)).toBeUndefined();
    expect(ariaLabelOf(html)).toBe("Cherry Curtain, bright");
    expect(valueTextOf(renderToStaticMarkup(<HanafudaCard card="M03-0" />))).toBeUndefined();
  });

  it("never leaks a face-down card's identity", () => {
    const backs = new Set<string>();
    for (const game of [undefined, ...GAMES]) {
      for (const id of ALL_CARDS) {
        for (const onClick of [undefined, () => undefined]) {
          const html = renderToStaticMarkup(<HanafudaCard card={id} game={game} faceDown onClick={onClick} />);
          expect(ariaLabelOf(html)).toBe("Face-down card");
          expect(html).not.toContain("data-card");
          expect(html).not.toMatch(/M\d\d-\d/);
          for (const word of [...MONTH_NAMES, ...KIND_WORDS, "Lightning", "Crane", "Curtain", "points"]) {
            expect(html.toLowerCase()).not.toContain(word.toLowerCase());
          }
          expect(html).not.toMatch(/<text/);
          backs.add(`${onClick ? "button" : "img"}:${html}`);
        }
      }
    }
    // every face-down card renders exactly the same markup, whatever the card behind it
    expect(backs.size).toBe(2);
    expect(renderToStaticMarkup(<CardBack />)).toBe(renderToStaticMarkup(<HanafudaCard card={5} faceDown />));
  });

  it("renders clickable cards as buttons with pressed and disabled states", () => {
    const noop = () => undefined;
    const plain = renderToStaticMarkup(<HanafudaCard card={0} onClick={noop} />);
    expect(plain).toMatch(/^<button type="button"/);
    expect(plain).not.toContain("aria-pressed");
    const selected = renderToStaticMarkup(<HanafudaCard card={0} onClick={noop} selected />);
    expect(selected).toContain('aria-pressed="true"');
    expect(selected).toContain("hf-card--selected");
    expect(renderToStaticMarkup(<HanafudaCard card={0} onClick={noop} selected={false} />)).toContain(
      'aria-pressed="false"',
    );
    const disabled = renderToStaticMarkup(<HanafudaCard card={0} onClick={noop} disabled />);
    expect(disabled).toMatch(/<button[^>]*disabled=""/);
    expect(renderToStaticMarkup(<HanafudaCard card={0} />)).not.toContain("<button");
    expect(renderToStaticMarkup(<HanafudaCard card={0} highlighted />)).toContain("hf-card--highlighted");
  });

  it("carries no style or drawing of its own: a <use> of the sprite and, with a game, the value corner", () => {
    const html = renderToStaticMarkup(
      <div>
        {ALL_CARDS.map((id) => (
          <HanafudaCard key={id} card={id} game="sakura" />
        ))}
      </div>,
    );
    expect(html).not.toContain("<style");
    expect(html.match(/<svg/g)?.length).toBe(48);
    expect([...html.matchAll(/<use href="([^"]+)"/g)].map((m) => m[1])).toEqual(
      ALL_CARDS.map((id) => cardSpriteHref(id)),
    );
    // nothing in a card needs an id, so two cards on a page cannot clash
    expect(html).not.toMatch(/ id="/);
  });
});

describe("HanafudaCard in the page's language", () => {
  it("names the cards, kinds and points from the Japanese and German catalogs", () => {
    const ja = (el: ReactNode) => ariaLabelOf(render(withIntl(el, "ja")));
    expect(ja(<HanafudaCard card="M01-0" game="sakura" />)).toBe("松に鶴、光、20点");
    expect(ja(<HanafudaCard card="M03-0" game="koikoi" />)).toBe("桜に幕、光");
    expect(ja(<HanafudaCard card="M11-3" game="sakura" />)).toBe("柳のカス（鬼札）、鬼札、0点");
    expect(ja(<HanafudaCard card={5} faceDown />)).toBe("裏向きの札");
    const de = ariaLabelOf(render(withIntl(<HanafudaCard card="M12-1" game="mushi" />, "de")));
    expect(de).toBe("Gelbe Paulownie, Niete, 1 Punkt");
  });

  it("counts a pile's groups in Japanese", () => {
    const html = render(withIntl(<CardStack cards={[0, 8, 2]} game="sakura" />, "ja"));
    expect(html).toContain('aria-label="光：2枚、40点"');
    expect(html).toContain('aria-label="カス：1枚、0点"');
  });
});

describe("CardStack", () => {
  it("groups a captured pile by kind with counts and totals", () => {
    const html = renderToStaticMarkup(
      <CardStack cards={[0, 8, 40, 4, 1, 21, 45, 2, "M11-3"]} game="sakura" label="Captured by Aiko" />,
    );
    expect(html).toContain('aria-label="Captured by Aiko"');
    expect(html).toContain('aria-label="Brights: 2 cards, 40 points"');
    // Sakura scores the Rain Man with the animals
    expect(html).toContain('aria-label="Animals: 2 cards, 10 points"');
    expect(html).toContain('aria-label="Ribbons: 2 cards, 20 points"');
    expect(html).toContain('aria-label="Chaff: 3 cards, 10 points"');
    expect(html.match(/<svg/g)?.length).toBe(9);
    const order = [...html.matchAll(/aria-label="(Brights|Animals|Ribbons|Chaff):/g)].map((m) => m[1]);
    expect(order).toEqual(["Brights", "Animals", "Ribbons", "Chaff"]);
  });

  it("counts without totals in Judge and handles an empty pile", () => {
    const html = renderToStaticMarkup(<CardStack cards={[0, 8, 5]} game="judge" />);
    expect(html).toContain('aria-label="Brights: 2 cards"');
    expect(renderToStaticMarkup(<CardStack cards={[]} />)).toContain("No cards");
  });
});
