// When a preset's version was saved and by whom (or that the platform seeded it), under the version on its edit page.
import { useTranslations } from "next-intl";
import { useDateTime } from "~/app/_lib/use-date-time";
import { WHEN } from "~/app/replays/_lib/when";

export function VersionByline({ createdAt, createdByName }: { createdAt: Date; createdByName: string | null }) {
  const t = useTranslations("AdminPresets");
  const sep = useTranslations("Common")("separator");
  const dateTime = useDateTime();
  return (
    <p className="text-sm text-ink-faint">
      <time dateTime={createdAt.toISOString()}>{dateTime(createdAt, { ...WHEN, timeZone: "UTC" })}</time>
      {sep}
      {createdByName ? t("edit.by", { name: createdByName }) : t("list.builtIn")}
    </p>
  );
}
