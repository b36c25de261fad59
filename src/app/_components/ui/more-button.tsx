// The button under a list read a page at a time: the next page, while there is one (disabled while it loads).
import type { ReactNode } from "react";

export function MoreButton({
  query,
  className = "btn btn-quiet mt-3",
  children,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  className?: string;
  children: ReactNode;
}) {
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => void query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
    >
      {children}
    </button>
  );
}
