// @vitest-environment happy-dom
// "Remove" beside an entrant asks first: a modal dialog named for them with the reason they will read; "Keep them"
// sends nothing; confirming sends tournament.removeEntrant and closes it; a refusal stays in the dialog (a missing
// reason beside the field, with the focus on it). The tRPC link answers for the server.
import { act } from "react";
import { describe, expect, it } from "vitest";
import { answeringServer, button, dialogIn, mountWithTrpc, typeInto, until } from "~/app/_lib/testing/mounted";
import { RemoveEntrant } from "./remove-entrant";

const server = answeringServer("tournament.removeEntrant", () => ({ ok: true }));

const mount = (target: { entrantId: string } | { teamId: string } = { entrantId: "e1" }, name = "Akiko") =>
  mountWithTrpc(<RemoveEntrant tournamentId="t1" target={target} name={name} />, server.link);
const typeReason = (host: HTMLElement, text: string) => typeInto(dialogIn(host).querySelector("input")!, text);

describe("the Remove button beside an entrant", () => {
  it("is named for the entrant and asks first; Keep them sends nothing", async () => {
    const host = await mount();
    const open = host.querySelector<HTMLButtonElement>('[data-testid="remove-entrant"]')!;
    expect(open.getAttribute("aria-label")).toBe("Remove Akiko");
    expect(open.className.split(" ")).toEqual(expect.arrayContaining(["min-h-11", "sm:min-h-0"]));
    await act(async () => open.click());
    expect(dialogIn(host).open).toBe(true);
    expect(dialogIn(host).querySelector("h2")!.textContent).toBe("Remove Akiko?");
    const input = dialogIn(host).querySelector("input")!;
    expect(dialogIn(host).querySelector(`label[for="${input.id}"]`)?.textContent).toContain("Reason");
    await act(async () => button(dialogIn(host), "Keep them").click());
    expect(dialogIn(host).open).toBe(false);
    expect(server.sent).toEqual([]);
  });

  it("confirming sends the reason (a team by its id) and closes the dialog", async () => {
    const host = await mount({ teamId: "tm1" }, "team Cranes");
    await act(async () => host.querySelector<HTMLButtonElement>('[data-testid="remove-entrant"]')!.click());
    await typeReason(host, "No-show");
    await act(async () => dialogIn(host).querySelector("form")!.requestSubmit());
    expect(server.sent).toEqual([{ tournamentId: "t1", teamId: "tm1", reason: "No-show" }]);
    await until(() => !dialogIn(host).open, "the dialog to close");
  });

  it("a missing reason stands beside the field, which takes the focus; another refusal is an alert", async () => {
    server.refuse = {
      message: "invalid",
      data: { zodError: { fieldErrors: { reason: ["Give a reason: the player reads it."] } } },
    };
    const host = await mount();
    await act(async () => host.querySelector<HTMLButtonElement>('[data-testid="remove-entrant"]')!.click());
    await act(async () => button(dialogIn(host), "Remove").click());
    const input = dialogIn(host).querySelector("input")!;
    await until(() => input.getAttribute("aria-invalid") === "true", "the reason marked invalid");
    expect(document.getElementById(input.getAttribute("aria-describedby")!)!.textContent).toBe(
      "Give a reason: the player reads it.",
    );
    expect(document.activeElement).toBe(input);

    server.refuse = { message: "Round 1 has started: entrants can no longer be removed.", data: {} };
    await typeReason(host, "late");
    await act(async () => button(dialogIn(host), "Remove").click());
    const alert = await until(() => dialogIn(host).querySelector('[role="alert"]'), "the refusal");
    expect(alert.textContent).toBe("Round 1 has started: entrants can no longer be removed.");
    expect(dialogIn(host).open).toBe(true);
  });
});
