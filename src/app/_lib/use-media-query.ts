"use client";
// Whether a CSS media query matches, for the few places where the DOM order (and so the keyboard's tab order) must
// follow a layout that changes with the screen. The server and the first paint assume a wide screen (false) unless
// the page says what the server drew (`atFirst`: the device's hint).
import { useCallback, useSyncExternalStore } from "react";

export function useMediaQuery(query: string, atFirst = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => atFirst,
  );
}
