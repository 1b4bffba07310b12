/**
 * vitest's global setup: the suite runs with HOME and CLAUDE_CONFIG_DIR
 * pointed at a fresh, empty stand-in for the person's home, so a test or a
 * client that does not give itself a temporary home writes there, never into
 * the real ~/.claude. spec/home/unchanged.spec.ts, in the group that runs
 * last, fails when anything landed in it. (A snapshot of the real folder
 * would also catch every other program on the machine that writes there.)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { realClaudePlaces, snapshot } from '../src/harness/home-guard.js'

declare module 'vitest' {
  export interface ProvidedContext {
    realClaudeBefore: [string, string][]
    realClaudePlaces: string[]
  }
}

export default function setup(project: TestProject): () => void {
  const standIn = fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-person-home-'))
  process.env.HOME = standIn
  process.env.CLAUDE_CONFIG_DIR = path.join(standIn, '.claude')
  const places = realClaudePlaces()
  project.provide('realClaudePlaces', places)
  project.provide('realClaudeBefore', [...snapshot(places)])
  return () => fs.rmSync(standIn, { recursive: true, force: true })
}
