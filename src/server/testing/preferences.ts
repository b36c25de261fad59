// Notification preferences as the tests set them.
import type { Channel, MailEvent, PreferencesInput } from "../mail/preferences";

/** `channels` for each event, every email at once, no quiet hours, in UTC, nothing stopped; `over` changes the rest. */
export const instantPreferences = (
  channels: Record<MailEvent, Channel[]>,
  over: Partial<PreferencesInput> = {},
): PreferencesInput => ({
  channels,
  rhythm: "instant",
  quietFrom: null,
  quietTo: null,
  timeZone: "UTC",
  stopped: false,
  evenWhileOpen: false,
  ...over,
});
