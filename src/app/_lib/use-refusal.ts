// The server's refusal of an action, kept to show by its controls: `settled` goes into the action's mutation options,
// clearing the refusal and running `done` when a call succeeds, keeping the server's words when one is refused.
import { useState } from "react";

export function useRefusal(done: () => void) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const settled = {
    onSuccess: () => {
      setRefusal(null);
      done();
    },
    onError: (e: { message: string }) => setRefusal(e.message),
  };
  return { refusal, setRefusal, settled };
}
