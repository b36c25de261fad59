// Reading a subscription's iterator in tests without hanging on an event that never comes.

/** The iterator's next item; "timeout" when none comes within `ms`, "done" when the stream has ended. */
export async function nextItem<T>(it: AsyncIterator<T>, ms = 5000): Promise<T | "timeout" | "done"> {
  let timer: NodeJS.Timeout | undefined;
  const r = await Promise.race([
    it.next(),
    new Promise<"timeout">((res) => (timer = setTimeout(() => res("timeout"), ms))),
  ]);
  clearTimeout(timer);
  if (r === "timeout") return r;
  return r.done ? "done" : r.value;
}
