// A length of time left as the clocks write it: "4:59", "2 h 10 min", "3 days 4 h"; `short` for a phone's line
// ("2 h 10 m", "3 d 4 h").
export function formatLeft(ms: number, short = false): string {
  if (ms <= 0) return "0:00";
  const s = Math.ceil(ms / 1000);
  if (s < 3600) return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
  const h = Math.floor(s / 3600);
  if (h < 48) return `${h} h ${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}${short ? " m" : " min"}`;
  return `${Math.floor(h / 24)}${short ? " d" : " days"} ${h % 24} h`;
}
