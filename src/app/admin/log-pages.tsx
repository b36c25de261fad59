// The links under an admin log that page through it by cursor: back to the newest entries, and on to older ones.
import Link from "next/link";
import { getTranslations } from "next-intl/server";

export async function LogPages({
  path,
  cursor,
  nextCursor,
  older,
}: {
  path: string;
  cursor: string | undefined;
  nextCursor: string | null;
  /** The link's words for the older entries of this log. */
  older: string;
}) {
  const t = await getTranslations("Admin");
  return (
    <nav aria-label={t("pages")} className="mt-6 flex gap-3">
      {cursor ? (
        <Link href={path} className="btn btn-quiet">
          {t("newest")}
        </Link>
      ) : null}
      {nextCursor ? (
        <Link href={`${path}?cursor=${nextCursor}`} className="btn btn-quiet" rel="next">
          {older}
        </Link>
      ) : null}
    </nav>
  );
}
