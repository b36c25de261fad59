import { adminProcedure, createTRPCRouter } from "../../trpc";
import { usersHandler } from "./users.handler";
import { usersInput } from "./users.schema";

export const adminRouter = createTRPCRouter({
  users: adminProcedure.input(usersInput).query(usersHandler),
});
