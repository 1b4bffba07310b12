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

/**
 * How long after the hook the work starts: long enough that the hook's answer has left the
 * worker (a timer due at once may run before it is sent), short next to a turn.
 */
const AFTER_MS = 30

/** The engine's timer: present at run time, though not in the validator's library (no DOM). */
const timer = (globalThis as { setTimeout?: (run: () => void, ms: number) => unknown }).setTimeout

/**
 * Starts `work` after the hook has answered (AFTER_MS later), and
 * keeps it behind the hook like `writeBehind`: `writesDone` waits on it from
 * now. For what costs milliseconds to build before it is written (a record of
 * 155 KB of JSON), so the answer does not wait on the building either. Without
 * a timer it starts at once.
 */
export function writeAfter(work: () => Promise<unknown>): void {
  writeBehind(
    timer === undefined
      ? work()
      : new Promise<unknown>((resolve, reject) => {
          timer(() => work().then(resolve, reject), AFTER_MS)
        }),
  )
}
