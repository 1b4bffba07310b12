import { describe, expect, test } from 'vitest'
import { hookTimes } from './hook-times.js'

const log = [
  '2026-12-02T17:48:00.454Z [DEBUG] hooks module claudetto@inline turn.step stream settled in 88.5ms (worker hop, next() included)',
  '2026-12-02T17:48:00.519Z [INFO] [Stall] tool_dispatch_start tool=Bash toolUseId=toolu_b1 permissionDecisionMs=8',
  '2026-12-02T17:48:00.669Z [INFO] [Stall] tool_dispatch_end tool=Bash toolUseId=toolu_b1 outcome=ok durationMs=151',
  '2026-12-02T17:48:00.672Z [DEBUG] hooks module claudetto@inline tool.call settled in 165.1ms (worker hop, next() included)',
  '2026-12-02T17:48:00.673Z [DEBUG] hooks module cc-plugin-agents-md@builtin tool.call settled in 2.0ms (native link, next() included)',
  '2026-12-02T17:48:00.741Z [DEBUG] hooks module claudetto@inline classic.Stop settled in 28.7ms (worker hop, next() included)',
].join('\n')

describe('hook times', () => {
  test('a tool.call is charged its own time, not the tool run beneath it', () => {
    expect(hookTimes(log)).toEqual([
      { event: 'turn.step', ms: 88.5 },
      { event: 'tool.call', ms: 14.1 },
      { event: 'classic.Stop', ms: 28.7 },
    ])
  })
  test('a tool.call whose tool was denied before it ran keeps its whole time', () => {
    expect(hookTimes('hooks module claudetto@inline tool.call settled in 40.0ms (worker hop, next() included)')).toEqual([{ event: 'tool.call', ms: 40 }])
  })
  test('other events are never charged a tool run', () => {
    const only = 'tool_dispatch_end tool=Bash toolUseId=t outcome=ok durationMs=500\nhooks module claudetto@inline classic.Stop settled in 30.0ms (x)'
    expect(hookTimes(only)).toEqual([{ event: 'classic.Stop', ms: 30 }])
  })
})
