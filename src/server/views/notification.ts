// In-app notifications (PLAY-API.md "Notifications").

/**
 * Every kind of notification, with the words the notifications page's intro names it by (the intro lists them all,
 * so a new kind cannot be left out of it). `tournament`: a tournament's news (registration closed or cancelled, the
 * event is over); `team_invite`: a captain invites you to a Sakura team; `rematch`: a player of a
 * finished game offers a rematch; `deadline`: your time to move is running out; `tournament_round`: a round of your
 * tournament started, with your table; `invitation`: someone invites you to their table, `invitation_declined`: an
 * invitee of yours declined; `account`: news about your account (an admin lifted its suspension).
 */
export const NOTIFICATION_KINDS = {
  invitation: "invitations to a table",
  invitation_declined: "invitations declined",
  your_turn: "your turns",
  game_started: "games that started",
  game_finished: "games that finished",
  timeout: "moves a stand-in made for you",
  forfeit: "resignations and forfeits",
  rematch: "rematch offers",
  deadline: "warnings that your time is running out",
  tournament: "news of your tournaments",
  tournament_round: "rounds of your tournaments that start",
  team_invite: "invitations to a team",
  account: "news of your account",
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/** The notifications page's intro: "Invitations to a table, invitations declined, your turns, … and news of your account." */
export function notificationsIntro(): string {
  const words: string[] = Object.values(NOTIFICATION_KINDS);
  const text = `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]!}.`;
  return text[0]!.toUpperCase() + text.slice(1);
}

export interface NotificationView {
  id: string;
  kind: NotificationKind;
  /** The words as stored (English); shown when the row has no textKey. */
  text: string;
  /**
   * NotificationTexts.<textKey> with textParams ("game": a game's key; a list: names, their number said as
   * "<names>Count"; "<names>Bots": the bots' levels among those names; a name ending in "At": an ISO time), in the
   * reader's language.
   */
  textKey: string | null;
  textParams: Record<string, string | number | string[]> | null;
  href: string;
  createdAt: Date;
  read: boolean;
}

export interface NotificationPage {
  items: NotificationView[];
  nextCursor: string | null;
}

/** What system.live sends for the bell, and notification.unreadCount / markRead answer. */
export interface NotificationCount {
  unread: number;
  latest?: NotificationView;
}
