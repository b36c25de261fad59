// Dates on the tournament pages, in UTC so the server's and the browser's renderings agree.
// To the minute: an organiser schedules in minutes, and seconds ("21:59:19") were noise in every line of a schedule.
const fmt = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

export function when(iso: string | null): string {
  return iso ? `${fmt.format(new Date(iso))} UTC` : "—";
}

export function duration(seconds: number): string {
  if (seconds % 86_400 === 0) return `${seconds / 86_400} ${seconds === 86_400 ? "day" : "days"}`;
  if (seconds % 3600 === 0) return `${seconds / 3600} ${seconds === 3600 ? "hour" : "hours"}`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

export const STATUS_LABEL = {
  registration: "Registration open",
  running: "Running",
  finished: "Finished",
  cancelled: "Cancelled",
} as const;
