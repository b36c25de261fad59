// @vitest-environment happy-dom
// "Remove" beside an entrant asks first: a modal dialog named for them with the reason they will read; "Keep them"
// sends nothing; confirming sends tournament.removeEntrant and closes it; a refusal stays in the dialog (a missing
// reason beside the field, with the focus on it). The tRPC link answers for the server.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { TRPCClientError, createTRPCClient, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { TRPCProvider } from "~/app/_lib/trpc";
import type { AppRouter } from "~/server/api/root";
import { RemoveEntrant } from "./remove-entrant";

const sent: unknown[] = [];
let refuse: { message: string; data: unknown } | null = null;

const link: TRPCLink<AppRouter> = () => ({ op }) =>
  observable((o) => {
    if (op.path !== "tournament.removeEntrant") {
      o.error(new TRPCClientError(`unexpected call ${op.path}`));
      return;
    }
    sent.push(op.input);
    if (refuse) o.error(new TRPCClientError(refuse.message, { result: { error: { message: refuse.message, code: -32600, data: refuse.data } } } as never));
    else {
      o.next({ result: { type: "data", data: { ok: true } } } as never);
      o.complete();
    }
  });

let root: Root | null = null;

async function mount(target: { entrantId: string } | { teamId: string } = { entrantId: "e1" }, name = "Akiko"): Promise<HTMLElement> {
  const host = document.createElement("div");
  document.body.append(host);
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const trpcClient = createTRPCClient<AppRouter>({ links: [link] });
  root = createRoot(host);
  await act(async () =>
    root!.render(
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <RemoveEntrant tournamentId="t1" target={target} name={name} />
        </TRPCProvider>
      </QueryClientProvider>,
    ),
  );
  return host;
}

const button = (root: ParentNode, name: string) => {
  const b = [...root.querySelectorAll("button")].find((x) => x.textContent === name);
  if (!b) throw new Error(`no button "${name}"`);
  return b;
};
const dialog = (host: HTMLElement) => host.querySelector("dialog")!;

async function typeReason(host: HTMLElement, text: string) {
  const input = dialog(host).querySelector("input")!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

async function until<T>(read: () => T | null | undefined, what: string, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = read();
    if (found) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await act(async () => new Promise((r) => setTimeout(r, 10)));
  }
}

describe("the Remove button beside an entrant", () => {
  beforeAll(() => {
    (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = "";
    sent.length = 0;
    refuse = null;
  });

  it("is named for the entrant and asks first; Keep them sends nothing", async () => {
    const host = await mount();
    const open = host.querySelector<HTMLButtonElement>('[data-testid="remove-entrant"]')!;
    expect(open.getAttribute("aria-label")).toBe("Remove Akiko");
    await act(async () => open.click());
    expect(dialog(host).open).toBe(true);
    expect(dialog(host).querySelector("h2")!.textContent).toBe("Remove Akiko?");
    const input = dialog(host).querySelector("input")!;
    expect(dialog(host).querySelector(`label[for="${input.id}"]`)?.textContent).toContain("Reason");
    await act(async () => button(dialog(host), "Keep them").click());
    expect(dialog(host).open).toBe(false);
    expect(sent).toEqual([]);
  });

  it("confirming sends the reason (a team by its id) and closes the dialog", async () => {
    const host = await mount({ teamId: "tm1" }, "team Cranes");
    await act(async () => host.querySelector<HTMLButtonElement>('[data-testid="remove-entrant"]')!.click());
    await typeReason(host, "No-show");
    await act(async () => dialog(host).querySelector("form")!.requestSubmit());
    expect(sent).toEqual([{ tournamentId: "t1", teamId: "tm1", reason: "No-show" }]);
    await until(() => !dialog(host).open, "the dialog to close");
  });

  it("a missing reason stands beside the field, which takes the focus; another refusal is an alert", async () => {
    refuse = { message: "invalid", data: { zodError: { fieldErrors: { reason: ["Give a reason: the player reads it."] } } } };
    const host = await mount();
    await act(async () => host.querySelector<HTMLButtonElement>('[data-testid="remove-entrant"]')!.click());
    await act(async () => button(dialog(host), "Remove").click());
    const input = dialog(host).querySelector("input")!;
    await until(() => input.getAttribute("aria-invalid") === "true", "the reason marked invalid");
    expect(document.getElementById(input.getAttribute("aria-describedby")!)!.textContent).toBe("Give a reason: the player reads it.");
    expect(document.activeElement).toBe(input);

    refuse = { message: "Round 1 has started: entrants can no longer be removed.", data: {} };
    await typeReason(host, "late");
    await act(async () => button(dialog(host), "Remove").click());
    const alert = await until(() => dialog(host).querySelector('[role="alert"]'), "the refusal");
    expect(alert.textContent).toBe("Round 1 has started: entrants can no longer be removed.");
    expect(dialog(host).open).toBe(true);
  });
});
