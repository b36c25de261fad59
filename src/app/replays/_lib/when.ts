// How a replay's dates read: day, month and time in the page's language and time zone, the zone named (the server
// renders in UTC, and a bare time would pass for the reader's own).
export const WHEN = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZoneName: "short",
} as const;
