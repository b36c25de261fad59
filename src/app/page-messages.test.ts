// Each page sends the browser the words its client components read and no others: the root layout's namespaces for
// every page, a route file's own added by withMessages (src/i18n/route-messages.tsx).
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import scanned from "~/i18n/page-namespaces.json";

const LAYOUT_NAMESPACES: readonly string[] = scanned.layout;
const ROUTE_NAMESPACES: Readonly<Record<string, readonly string[]>> = scanned.routes;
import { messagesOf } from "~/i18n/route-messages";
import { SRC } from "./_lib/testing/client-imports";
import { namespacesOf, routeFiles, scanRoutes } from "./_lib/testing/message-scan";

/** The namespaces of `used` that a page of `route` does not send. */
function unsent(route: string, used: readonly string[]): string[] {
  const sent = [...LAYOUT_NAMESPACES, ...(ROUTE_NAMESPACES[route] ?? [])];
  return used.filter((ns) => !sent.includes(ns));
}

it("sends each page the namespaces its client components read (else: npm run messages:pages)", () => {
  for (const route of routeFiles())
    expect(unsent(route, namespacesOf(path.join(SRC, "app", route))), route).toEqual([]);
  // and no more: the lists are the scan's
  expect(scanRoutes()).toEqual({ layout: scanned.layout, pages: scanned.routes });
});

it("finds a namespace that a page's client component reads and the page does not send", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "page-messages-"));
  const component = path.join(dir, "house-rules.tsx");
  writeFileSync(component, `"use client";\nexport const Rules = () => useTranslations("Options")("title");\n`);
  expect(unsent("sign-in/page.tsx", namespacesOf(component))).toEqual(["Options"]);
  expect(unsent("play/page.tsx", namespacesOf(component))).toEqual([]);
});

it("wraps each route file that has namespaces of its own in withMessages, under its own name", () => {
  for (const route of routeFiles()) {
    const text = readFileSync(path.join(SRC, "app", route), "utf8");
    const wrapped = /^export default withMessages\("([^"]+)", \w+\);$/m.exec(text)?.[1];
    expect(wrapped, route).toBe(route in ROUTE_NAMESPACES ? route : undefined);
  }
});

it("keeps the layout's words small and the big namespaces for the pages that use them", () => {
  expect(LAYOUT_NAMESPACES).toContain("Language");
  // the server draws the header, its live parts get their words as props
  expect(LAYOUT_NAMESPACES).not.toContain("Header");
  expect(LAYOUT_NAMESPACES).not.toContain("Options");
  // the sign-in form says the email schema's message in the page's language (InputErrors)
  expect(Object.keys(messagesOf("en", ROUTE_NAMESPACES["sign-in/page.tsx"]!)).sort()).toEqual([
    "Form",
    "InputErrors",
    "SignIn",
  ]);
});
