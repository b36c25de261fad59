// Rate limits count in fixed windows that start on the clock (a minute's on the minute): a test that makes its
// requests across a window's end sees the count start again and the limit not reached. This waits, when less than
// `needMs` of the current window is left, for the next one to begin.
export async function startOfAWindowWithRoom(windowMs: number, needMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 20));
}
