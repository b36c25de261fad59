// A translator as the texts shared by the pages and the server need it: next-intl's on a page, use-intl's on the
// server (its messages bound to one catalog namespace).
export interface Translate {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}
