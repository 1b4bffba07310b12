/**
 * A session's worth of tool results for a bench: `count` Bash calls, `perTurn`
 * to a scripted turn, each running the command `commandOf(n)` builds.
 */
import type { Block } from '../harness/scripted-model.js'

export function bashTurns(count: number, perTurn: number, commandOf: (n: number) => string): Block[][] {
  return Array.from({ length: Math.ceil(count / perTurn) }, (_, t) =>
    Array.from({ length: Math.min(perTurn, count - t * perTurn) }, (_, i): Block => {
      const n = t * perTurn + i
      return { type: 'tool_use', id: `toolu_b${n}`, name: 'Bash', input: { command: commandOf(n), description: `step ${n}` } }
    }),
  )
}
