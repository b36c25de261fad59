// Server components reach the server through tRPC too: a caller with the request's context (cookies, address).
import { headers } from "next/headers";
import { cache } from "react";
import { createTRPCContext } from "~/server/api/context";
import { createCaller } from "~/server/api/root";

/** The request's tRPC context, made once per request. */
export const getRequestContext = cache(async () => createTRPCContext({ headers: await headers() }));

/** Who is signed in (null: nobody). */
export async function getSession() {
  return (await getRequestContext()).loadSession();
}

/** A tRPC caller acting as the signed-in user. */
export async function serverApi() {
  return createCaller(await getRequestContext());
}
