"use client";
// Sets the tab's title once mounted, where the metadata cannot: a page that calls forbidden() has its own title
// resolved apart from its render, so the 403 page kept the refused page's title ("Users · Admin").
import { useEffect } from "react";

export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
