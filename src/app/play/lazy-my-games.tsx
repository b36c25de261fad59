"use client";
// The home page's games in play, loaded when the page renders them (a signed-in player's): a visitor's first load
// does not carry the rows, their words and the games' facts, nor the API's client that refreshes them (under its
// provider: the home page has none of its own). A client module, so that its import stays on demand.
import dynamic from "next/dynamic";
import type { ComponentProps } from "react";

export const LazyMyGames = dynamic(() =>
  Promise.all([import("./my-games"), import("../_lib/trpc")]).then(
    ([{ MyGames }, { TRPCReactProvider }]) =>
      function MyGamesWithApi(props: ComponentProps<typeof MyGames>) {
        return (
          <TRPCReactProvider>
            <MyGames {...props} />
          </TRPCReactProvider>
        );
      },
  ),
);
