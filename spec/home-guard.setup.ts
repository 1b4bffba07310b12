/**
 * vitest's global setup: snapshots the person's own Claude Code folders
 * before the suite; spec/home/unchanged.spec.ts, in the group that runs last,
 * compares them after every other test has run.
 */
import type { TestProject } from 'vitest/node'
import { realClaudePlaces, snapshot } from '../src/harness/home-guard.js'

declare module 'vitest' {
  export interface ProvidedContext {
    realClaudeBefore: [string, string][]
    realClaudePlaces: string[]
  }
}

export default function setup(project: TestProject): void {
  const places = realClaudePlaces()
  project.provide('realClaudePlaces', places)
  project.provide('realClaudeBefore', [...snapshot(places)])
}
