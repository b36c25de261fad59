// @vitest-environment happy-dom
// "Edit event…" opens a modal dialog with the fields the event may still change (all of them before round 1, the
// description after); saving sends tournament.edit with those fields only and closes it; a refusal puts each message
// beside its field in one answer and the focus on the first field in error. The tRPC link answers for the server.
import { act } from "react";
import { describe, expect, it } from "vitest";
import {
  answeringServer,
  button,
  dialogIn as dialog,
  mountWithTrpc,
  typeInto as type,
  until,
} from "~/app/_lib/testing/mounted";
import type { TournamentView } from "~/server/views/tournament";
import { EditTournament, localInputOf } from "./edit-tournament";

const server = answeringServer<Record<string, unknown>>("tournament.edit", () => ({ changed: true }));
const CLOSES = "2030-05-01T10:00:42.500Z";
const FIRST = "2030-05-01T12:00:00.000Z";

function mount(editable: TournamentView["viewer"]["editable"]): Promise<HTMLElement> {
  const v = {
    id: "t1",
    name: "Autumn Cup",
    description: "Old words",
    registrationClosesAt: CLOSES,
    firstRoundAt: FIRST,
    viewer: { editable },
  };
  return mountWithTrpc(<EditTournament v={v} />, server.link);
}

const labelled = (host: HTMLElement, label: string) => {
  const l = [...dialog(host).querySelectorAll("label")].find((x) => x.textContent === label);
  if (!l) throw new Error(`no field "${label}"`);
  return dialog(host).querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${CSS.escape(l.htmlFor)}`)!;
};

describe("the Edit event dialog", () => {
  it("opens from a button that is a 44 px tap target on a phone (it was 24 px)", async () => {
    const host = await mount(["description"]);
    expect(button(host, "Edit event…").className.split(" ")).toEqual(
      expect.arrayContaining(["min-h-11", "sm:min-h-0"]),
    );
  });

  it("before round 1: every field, filled with the event's values; saving sends them and closes the dialog", async () => {
    const host = await mount(["name", "description", "registrationClosesAt", "firstRoundAt"]);
    expect(dialog(host).open).toBe(false);
    await act(async () => button(host, "Edit event…").click());
    expect(dialog(host).open).toBe(true);
    expect(dialog(host).querySelector("h2")!.id).toBe(dialog(host).getAttribute("aria-labelledby"));
    expect(labelled(host, "Name").value).toBe("Autumn Cup");
    expect(labelled(host, "Registration closes").value).toBe(localInputOf(CLOSES));
    expect(labelled(host, "First round starts").value).toBe(localInputOf(FIRST));
    // both times say the entrants hear of a move (tournament.edit tells them of either)
    expect(dialog(host).textContent!.match(/Everyone registered is told when it moves\./g)).toHaveLength(2);
    await type(labelled(host, "Name"), "Winter Cup");
    await type(labelled(host, "First round starts"), "2030-05-02T09:30");
    await act(async () => dialog(host).querySelector("form")!.requestSubmit());
    // The untouched registration close is not server.sent (the field holds minutes: sending it could move the event by seconds).
    expect(server.sent).toEqual([
      { tournamentId: "t1", name: "Winter Cup", description: "Old words", firstRoundAt: new Date("2030-05-02T09:30") },
    ]);
    await until(() => !dialog(host).open, "the dialog to close");
  });

  it("after round 1 started: the description alone", async () => {
    const host = await mount(["description"]);
    await act(async () => button(host, "Edit event…").click());
    expect(dialog(host).textContent).toContain("Round 1 has started: only the description can be changed now.");
    expect([...dialog(host).querySelectorAll("label")].map((l) => l.textContent)).toEqual(["Description (optional)"]);
    await type(labelled(host, "Description (optional)"), "Round 1 is on.");
    await act(async () => button(host, "Save changes").click());
    expect(server.sent).toEqual([{ tournamentId: "t1", description: "Round 1 is on." }]);
  });

  it("a refusal: each message beside its field, in one answer, the focus on the first field in error; the dialog stays open", async () => {
    server.refuse = {
      message: "invalid",
      data: {
        zodError: {
          fieldErrors: {
            name: ["Give the tournament a name of at least 3 characters."],
            firstRoundAt: ["Give a date and time."],
          },
        },
        field: null,
      },
    };
    const host = await mount(["name", "description", "registrationClosesAt", "firstRoundAt"]);
    await act(async () => button(host, "Edit event…").click());
    await act(async () => button(host, "Save changes").click());
    expect(server.sent).toEqual([{ tournamentId: "t1", name: "Autumn Cup", description: "Old words" }]);
    const name = labelled(host, "Name");
    await until(() => name.getAttribute("aria-invalid") === "true", "the name marked invalid");
    expect(document.getElementById(name.getAttribute("aria-describedby")!)!.textContent).toBe(
      "Give the tournament a name of at least 3 characters.",
    );
    const first = labelled(host, "First round starts");
    expect(first.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(first.getAttribute("aria-describedby")!)!.textContent).toBe("Give a date and time.");
    expect(document.activeElement).toBe(name);
    expect(dialog(host).open).toBe(true);
  });

  it("a refusal about a field the dialog does not show stands under the fields as an alert", async () => {
    server.refuse = {
      message: "Registration has closed: its closing time can no longer change.",
      data: { field: "registrationClosesAt" },
    };
    const host = await mount(["name", "description", "firstRoundAt"]);
    await act(async () => button(host, "Edit event…").click());
    await act(async () => button(host, "Save changes").click());
    const alert = await until(() => dialog(host).querySelector('[role="alert"]'), "the alert");
    expect(alert.textContent).toBe("Registration has closed: its closing time can no longer change.");
  });
});
