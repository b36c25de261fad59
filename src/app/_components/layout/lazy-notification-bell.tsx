"use client";
// The header's bell, loaded when the header shows it (a signed-in player's): a visitor's pages do without its code.
import dynamic from "next/dynamic";

export const LazyNotificationBell = dynamic(() => import("./notification-bell").then((m) => m.NotificationBell));
