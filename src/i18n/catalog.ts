// The message catalogs: messages/<language>/<Namespace>.json, one file per namespace, so that work on different
// pages never edits the same file. Read from disk once per process; the server hands each page the catalog of its
// request's language.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PSEUDO_LOCALE } from "~/lib/locales";
import { pseudoMessages, type Messages } from "./pseudo";

const MESSAGES_DIR = join(process.cwd(), "messages");
const loaded = new Map<string, Messages>();

function readCatalog(locale: string): Messages {
  const catalog: Messages = {};
  for (const file of readdirSync(join(MESSAGES_DIR, locale)).sort()) {
    if (!file.endsWith(".json")) continue;
    catalog[file.slice(0, -".json".length)] = JSON.parse(
      readFileSync(join(MESSAGES_DIR, locale, file), "utf8"),
    ) as Messages;
  }
  return catalog;
}

/** Every message of `locale` (one of LOCALES, or the pseudo-locale built from English), by namespace. */
export function catalogFor(locale: string): Messages {
  let catalog = loaded.get(locale);
  if (!catalog) {
    catalog = locale === PSEUDO_LOCALE ? pseudoMessages(catalogFor("en")) : readCatalog(locale);
    loaded.set(locale, catalog);
  }
  return catalog;
}

/** Namespaces only the server reads (its errors, mail and push): pages' scripts never need them. */
export const SERVER_ONLY_NAMESPACES: readonly string[] = ["Errors", "Mail", "Push"];
const forClients = new Map<string, Messages>();

/** The messages of `locale` that pages hand to the browser: the catalog without the server's own namespaces. */
export function clientMessagesFor(locale: string): Messages {
  let messages = forClients.get(locale);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(catalogFor(locale)).filter(([ns]) => !SERVER_ONLY_NAMESPACES.includes(ns)),
    ) as Messages;
    forClients.set(locale, messages);
  }
  return messages;
}
