"use client";
// The organiser's controls (edit the event, cancel it, remove an entrant), loaded when the page shows them, with
// TanStack Query and the tRPC client under their provider: the page has none (a visitor's or a player's tournament
// page loads neither; src/app/_lib/api-stream.ts).
import dynamic from "next/dynamic";
import type { ComponentProps, ComponentType, ReactNode } from "react";
import type { CancelTournament } from "./cancel-tournament";
import type { EditTournament } from "./edit-tournament";
import type { RemoveEntrant } from "./remove-entrant";

type Provider = ComponentType<{ children: ReactNode }>;

/** `Control` under the API's provider. */
function withApi<P extends object>(Control: ComponentType<P>, Api: Provider): ComponentType<P> {
  return function WithApi(props: P) {
    return (
      <Api>
        <Control {...props} />
      </Api>
    );
  };
}

export const LazyEditTournament = dynamic<ComponentProps<typeof EditTournament>>(() =>
  Promise.all([import("./edit-tournament"), import("~/app/_lib/trpc")]).then(([m, api]) =>
    withApi(m.EditTournament, api.TRPCReactProvider),
  ),
);

export const LazyCancelTournament = dynamic<ComponentProps<typeof CancelTournament>>(() =>
  Promise.all([import("./cancel-tournament"), import("~/app/_lib/trpc")]).then(([m, api]) =>
    withApi(m.CancelTournament, api.TRPCReactProvider),
  ),
);

export const LazyRemoveEntrant = dynamic<ComponentProps<typeof RemoveEntrant>>(() =>
  Promise.all([import("./remove-entrant"), import("~/app/_lib/trpc")]).then(([m, api]) =>
    withApi(m.RemoveEntrant, api.TRPCReactProvider),
  ),
);
