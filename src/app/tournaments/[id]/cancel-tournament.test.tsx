// @vitest-environment happy-dom
// "Cancel tournament…" asks first: the button opens a modal dialog with the optional reason; "Keep it" closes it with
// nothing sent; confirming sends tournament.cancel with the reason, and a refusal's message is shown in the dialog.
// The real component is mounted with react-dom/client; the tRPC link answers in place of the server.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { TRPCClientError, createTRPCClient, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { TRPCProvider } from "~/app/_lib/trpc";
import type { AppRouter } from "~/server/api/root";
import { CancelTournament } from "./cancel-tournament";

const sent: unknown[] = [];
let refuseWith: string | null = null;

const cancelLink: TRPCLink<AppRouter> = () => ({ op }) =>
  observable((o) => {
    if (op.path !== "tournament.cancel") {
      o.error(new TRPCClientError(`unexpected call ${op.path}`));
      return;
    }
    sent.push(op.input);
    if (refuseWith) o.error(new TRPCClientError(refuseWith));
    else {
      o.next({ result: { type: "data", data: { ok: true } } } as never);
      o.complete();
    }
  });

let root: Root | null = null;

async function mount(): Promise<HTMLElement> {
  const host = document.createElement("div");
  document.body.append(host);
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const trpcClient = createTRPCClient<AppRouter>({ links: [cancelLink] });
  root = createRoot(host);
  await act(async () =>
    root!.render(
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <CancelTournament tournamentId="t1" name="Autumn Cup" />
        </TRPCProvider>
      </QueryClientProvider>,
    ),
  );
  return host;
}

const button = (host: HTMLElement, name: string) => {
  const b = [...host.querySelectorAll("button")].find((x) => x.textContent === name);
  if (!b) throw new Error(`no button "${name}" in: ${host.textContent}`);
  return b;
};
const dialog = (host: HTMLElement) => host.querySelector("dialog")!;

async function typeReason(host: HTMLElement, text: string) {
  const input = dialog(host).querySelector("input")!;
  // React listens to the native value setter's input event.
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  await act(async () => {
    setter.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** What `read` finds once the mutation's answer has been rendered (react-query settles it a few ticks after the link). */
async function until<T>(read: () => T | null | undefined, what: string, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = read();
    if (found) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await act(async () => new Promise((r) => setTimeout(r, 10)));
  }
}

describe("the Cancel tournament button", () => {
  beforeAll(() => {
    (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = "";
    sent.length = 0;
    refuseWith = null;
  });

  it("opens a dialog that asks first; Keep it closes it and sends nothing", async () => {
    const host = await mount();
    expect(dialog(host).open).toBe(false);
    expect(dialog(host).querySelector("input")).toBeNull();
    await act(async () => button(host, "Cancel tournament…").click());
    expect(dialog(host).open).toBe(true);
    const title = dialog(host).querySelector("h2")!;
    expect(dialog(host).getAttribute("aria-labelledby")).toBe(title.id);
    expect(title.textContent).toBe("Cancel Autumn Cup?");
    // The reason's field is labelled (screen readers, a click on the label).
    const input = dialog(host).querySelector("input")!;
    expect(dialog(host).querySelector(`label[for="${input.id}"]`)?.textContent).toContain("Reason");
    await act(async () => button(host, "Keep it").click());
    expect(dialog(host).open).toBe(false);
    expect(sent).toEqual([]);
  });

  it("confirming sends the reason and closes the dialog", async () => {
    const host = await mount();
    await act(async () => button(host, "Cancel tournament…").click());
    await typeReason(host, "The venue is closed.");
    await act(async () => dialog(host).querySelector("form")!.requestSubmit());
    expect(sent).toEqual([{ tournamentId: "t1", reason: "The venue is closed." }]);
    await until(() => !dialog(host).open, "the dialog to close");
    expect(dialog(host).open).toBe(false);
  });

  it("a refusal stays in the dialog with the server's words", async () => {
    refuseWith = "Round 1 has started: the tournament can no longer be cancelled.";
    const host = await mount();
    await act(async () => button(host, "Cancel tournament…").click());
    await act(async () => button(host, "Cancel the tournament").click());
    expect(sent).toEqual([{ tournamentId: "t1", reason: "" }]);
    const alert = await until(() => dialog(host).querySelector('[role="alert"]'), "the refusal's message");
    expect(dialog(host).open).toBe(true);
    expect(alert.textContent).toBe(refuseWith);
  });
});
