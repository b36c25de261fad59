// The site's live stream (system.live) for the header and the footer of every page, read with the API's
// wire alone (src/app/_lib/api-stream.ts): a page that calls nothing else loads neither the cache nor its hooks.
import { subscribe } from "~/app/_lib/api-stream";
import type { SiteEvent } from "~/server/views/site";

export interface SiteStreamHandlers {
  onEvent: (e: SiteEvent) => void;
  /** true once the stream is open; false while the browser reconnects, and when it ended or failed. */
  onConnected: (connected: boolean) => void;
}

/** Opens the stream (`clockMs` null: no clock); the browser reconnects by itself. Returns the close. */
export function openSiteStream(clockMs: number | null, { onEvent, onConnected }: SiteStreamHandlers): () => void {
  return subscribe("system", "live", { clockMs }, { onData: onEvent, onConnected });
}
