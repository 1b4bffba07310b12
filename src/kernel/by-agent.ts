/**
 * A map from a subagent's id (or any other key a slice keeps by: a call's id,
 * a command) to what a slice keeps for it, bounded: past `max` entries the
 * oldest goes, so a long session never grows it unbounded.
 */
export class ByAgent<T> {
  private readonly entries = new Map<string, T>()
  private readonly max: number

  constructor(max: number) {
    this.max = max
  }

  set(agentId: string, value: T): void {
    this.entries.delete(agentId)
    this.entries.set(agentId, value)
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next()
      if (oldest.done === true) break
      this.entries.delete(oldest.value)
    }
  }

  get(agentId: string): T | undefined {
    return this.entries.get(agentId)
  }

  delete(key: string): void {
    this.entries.delete(key)
  }

  clear(): void {
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }
}
