// Component tests that mount the real component with react-dom/client (happy-dom), alone or behind a tRPC link that
// answers in place of the server (the pages' own client calls it through linkTransport): the link, the mounts, and
// the few DOM steps those tests share.
import { TRPCClientError, createTRPCUntypedClient, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import type { AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach } from "vitest";
import { ApiCallError } from "~/app/_lib/api-stream";
import { ApiClient, TRPCReactProvider, type Transport } from "~/app/_lib/trpc";
import type { AppRouter } from "~/server/api/root";
import type { Locale } from "~/lib/locales";
import { withIntl } from "./intl";

/** A refusal as the server words it; `data` carries per-field messages (zod's flattened errors) when there are some. */
export type Refusal = string | { message: string; data: unknown };

/**
 * A link that answers calls to `path` only (any other call is an error, so a test sees an unexpected request): each
 * input is pushed to `sent`, then the call is refused when `refusal()` gives one, else answered with `answer(input)`.
 */
export function answeringLink(
  path: string,
  sent: unknown[],
  answer: (input: unknown) => unknown,
  refusal: () => Refusal | null = () => null,
): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((o) => {
        if (op.path !== path) {
          o.error(new TRPCClientError(`unexpected call ${op.path}`));
          return;
        }
        sent.push(op.input);
        const refused = refusal();
        if (typeof refused === "string") o.error(new TRPCClientError(refused));
        else if (refused)
          o.error(
            new TRPCClientError(refused.message, {
              result: { error: { message: refused.message, code: -32600, data: refused.data } },
            } as never),
          );
        else {
          o.next({ result: { type: "data", data: answer(op.input) } } as never);
          o.complete();
        }
      });
}

/**
 * One procedure's stand-in server for a test file, over answeringLink: `sent` keeps the inputs, `refuse` (when set)
 * refuses the next calls. After each test it unmounts every mount and forgets both.
 */
export function answeringServer<I = unknown>(path: string, answer: (input: unknown) => unknown) {
  const server = { sent: [] as I[], refuse: null as Refusal | null };
  const link = answeringLink(path, server.sent, answer, () => server.refuse);
  afterEach(() => {
    unmountAll();
    server.sent.length = 0;
    server.refuse = null;
  });
  return Object.assign(server, { link });
}

const roots: Root[] = [];

/** Mounts `element` in a new host in the document, with English words unless told (a component that needs no server). */
export async function mount(element: ReactNode, locale: Locale = "en"): Promise<HTMLElement> {
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  await act(async () => root.render(withIntl(element, locale)));
  return host;
}

/** A refusal as the pages' client gives it: the link's message, and the data of its error shape. */
function apiErrorOf(e: unknown): ApiCallError {
  if (e instanceof ApiCallError) return e;
  if (e instanceof TRPCClientError)
    return new ApiCallError(e.message, (e as TRPCClientError<AppRouter>).data ?? undefined);
  return new ApiCallError(e instanceof Error ? e.message : String(e));
}

/** The pages' transport over `link` in place of HTTP: each call as the link answers it, a subscription as it emits. */
export function linkTransport(link: TRPCLink<AppRouter>): Transport {
  const client = createTRPCUntypedClient<AppRouter>({ links: [link] });
  return {
    call: (type, path, input) =>
      (type === "query" ? client.query(path, input) : client.mutation(path, input)).catch((e: unknown) => {
        throw apiErrorOf(e);
      }),
    subscribe: (path, input, { onData, onStatus }) => {
      const sub = client.subscription(path, input, {
        onStarted: () => onStatus("pending"),
        onData,
        onError: () => onStatus("error"),
      });
      return () => sub.unsubscribe();
    },
  };
}

/** The pages' client on `link`, without retries. */
export const apiClientFor = (link: TRPCLink<AppRouter>) =>
  new ApiClient(linkTransport(link), { staleTime: 30_000, retry: 0 });

/** Mounts `element` in a new host in the document, with the pages' API client (no retries) on `link`. */
export async function mountWithTrpc(
  element: ReactNode,
  link: TRPCLink<AppRouter>,
  locale: Locale = "en",
): Promise<HTMLElement> {
  return mount(<TRPCReactProvider client={apiClientFor(link)}>{element}</TRPCReactProvider>, locale);
}

/** Unmounts what mount and mountWithTrpc mounted and empties the document (an afterEach). */
export function unmountAll(): void {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = "";
}

/** A Next.js router that goes nowhere, for components that call useRouter; `over` replaces any of its methods. */
export function idleRouter(over: Partial<AppRouterInstance> = {}): AppRouterInstance {
  const none = () => {};
  // Only the navigation methods: the router's own state (its cache ids) is none of a component's business.
  const router = { refresh: none, push: none, replace: none, back: none, forward: none, prefetch: none, ...over };
  return router as unknown as AppRouterInstance;
}

/** The button whose whole text is `name`. */
export function button(within: ParentNode, name: string): HTMLButtonElement {
  const b = [...within.querySelectorAll("button")].find((x) => x.textContent === name);
  if (!b) throw new Error(`no button "${name}" in: ${within.textContent}`);
  return b;
}

/** The (first) dialog element in `host`. */
export const dialogIn = (host: ParentNode): HTMLDialogElement => host.querySelector("dialog")!;

/** Types `text` into a field the way React sees it: the native value setter, then an input event. */
export async function typeInto(el: HTMLInputElement | HTMLTextAreaElement, text: string): Promise<void> {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, "value")!.set!.call(el, text);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** What `read` finds once an answer has been rendered (the cache settles it a few ticks after the link answers). */
export async function until<T>(read: () => T | null | undefined, what: string, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = read();
    if (found) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${document.body.textContent}`);
    await act(async () => new Promise((r) => setTimeout(r, 10)));
  }
}
