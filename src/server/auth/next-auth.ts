// next-auth v4: the credentials provider (email + password) with sessions in the database.
//
// next-auth v4 only issues JWT cookies for credentials sign-ins. The known workaround, used here: no explicit
// session strategy (an adapter makes it "database"); on a credentials sign-in the jwt callback opens a Session row
// and jwt.encode returns that row's random token, so the cookie next-auth sets IS the database session token.
// Everything else (reading the session, sign-out deleting the row) is next-auth's database-session path.
// Sessions are therefore revocable at once: delete the row (sign-out, suspension).
import type { AuthOptions, User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getDb, type Db } from "../db/client";
import { sessionAdapter } from "./adapter";
import { safeCallbackPath } from "./callback-path";
import { clientAddressFromHeaders } from "./client-address";
import { openSession, SESSION_MAX_AGE_SECONDS } from "./session";
import { checkSignIn, type SignInResult } from "./sign-in";
import type { SignInErrorCode } from "./sign-in-errors";
import { emailSchema } from "../schemas/account.schema";

/**
 * The credentials provider's check. A thrown message travels to the browser as the `error` query parameter, so only
 * the codes of sign-in-errors.ts are thrown: anything else (the database unreachable, say) is logged here and the
 * browser gets "unavailable".
 */
export async function authorizeCredentials(
  db: () => Promise<Db>,
  credentials: Record<string, unknown> | undefined,
  headers: Record<string, string | undefined>,
): Promise<User> {
  // An address the sign-up form would refuse (a NUL, a lone surrogate, control characters) cannot be an account's.
  const parsed = emailSchema.safeParse(credentials?.email);
  const email = parsed.success ? parsed.data : "";
  const password = typeof credentials?.password === "string" ? credentials.password : "";
  if (!email || !password) throw new Error("invalid" satisfies SignInErrorCode);
  let result: SignInResult;
  try {
    result = await checkSignIn(await db(), { email, password, address: clientAddressFromHeaders(headers) });
  } catch (e) {
    console.error(`[auth] sign-in check failed: ${e instanceof Error ? e.message : String(e)}`);
    throw new Error("unavailable" satisfies SignInErrorCode);
  }
  if (!result.ok) throw new Error(result.error);
  return { id: result.user.id, email: result.user.email, name: result.user.displayName };
}

export function authOptions(): AuthOptions {
  return {
    adapter: sessionAdapter(getDb),
    secret: process.env.AUTH_SECRET ?? process.env.NEXTAUTH_SECRET,
    session: { maxAge: SESSION_MAX_AGE_SECONDS, updateAge: 24 * 3600 },
    pages: { signIn: "/sign-in", error: "/sign-in" },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "Email and password",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          return authorizeCredentials(getDb, credentials, req.headers as Record<string, string | undefined>);
        },
      }),
    ],
    callbacks: {
      // Only places on this site, read as a browser reads them (callback-path.ts).
      redirect({ url, baseUrl }) {
        return `${baseUrl}${safeCallbackPath(url, "/", baseUrl)}`;
      },
      async jwt({ token, user, account }) {
        if (account?.provider === "credentials" && user) {
          const { sessionToken } = await openSession(await getDb(), user.id);
          return { ...token, sessionToken };
        }
        return token;
      },
      async session({ session, user }) {
        return { ...session, user: { ...session.user, id: user.id } };
      },
    },
    jwt: {
      async encode({ token }) {
        const sessionToken = token?.sessionToken;
        if (typeof sessionToken !== "string") throw new Error("credentials sign-in without a database session");
        return sessionToken;
      },
      async decode() {
        return null; // never used with database sessions
      },
    },
  };
}
