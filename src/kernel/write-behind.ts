/**
 * Writes a hook need not wait on: the answer goes on while they finish, and
 * whatever reads what they wrote (the next Stop's state, the session's end)
 * waits on them first. A write's failure is its caller's to report (the
 * promise given here is caught and kept only while it runs).
 */
const pending = new Set<Promise<unknown>>()

/** Lets `work` finish behind the hook that started it. */
export function writeBehind(work: Promise<unknown>): void {
  const running: Promise<unknown> = work.catch(() => undefined).finally(() => pending.delete(running))
  pending.add(running)
}

/** Resolves once every write started behind a hook has finished, those started meanwhile too. */
export async function writesDone(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending])
}
