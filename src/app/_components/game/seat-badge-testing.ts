// The seat badge the tests draw: Botan at seat 1, not the viewer, no one's turn, not dealing, still playing.
import type { ComponentProps } from "react";
import type { SeatBadge } from "./seat-badge";

export const BOTAN_BADGE: ComponentProps<typeof SeatBadge> = {
  name: "Botan",
  side: 1,
  you: false,
  active: false,
  dealer: false,
  standIn: false,
  forfeited: false,
};
