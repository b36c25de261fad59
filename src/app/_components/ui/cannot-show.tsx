// A screen's stand-in when what it shows cannot be had: what could not be shown, the server's reason, and a way on.
import Link from "next/link";

export function CannotShow({
  title,
  reason,
  href,
  link,
}: {
  title: string;
  reason: string;
  href: string;
  link: string;
}) {
  return (
    <div className="panel p-6" role="alert">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-ink-soft">{reason}</p>
      <Link href={href} className="btn btn-primary mt-4">
        {link}
      </Link>
    </div>
  );
}
