// A length of time left as the clocks write it, in the page's language: "4:59", "2 h 10 min", "3 days 4 h"; `short`
// for a phone's line ("2 h 10 m", "3 d 4 h").
import { useTranslations } from "next-intl";

export function useFormatLeft(): (ms: number, short?: boolean) => string {
  const t = useTranslations("Clock");
  return (ms, short = false) => {
    if (ms <= 0) return "0:00";
    const s = Math.ceil(ms / 1000);
    if (s < 3600) return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
    const h = Math.floor(s / 3600);
    if (h < 48) {
      const minutes = String(Math.floor((s % 3600) / 60)).padStart(2, "0");
      return t(short ? "hoursMinutesShort" : "hoursMinutes", { hours: h, minutes });
    }
    return t(short ? "daysHoursShort" : "daysHours", { days: Math.floor(h / 24), hours: h % 24 });
  };
}
