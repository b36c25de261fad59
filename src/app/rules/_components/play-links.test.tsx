// A game's rules page ends with a way to play it: the lobby with a new table of that game already chosen (it was
// plain /play, where the player started over), and the list of games; both links are 44 px tap targets.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
import { PlayLinks } from "./play-links";

describe("the links under a game's rules", () => {
  it("open a new table of that game, or go back to the games, as finger-sized links", () => {
    const html = renderToStaticMarkup(withIntl(<PlayLinks game="mushi" title="Mushi" />));
    const links = [...html.matchAll(/<a ([^>]*)>([^<]*(?:<!-- -->[^<]*)*)<\/a>/g)].map((m) => ({
      href: /href="([^"]*)"/.exec(m[1]!)?.[1],
      text: m[2]!.replace(/<!-- -->/g, ""),
      classes: /class="([^"]*)"/.exec(m[1]!)?.[1]?.split(" ") ?? [],
    }));
    expect(links.map(({ href, text }) => [href, text])).toEqual([
      ["/play?new=mushi", "Play Mushi: open a table or join one"],
      ["/rules", "All the games"],
    ]);
    for (const l of links) expect(l.classes).toContain("min-h-11");
  });
});
