import { adminProcedure, createTRPCRouter } from "../../trpc";
import { auditHandler } from "./audit.handler";
import { auditInput } from "./audit.schema";
import { mailLogHandler } from "./mail-log.handler";
import { mailLogInput } from "./mail-log.schema";
import { overviewHandler } from "./overview.handler";
import { adminPresetsRouter } from "./presets/_router";
import { setRoleHandler } from "./set-role.handler";
import { setRoleInput } from "./set-role.schema";
import { suspendHandler } from "./suspend.handler";
import { suspendInput } from "./suspend.schema";
import { unsuspendHandler } from "./unsuspend.handler";
import { unsuspendInput } from "./unsuspend.schema";
import { usersHandler } from "./users.handler";
import { usersInput } from "./users.schema";

/** Site administration: every procedure is an adminProcedure (admin-access.test.ts checks each one). */
export const adminRouter = createTRPCRouter({
  overview: adminProcedure.query(overviewHandler),
  users: adminProcedure.input(usersInput).query(usersHandler),
  setRole: adminProcedure.input(setRoleInput).mutation(setRoleHandler),
  suspend: adminProcedure.input(suspendInput).mutation(suspendHandler),
  unsuspend: adminProcedure.input(unsuspendInput).mutation(unsuspendHandler),
  audit: adminProcedure.input(auditInput).query(auditHandler),
  mailLog: adminProcedure.input(mailLogInput).query(mailLogHandler),
  presets: adminPresetsRouter,
});
