/**
 * Convention claims: an npm or npx command in a project with `bun.lock` or
 * `bun.lockb`, or a pip command in a project with `uv.lock`, when no user rule
 * (a user message or CLAUDE.md) names that tool. A command, not the word: "an
 * npm marketplace" is no claim.
 */
import type { Finding } from '../../../../../../kernel/findings.js'

const NPM_SUBCOMMANDS =
  'install|i|ci|run|run-script|test|t|start|exec|x|add|uninstall|remove|rm|update|up|init|create|publish|pack|link|audit|outdated|ls|version|dedupe|prune|rebuild'
const PIP_SUBCOMMANDS = 'install|uninstall|freeze|download|wheel|show|list|check'

/** English words that follow "npx" in a sentence about it, not as the package it runs. */
const NOT_A_PACKAGE = '(?:to|and|or|is|are|was|the|a|an|for|with|in|on|as|command|commands|itself|instead|here|there|but|so|then|from|by|cli)\\b'

/** `mentions`: letters every match of `command` holds, so a plan without them needs no lockfile looked up. */
type Rule = { tool: string; lockfiles: readonly string[]; command: RegExp; mentions: RegExp; named: RegExp; instead: string }

export const RULES: readonly Rule[] = [
  {
    tool: 'npm',
    lockfiles: ['bun.lock', 'bun.lockb'],
    command: new RegExp(`(?<![\\w/.-])(?:npm\\s+(?:${NPM_SUBCOMMANDS})(?![\\w-])|npx\\s+(?!${NOT_A_PACKAGE})[@\\w][\\w@/.:-]*)`, 'gi'),
    mentions: /np[mx]/i,
    named: /\b(?:npm|npx)\b/i,
    instead: 'bun',
  },
  {
    tool: 'pip',
    lockfiles: ['uv.lock'],
    command: new RegExp(`(?<![\\w/.-])(?:pip3?\\s+(?:${PIP_SUBCOMMANDS})\\b|python3?\\s+-m\\s+pip\\b)`, 'gi'),
    mentions: /pip/i,
    named: /\bpip3?\b/i,
    instead: 'uv',
  },
]

/** Every lockfile a rule reads: the project cache keeps their lookups (adapters/plan-write.ts). */
export const LOCKFILES: readonly string[] = RULES.flatMap(rule => rule.lockfiles)

/** The lockfiles worth asking the project for: those of a rule whose command the text may hold. */
export function lockfilesFor(text: string): string[] {
  return RULES.filter(rule => rule.mentions.test(text)).flatMap(rule => rule.lockfiles)
}

/**
 * @param lockfiles names of the lockfiles at the project root
 * @param userRules the person's messages and CLAUDE.md
 */
export function conventionClaims(text: string, lockfiles: ReadonlySet<string>, userRules: readonly string[]): Finding[] {
  const findings: Finding[] = []
  for (const rule of RULES) {
    const lock = rule.lockfiles.find(name => lockfiles.has(name))
    if (lock === undefined) continue
    if (userRules.some(t => rule.named.test(t))) continue
    const seen = new Set<string>()
    for (const m of text.matchAll(rule.command)) {
      const command = m[0].trim()
      if (seen.has(command)) continue
      seen.add(command)
      findings.push({
        kind: 'convention',
        text: command,
        why: `the project has ${lock} (${rule.instead}), and no user message or CLAUDE.md names ${rule.tool}`,
        at: m.index,
      })
    }
  }
  return findings
}
