/**
 * The response each subagent is streaming now, so that a tool call it asked
 * for can wait for that response's usage to be read (the host runs a call
 * while its response still streams). Only the response that asked for a call
 * can be in flight while the call runs: the next one waits for its results.
 */
const inFlight = new Map<string, Promise<void>>()

/** Marks a response of `agentId` in flight; the function returned marks it done. */
export function stepStarted(agentId: string): () => void {
  let done = () => {}
  const settled = new Promise<void>(resolve => {
    done = resolve
  })
  inFlight.set(agentId, settled)
  return () => {
    done()
    if (inFlight.get(agentId) === settled) inFlight.delete(agentId)
  }
}

/** Resolves once the response `agentId` is streaming has been read; undefined when none is. */
export function stepInFlight(agentId: string): Promise<void> | undefined {
  return inFlight.get(agentId)
}
