// /replays/import: view a record file (an export of this site, or any `hanafuda-record/1` record) in the replay viewer,
// checked with the engine; its shuffle is checked too when the file carries the seed and its commitment.
import type { Metadata } from "next";
import { PageHeader } from "../../_components/ui/page-header";
import { ImportScreen } from "./import-screen";

export const metadata: Metadata = { title: "Import a record" };

export default function ImportPage() {
  return (
    <>
      <PageHeader title="View a record file" kicker="Replays">
        Open a game record (a replay file exported here, or a bare <code>hanafuda-record/1</code> record). It is
        replayed by the engine in your browser; a record that does not follow the rules is refused with the round and
        move at fault.
      </PageHeader>
      <ImportScreen />
    </>
  );
}
