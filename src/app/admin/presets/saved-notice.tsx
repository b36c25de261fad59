"use client";
// What the last save did, shown once: the form passes it in the address (?saved=…), and the notice takes it out of
// the address as soon as it is shown, so a reload, a bookmark or a shared link does not tell it again.
import { useEffect, useState } from "react";

export function SavedNotice({ message }: { message: string | null }) {
  // kept while the page stays open, whatever the address says afterwards
  const [shown] = useState(message);
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has("saved")) return;
    url.searchParams.delete("saved");
    window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
  }, []);
  if (!shown) return null;
  return (
    <p role="status" className="panel mb-6 border-l-4 border-l-matsu p-4" data-testid="saved-notice">
      {shown}
    </p>
  );
}
