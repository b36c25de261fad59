// A length of time left as the clocks write it, in the page's language: "4:59", "2 h 05 min", "2時間5分", "3 days 4 h";
// `short` for a phone's line ("2 h 05 m", "3 d 4 h"). Minutes are padded to two digits under an hour only (a digital
// clock's "4:05"); with hours, each language's catalog decides, since Japanese and Korean write "1時間5分", "1시간 5분".
import { useTranslations } from "next-intl";

export function useFormatLeft(): (ms: number, short?: boolean) => string {
  const t = useTranslations("Clock");
  return (ms, short = false) => {
    if (ms <= 0) return "0:00";
    const s = Math.ceil(ms / 1000);
    if (s < 3600) return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
    const h = Math.floor(s / 3600);
    if (h < 48) {
      const minutes = Math.floor((s % 3600) / 60);
      return t(short ? "hoursMinutesShort" : "hoursMinutes", { hours: h, minutes });
    }
    return t(short ? "daysHoursShort" : "daysHours", { days: Math.floor(h / 24), hours: h % 24 });
  };
}
