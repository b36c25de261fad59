// Tournament entrant lists and standings name each player as a link to their page; a team's name stays text.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EntrantName } from "./entrant-name";

describe("an entrant's name", () => {
  it("links a player to their page", () => {
    expect(renderToStaticMarkup(<EntrantName entrant={{ members: [{ id: "u1", displayName: "Aiko" }] }} name="Aiko" />)).toMatch(/<a [^>]*href="\/players\/u1"[^>]*>Aiko<\/a>/);
  });

  it("leaves a team's name, or an entrant it does not know, as text", () => {
    const team = { members: [{ id: "u1", displayName: "Aiko" }, { id: "u2", displayName: "Botan" }] };
    expect(renderToStaticMarkup(<EntrantName entrant={team} name="Fireflies" />)).toBe("Fireflies");
    expect(renderToStaticMarkup(<EntrantName entrant={undefined} name="Chie" />)).toBe("Chie");
  });
});
