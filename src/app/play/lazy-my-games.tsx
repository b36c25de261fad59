"use client";
// The home page's games in play, loaded when the page renders them (a signed-in player's): a visitor's first load
// does not carry the rows, their words and the games' facts (a client module, so that its import stays on demand).
import dynamic from "next/dynamic";

export const LazyMyGames = dynamic(() => import("./my-games").then((m) => m.MyGames));
