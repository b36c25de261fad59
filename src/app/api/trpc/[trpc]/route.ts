import { handleTRPCRequest } from "~/server/api/http";

export const dynamic = "force-dynamic";

function handler(req: Request) {
  return handleTRPCRequest(req);
}

export { handler as GET, handler as POST };
