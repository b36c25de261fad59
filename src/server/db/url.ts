// DATABASE_URL may name a PostgreSQL schema the Prisma way (`?schema=hanafuda`); pg does not know that parameter,
// so it is taken out of the URL and applied as the connection's search_path and the Prisma adapter's schema.

export interface DatabaseTarget {
  /** The URL pg connects with (without `schema`). */
  connectionString: string;
  /** The schema the tables live in, when it is not `public`. */
  schema?: string;
}

export function parseDatabaseUrl(url: string): DatabaseTarget {
  const u = new URL(url);
  const schema = u.searchParams.get("schema") ?? undefined;
  u.searchParams.delete("schema");
  if (schema !== undefined && !/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`DATABASE_URL: schema "${schema}" must be a plain identifier (letters, digits, _).`);
  }
  return { connectionString: u.toString(), ...(schema && schema !== "public" ? { schema } : {}) };
}

/** pg connection option that makes unqualified names resolve in `schema`. */
export function searchPathOption(schema: string | undefined): { options?: string } {
  return schema ? { options: `-c search_path="${schema}"` } : {};
}
