// The site's own live stream (system.live), shared by the header and the footer of every page.
import type { NotificationCount } from "./notification";

/** What system.live sends: the server's clock at each tick, and (signed in) the notification count when it changes. */
export type SiteEvent = { kind: "clock"; now: Date } | { kind: "notifications"; count: NotificationCount };
