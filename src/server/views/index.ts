// What procedures return: view objects made for the pages, never database rows. One file per domain; pages import
// the types only (`import type { GameView } from "~/server/views/game"`), never server code.
export * from "./profile";
export * from "./mail";
