// Whether the browser would show a notification now: the player allowed it (on the notifications page; the browser is
// never asked on load), and the tab is hidden. The bell asks before it loads a notification's words to say one.
export function browserMaySay(): boolean {
  return (
    typeof window !== "undefined" &&
    "Notification" in window &&
    Notification.permission === "granted" &&
    document.visibilityState !== "visible"
  );
}
