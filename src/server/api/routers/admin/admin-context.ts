// The context an admin procedure's handler gets: a signed-in admin (adminProcedure has checked the role).
import type { SignedInContext } from "../../context";

export type AdminContext = SignedInContext;
