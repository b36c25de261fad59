// Each page gets the words its client components use, no more: the root layout sends LAYOUT_NAMESPACES, and a route
// file (a page or a segment layout) wraps itself in withMessages, which adds the namespaces its client components
// read (src/i18n/page-namespaces.json, written from their code and checked by src/app/page-messages.test.ts).
import type { AbstractIntlMessages } from "next-intl";
import { getLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { MoreMessages } from "~/app/_components/layout/more-messages";
import { compiledClientMessagesFor } from "./compiled-messages";
import scanned from "./page-namespaces.json";

const LAYOUT_NAMESPACES: readonly string[] = scanned.layout;
const ROUTE_NAMESPACES: Readonly<Record<string, readonly string[]>> = scanned.routes;

const picked = new Map<string, AbstractIntlMessages>();

/** The compiled messages of `namespaces` in `locale` (once per process, language and list). */
export function messagesOf(locale: string, namespaces: readonly string[]): AbstractIntlMessages {
  const key = `${locale}:${namespaces.join(",")}`;
  let messages = picked.get(key);
  if (!messages) {
    const all = compiledClientMessagesFor(locale);
    messages = Object.fromEntries(namespaces.flatMap((ns) => (ns in all ? [[ns, all[ns]!]] : [])));
    picked.set(key, messages);
  }
  return messages;
}

/** The messages the root layout sends every page. */
export function layoutMessagesFor(locale: string): AbstractIntlMessages {
  return messagesOf(locale, LAYOUT_NAMESPACES);
}

/**
 * `Route` (the default export of `route`, a page or layout file's path under src/app) with the messages of its
 * client components added to the layout's.
 */
export function withMessages<P extends object>(
  route: string,
  Route: (props: P) => ReactNode | Promise<ReactNode>,
): (props: P) => Promise<ReactNode> {
  const namespaces = ROUTE_NAMESPACES[route];
  if (!namespaces) throw new Error(`${route}: no namespaces in src/i18n/page-namespaces.json (npm run messages:pages)`);
  return async function RouteWithMessages(props: P) {
    const messages = messagesOf(await getLocale(), namespaces);
    return (
      <MoreMessages messages={messages}>
        <Route {...props} />
      </MoreMessages>
    );
  };
}
