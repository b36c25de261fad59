// @vitest-environment happy-dom
// "Cancel tournament…" asks first: the button opens a modal dialog with the optional reason; "Keep it" closes it with
// nothing server.sent; confirming sends tournament.cancel with the reason, and a refusal's message is shown in the dialog.
// The real component is mounted with react-dom/client; the tRPC link answers in place of the server.
import { act } from "react";
import { describe, expect, it } from "vitest";
import { answeringServer, button, dialogIn, mountWithTrpc, typeInto, until } from "~/app/_lib/testing/mounted";
import { CancelTournament } from "./cancel-tournament";

const server = answeringServer("tournament.cancel", () => ({ ok: true }));

const mount = () => mountWithTrpc(<CancelTournament tournamentId="t1" name="Autumn Cup" />, server.link);
const typeReason = (host: HTMLElement, text: string) => typeInto(dialogIn(host).querySelector("input")!, text);

describe("the Cancel tournament button", () => {
  it("opens from a button that is a 44 px tap target on a phone (it was 24 px)", async () => {
    const host = await mount();
    expect(button(host, "Cancel tournament…").className.split(" ")).toEqual(
      expect.arrayContaining(["min-h-11", "sm:min-h-0", "text-beni"]),
    );
  });

  it("opens a dialog that asks first; Keep it closes it and sends nothing", async () => {
    const host = await mount();
    expect(dialogIn(host).open).toBe(false);
    expect(dialogIn(host).querySelector("input")).toBeNull();
    await act(async () => button(host, "Cancel tournament…").click());
    expect(dialogIn(host).open).toBe(true);
    const title = dialogIn(host).querySelector("h2")!;
    expect(dialogIn(host).getAttribute("aria-labelledby")).toBe(title.id);
    expect(title.textContent).toBe("Cancel Autumn Cup?");
    // The reason's field is labelled (screen readers, a click on the label).
    const input = dialogIn(host).querySelector("input")!;
    expect(dialogIn(host).querySelector(`label[for="${input.id}"]`)?.textContent).toContain("Reason");
    await act(async () => button(host, "Keep it").click());
    expect(dialogIn(host).open).toBe(false);
    expect(server.sent).toEqual([]);
  });

  it("confirming sends the reason and closes the dialog", async () => {
    const host = await mount();
    await act(async () => button(host, "Cancel tournament…").click());
    await typeReason(host, "The venue is closed.");
    await act(async () => dialogIn(host).querySelector("form")!.requestSubmit());
    expect(server.sent).toEqual([{ tournamentId: "t1", reason: "The venue is closed." }]);
    await until(() => !dialogIn(host).open, "the dialog to close");
    expect(dialogIn(host).open).toBe(false);
  });

  it("a refusal stays in the dialog with the server's words", async () => {
    server.refuse = "Round 1 has started: the tournament can no longer be cancelled.";
    const host = await mount();
    await act(async () => button(host, "Cancel tournament…").click());
    await act(async () => button(host, "Cancel the tournament").click());
    expect(server.sent).toEqual([{ tournamentId: "t1", reason: "" }]);
    const alert = await until(() => dialogIn(host).querySelector('[role="alert"]'), "the refusal's message");
    expect(dialogIn(host).open).toBe(true);
    expect(alert.textContent).toBe(server.refuse);
  });
});
