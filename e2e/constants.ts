/** The server's ADMIN_EMAIL during the end-to-end run: signing up with it gives the admin account. */
export const E2E_ADMIN_EMAIL = "admin@e2e.test";
