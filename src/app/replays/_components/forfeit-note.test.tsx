// The replay of a game ended by forfeit says who forfeited and that play stopped at the last position.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { htmlWords, renderIntl, withIntl } from "~/app/_lib/testing/intl";
import type { Locale } from "~/lib/locales";
import { ForfeitNote } from "./forfeit-note";

const text = (players: { displayName: string; forfeited: boolean }[]) =>
  renderToStaticMarkup(withIntl(<ForfeitNote players={players} />)).replace(/<[^>]+>/g, "");

describe("the forfeit note of a replay", () => {
  it("names who forfeited", () => {
    expect(
      text([
        { displayName: "Aiko", forfeited: true },
        { displayName: "Chie", forfeited: false },
      ]),
    ).toMatch(/^Aiko forfeited, and the game ended there: the last position is where play stopped/);
    expect(
      text([
        { displayName: "Aiko", forfeited: true },
        { displayName: "Ben", forfeited: true },
        { displayName: "Chie", forfeited: true },
      ]),
    ).toMatch(/^Aiko, Ben and Chie forfeited/);
  });

  it("says 'resigned' for a game ended by a resign", () => {
    const html = renderToStaticMarkup(
      withIntl(<ForfeitNote players={[{ displayName: "Aiko", forfeited: true }]} resigned />),
    ).replace(/<[^>]+>/g, "");
    expect(html).toMatch(/^Aiko resigned, and the game ended there/);
  });

  it("says who resigned and who forfeited when a game played on after a resign", () => {
    const html = renderToStaticMarkup(
      withIntl(
        <ForfeitNote
          players={[
            { displayName: "Aiko", forfeited: true, resigned: true },
            { displayName: "Ben", forfeited: true, resigned: false },
            { displayName: "Chie", forfeited: false, resigned: false },
          ]}
        />,
      ),
    );
    expect(html.replace(/<[^>]+>/g, "")).toMatch(/^Aiko resigned and Ben forfeited, and the game ended there/);
  });

  it("agrees its verb with how many resigned or forfeited, in each language", () => {
    const said = (names: string[], resigned: boolean, locale: Locale) =>
      htmlWords(
        renderIntl(
          <ForfeitNote players={names.map((n) => ({ displayName: n, forfeited: true }))} resigned={resigned} />,
          locale,
        ),
      ).trim();
    expect(said(["Aiko"], true, "fr")).toMatch(/^Aiko a abandonné,/);
    expect(said(["Aiko", "Ben"], true, "fr")).toMatch(/^Aiko et Ben ont abandonné,/);
    expect(said(["Aiko", "Ben", "Chie"], false, "fr")).toMatch(/^Aiko, Ben et Chie ont déclaré forfait,/);
    expect(said(["Aiko", "Ben"], true, "de")).toMatch(/^Aiko und Ben haben aufgegeben,/);
    expect(said(["Aiko", "Ben"], false, "de")).toMatch(/^Aiko und Ben haben kampflos verloren,/);
    expect(said(["Aiko"], true, "es")).toMatch(/^Aiko abandonó,/);
    expect(said(["Aiko", "Ben", "Chie"], true, "es")).toMatch(/^Aiko, Ben y Chie abandonaron,/);
    expect(said(["Aiko", "Ben"], false, "es")).toMatch(/^Aiko y Ben perdieron por incomparecencia,/);
    expect(said(["Aiko", "Ben", "Chie"], true, "ja")).toMatch(/^Aiko\u3001Ben\u3001Chie\u304c\u6295\u4e86\u3002/);
    expect(said(["Aiko", "Ben"], true, "ko")).toMatch(/^Aiko \uBC0F Ben \uAE30\uAD8C\./);
  });

  it("is absent when nobody forfeited", () => {
    expect(text([{ displayName: "Aiko", forfeited: false }])).toBe("");
  });
});
