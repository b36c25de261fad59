"use client";
// A tournament time as the viewer lives it: the server (and the first render in the browser, so hydration matches)
// says it in UTC, naming the zone; once mounted, the browser's own zone, named too ("Sat 21 Nov, 21:30 CET"). The
// create form takes times "in your own time zone": the event page now gives them back the same way.
import { useSyncExternalStore } from "react";
import { when } from "./when";

/** The time in the browser's zone, to the minute, the zone named. */
export function whenLocal(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(iso));
}

const noSubscription = () => () => {};

export function EventTime({ iso }: { iso: string | null }) {
  // false on the server and while hydrating, true once mounted: no setState in an effect, no mismatch
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!iso) return <>{when(null)}</>;
  return (
    <time dateTime={iso} title={when(iso)}>
      {mounted ? whenLocal(iso) : when(iso)}
    </time>
  );
}
