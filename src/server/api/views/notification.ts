// In-app notifications (PLAY-API.md "Notifications").

/** `tournament`: a tournament's news (registration closed or cancelled, a round started, the event is over);
 * `team_invite`: a captain invites you to a Sakura team; `rematch`: a player of a finished game offers a rematch;
 * `account`: news about your account (an admin lifted its suspension). */
export type NotificationKind = "your_turn" | "game_started" | "game_finished" | "timeout" | "forfeit" | "tournament" | "team_invite" | "rematch" | "account";

export interface NotificationView {
  id: string;
  kind: NotificationKind;
  text: string;
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
