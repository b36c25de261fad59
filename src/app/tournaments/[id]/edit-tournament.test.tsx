// @vitest-environment happy-dom
// "Edit event…" opens a modal dialog with the fields the event may still change (all of them before round 1, the
// description after); saving sends tournament.edit with those fields only and closes it; a refusal puts each message
// beside its field in one answer and the focus on the first field in error. The tRPC link answers for the server.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { TRPCClientError, createTRPCClient, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { TRPCProvider } from "~/app/_lib/trpc";
import type { AppRouter } from "~/server/api/root";
import type { TournamentView } from "~/server/api/views/tournament";
import { EditTournament, localInputOf } from "./edit-tournament";

const sent: Record<string, unknown>[] = [];
let refuse: { message: string; data: unknown } | null = null;

const link: TRPCLink<AppRouter> = () => ({ op }) =>
  observable((o) => {
    if (op.path !== "tournament.edit") {
      o.error(new TRPCClientError(`unexpected call ${op.path}`));
      return;
    }
    sent.push(op.input as Record<string, unknown>);
    if (refuse) o.error(new TRPCClientError(refuse.message, { result: { error: { message: refuse.message, code: -32600, data: refuse.data } } } as never));
    else {
      o.next({ result: { type: "data", data: { changed: true } } } as never);
      o.complete();
    }
  });

let root: Root | null = null;
const CLOSES = "2030-05-01T10:00:42.500Z";
const FIRST = "2030-05-01T12:00:00.000Z";

async function mount(editable: TournamentView["viewer"]["editable"]): Promise<HTMLElement> {
  const host = document.createElement("div");
  document.body.append(host);
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const trpcClient = createTRPCClient<AppRouter>({ links: [link] });
  root = createRoot(host);
  const v = { id: "t1", name: "Autumn Cup", description: "Old words", registrationClosesAt: CLOSES, firstRoundAt: FIRST, viewer: { editable } };
  await act(async () =>
    root!.render(
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <EditTournament v={v} />
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
const labelled = (host: HTMLElement, label: string) => {
  const l = [...dialog(host).querySelectorAll("label")].find((x) => x.textContent === label);
  if (!l) throw new Error(`no field "${label}"`);
  return dialog(host).querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${CSS.escape(l.htmlFor)}`)!;
};

async function type(el: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, "value")!.set!.call(el, text);
    el.dispatchEvent(new Event("input", { bubbles: true }));
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

describe("the Edit event dialog", () => {
  beforeAll(() => {
    (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = "";
    sent.length = 0;
    refuse = null;
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
    await type(labelled(host, "Name"), "Winter Cup");
    await type(labelled(host, "First round starts"), "2030-05-02T09:30");
    await act(async () => dialog(host).querySelector("form")!.requestSubmit());
    // The untouched registration close is not sent (the field holds minutes: sending it could move the event by seconds).
    expect(sent).toEqual([{ tournamentId: "t1", name: "Winter Cup", description: "Old words", firstRoundAt: new Date("2030-05-02T09:30") }]);
    await until(() => !dialog(host).open, "the dialog to close");
  });

  it("after round 1 started: the description alone", async () => {
    const host = await mount(["description"]);
    await act(async () => button(host, "Edit event…").click());
    expect(dialog(host).textContent).toContain("Round 1 has started: only the description can be changed now.");
    expect([...dialog(host).querySelectorAll("label")].map((l) => l.textContent)).toEqual(["Description (optional)"]);
    await type(labelled(host, "Description (optional)"), "Round 1 is on.");
    await act(async () => button(host, "Save changes").click());
    expect(sent).toEqual([{ tournamentId: "t1", description: "Round 1 is on." }]);
  });

  it("a refusal: each message beside its field, in one answer, the focus on the first field in error; the dialog stays open", async () => {
    refuse = {
      message: "invalid",
      data: { zodError: { fieldErrors: { name: ["Give the tournament a name of at least 3 characters."], firstRoundAt: ["Give a date and time."] } }, field: null },
    };
    const host = await mount(["name", "description", "registrationClosesAt", "firstRoundAt"]);
    await act(async () => button(host, "Edit event…").click());
    await act(async () => button(host, "Save changes").click());
    expect(sent).toEqual([{ tournamentId: "t1", name: "Autumn Cup", description: "Old words" }]);
    const name = labelled(host, "Name");
    await until(() => name.getAttribute("aria-invalid") === "true", "the name marked invalid");
    expect(document.getElementById(name.getAttribute("aria-describedby")!)!.textContent).toBe("Give the tournament a name of at least 3 characters.");
    const first = labelled(host, "First round starts");
    expect(first.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(first.getAttribute("aria-describedby")!)!.textContent).toBe("Give a date and time.");
    expect(document.activeElement).toBe(name);
    expect(dialog(host).open).toBe(true);
  });

  it("a refusal about a field the dialog does not show stands under the fields as an alert", async () => {
    refuse = { message: "Registration has closed: its closing time can no longer change.", data: { field: "registrationClosesAt" } };
    const host = await mount(["name", "description", "firstRoundAt"]);
    await act(async () => button(host, "Edit event…").click());
    await act(async () => button(host, "Save changes").click());
    const alert = await until(() => dialog(host).querySelector('[role="alert"]'), "the alert");
    expect(alert.textContent).toBe("Registration has closed: its closing time can no longer change.");
  });
});
