// The one-click unsubscribe address of the emails (RFC 8058 POST; a visit goes to the page that asks first).
import { getDb } from "~/server/db/client";
import { linkSecret } from "~/server/mail/config";
import { unsubscribePost, unsubscribeVisit } from "~/server/mail/unsubscribe-request";

export const dynamic = "force-dynamic";

export function GET(request: Request) {
  return unsubscribeVisit(request);
}

export async function POST(request: Request) {
  return unsubscribePost(await getDb(), linkSecret(), request);
}
