// Tournament entrant lists and standings name each player as a link to their page; a team's name stays text.
import type { ReactNode } from "react";
import { renderToStaticMarkup as renderHtmlStaticMarkup } from "react-dom/server";
import { withIntl } from "~/app/_lib/testing/intl";
import { describe, expect, it } from "vitest";
import { EntrantName, TeamMembers } from "./entrant-name";

/** The component as the server renders it, with English words. */
const renderToStaticMarkup = (element: ReactNode) => renderHtmlStaticMarkup(withIntl(element));

describe("an entrant's name", () => {
  it("links a player to their page", () => {
    expect(
      renderToStaticMarkup(<EntrantName entrant={{ members: [{ id: "u1", displayName: "Aiko" }] }} name="Aiko" />),
    ).toMatch(/<a [^>]*href="\/players\/u1"[^>]*>Aiko<\/a>/);
  });

  it("leaves a team's name, or an entrant it does not know, as text", () => {
    const team = {
      members: [
        { id: "u1", displayName: "Aiko" },
        { id: "u2", displayName: "Botan" },
      ],
    };
    expect(renderToStaticMarkup(<EntrantName entrant={team} name="Fireflies" />)).toBe("Fireflies");
    expect(renderToStaticMarkup(<EntrantName entrant={undefined} name="Chie" />)).toBe("Chie");
  });

  it("names a team's players as links, those yet to accept marked invited", () => {
    const html = renderToStaticMarkup(
      <TeamMembers
        members={[
          { id: "u1", displayName: "Aiko", status: "accepted" },
          { id: "u2", displayName: "Botan", status: "invited" },
        ]}
      />,
    );
    expect(html.replace(/<[^>]+>/g, "")).toBe("Aiko, Botan (invited)");
    expect(html.match(/href="[^"]+"/g)).toEqual(['href="/players/u1"', 'href="/players/u2"']);
  });
});
