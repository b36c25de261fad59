// The message catalogs: one file per namespace, so that work on different pages never edits the same file; the shared
// words in messages/<language>/, each game's own in its app folder (where: catalog-files.ts). Read from disk once per
// process; the server hands each page the catalog of its request's language.
import { readFileSync } from "node:fs";
import { PSEUDO_LOCALE } from "~/lib/locales";
import { catalogFiles } from "./catalog-files";
import { pseudoMessages, type Messages } from "./pseudo";

const loaded = new Map<string, Messages>();

/**
 * Adds `source`'s messages to `target`, refusing a key that both define: a game's file adds words to a namespace and
 * never replaces the shared ones (nor another game's), so that which file wins never depends on the order of reading.
 */
export function mergeMessages(target: Messages, source: Messages, where: string, prefix = ""): void {
  for (const [key, value] of Object.entries(source)) {
    const held = target[key];
    if (held === undefined) target[key] = value;
    else if (typeof held === "string" || typeof value === "string")
      throw new Error(`${where}: the key ${prefix}${key} is already defined by another catalog file`);
    else {
      const copy: Messages = { ...held };
      mergeMessages(copy, value, where, `${prefix}${key}.`);
      target[key] = copy;
    }
  }
}

function readCatalog(locale: string): Messages {
  const catalog: Messages = {};
  for (const { namespace, path } of catalogFiles(locale)) {
    const messages = JSON.parse(readFileSync(path, "utf8")) as Messages;
    mergeMessages(catalog, { [namespace]: messages }, path);
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
