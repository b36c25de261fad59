// The context an admin procedure's handler gets: a signed-in admin.
import type { Session } from "../../../auth/session";
import type { TRPCContext } from "../../context";

export type AdminContext = TRPCContext & { session: Session };
