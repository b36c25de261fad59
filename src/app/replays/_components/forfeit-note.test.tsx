// The replay of a game ended by forfeit says who forfeited and that play stopped at the last position.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
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

  it("is absent when nobody forfeited", () => {
    expect(text([{ displayName: "Aiko", forfeited: false }])).toBe("");
  });
});
