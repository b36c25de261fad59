// The body of a page that stands in for a refused or missing one: the HTTP status, what happened, and a way on.
import Link from "next/link";

export function StatusPage({
  status,
  title,
  text,
  href,
  link,
  testId,
}: {
  status: number;
  title: string;
  text: string;
  href: string;
  link: string;
  testId?: string;
}) {
  return (
    <div className="mx-auto max-w-xl py-10 text-center" data-testid={testId}>
      <p className="font-display text-6xl font-semibold text-beni">{status}</p>
      <h1 className="mt-3 text-3xl font-semibold">{title}</h1>
      <p className="mt-3 text-lg text-ink-soft">{text}</p>
      <Link href={href} className="btn btn-primary mt-6">
        {link}
      </Link>
    </div>
  );
}
