"use client";
// Whether the page's script has taken over this part of it: false on the server and while hydrating, true once
// mounted. Before that a server-rendered button has no handler: a tap (a slow phone, a page still loading) would be
// lost, and a form would be sent by the browser itself, its fields in the address. Controls that act through the page's
// script are disabled until then.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
