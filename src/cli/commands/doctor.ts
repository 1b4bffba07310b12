/**
 * `claudetto doctor`: what a person needs to see why claudetto did what it
 * did, and to report it: the client's version, whether the plugin is
 * installed, enabled and loaded, each setting with its value and default,
 * where the records live and how big they are, and the last denies and blocks
 * of this project with their full reasons.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { type LogEntry, LOG_FOLDER, parseEntries, projectKey, segmentIndex } from '../../kernel/deny-log.js'
import type { Command, Io } from '../command.js'
import { type Manifest, ownPluginRoot, readManifest, type UserConfigField } from '../manifest.js'
import { configDir, homeOf } from './paths.js'

const run = promisify(execFile)

/** The client is asked twice (its version, its plugin list); each ask is cut at this. */
const CLIENT_TIMEOUT_MS = 15_000
/** Denies and blocks shown by default. */
const DEFAULT_LAST = 5

const USAGE = `usage: claudetto doctor [--last N] [--json] [--loaded-from DIR]

Prints the Claude Code version, whether claudetto is installed, enabled and
loaded, each setting with its value and default, where claudetto's records
live and how big they are, and the last denies and blocks in this project
with their full reasons (from ~/.claude/claudetto/). Paste it into a report.

  --last N  how many denies and blocks to show (default ${DEFAULT_LAST})
  --json    one JSON object on stdout
  --loaded-from DIR  the folder a session loaded claudetto from
            (/claudetto-doctor passes \${CLAUDE_PLUGIN_ROOT})
`

type Installed = { id: string; version?: string; scope?: string; enabled?: boolean; installPath?: string; readFromFolder?: string }

type Report = {
  claudetto: { version: string; root: string | null }
  client: { version: string | null; why?: string }
  plugin: { installed: Installed[]; loadedFrom: string | null; listError?: string }
  settings: { key: string; title: string; value: unknown; default: unknown; set: boolean }[]
  records: { what: string; folder: string; files: number; bytes: number }[]
  project: string
  last: LogEntry[]
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown
  } catch {
    return undefined
  }
}

async function client(env: Io['env'], args: string[]): Promise<{ text: string } | { why: string }> {
  const bin = env.CLAUDETTO_CLAUDE || 'claude'
  try {
    const { stdout } = await run(bin, args, { env: env as NodeJS.ProcessEnv, timeout: CLIENT_TIMEOUT_MS, encoding: 'utf8' })
    return { text: stdout.trim() }
  } catch (error) {
    const e = error as { code?: string; message?: string }
    return { why: e.code === 'ENOENT' ? `${bin} is not on PATH` : String(e.message ?? error).split('\n')[0] ?? 'failed' }
  }
}

/** Every file under a folder: how many and how many bytes. */
function sizeOf(folder: string): { files: number; bytes: number } {
  if (!fs.existsSync(folder)) return { files: 0, bytes: 0 }
  let files = 0
  let bytes = 0
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    files++
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size
  }
  return { files, bytes }
}

/** The stored options of the plugin: user settings' pluginConfigs under any of its ids. */
function storedOptions(config: string, ids: readonly string[]): Record<string, unknown> {
  const settings = readJson(path.join(config, 'settings.json'))
  const configs = isRecord(settings) && isRecord(settings.pluginConfigs) ? settings.pluginConfigs : {}
  for (const id of ids) {
    const entry = configs[id]
    if (isRecord(entry) && isRecord(entry.options)) return entry.options
  }
  return {}
}

/** The log folder of the nearest folder at or above cwd that has one. */
function projectLog(home: string, cwd: string): { project: string; entries: LogEntry[] } {
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    const key = projectKey(dir)
    const folder = key === null ? null : path.join(home, LOG_FOLDER, key)
    if (folder && fs.existsSync(folder)) {
      const entries = fs
        .readdirSync(folder)
        .filter(name => segmentIndex(name) !== null)
        .flatMap(name => parseEntries(fs.readFileSync(path.join(folder, name), 'utf8')))
      return { project: dir, entries: entries.sort((a, b) => a.time - b.time) }
    }
    if (path.dirname(dir) === dir) return { project: path.resolve(cwd), entries: [] }
  }
}

async function gather(io: Io, last: number, loadedFrom: string | null): Promise<Report> {
  const home = homeOf(io.env)
  const config = configDir(io.env)
  const root = ownPluginRoot()
  const manifest: Manifest = root ? readManifest(root) : { name: 'claudetto', version: 'unknown' }
  const [version, list] = await Promise.all([client(io.env, ['--version']), client(io.env, ['plugin', 'list', '--json'])])
  let installed: Installed[] = []
  let listError: string | undefined
  if ('text' in list) {
    try {
      const rows = JSON.parse(list.text) as unknown
      installed = Array.isArray(rows) ? rows.filter((r): r is Installed => isRecord(r) && typeof r.id === 'string' && r.id.startsWith(`${manifest.name}@`)) : []
    } catch {
      listError = 'claude plugin list --json printed no JSON'
    }
  } else listError = list.why
  const stored = storedOptions(config, [...installed.map(i => i.id), manifest.name, `${manifest.name}@inline`])
  const fields: [string, UserConfigField][] = Object.entries(manifest.userConfig ?? {})
  const settings = fields.map(([key, field]) => ({ key, title: field.title ?? key, value: key in stored ? stored[key] : field.default, default: field.default, set: key in stored }))
  const { project, entries } = projectLog(home, io.cwd)
  const records = [
    { what: 'deny and block log (claudetto doctor reads it)', folder: path.join(home, '.claude/claudetto'), ...sizeOf(path.join(home, '.claude/claudetto')) },
    { what: 'verified ledger and state (private: holds answers)', folder: path.join(home, '.claude/verified'), ...sizeOf(path.join(home, '.claude/verified')) },
  ]
  return {
    claudetto: { version: manifest.version, root },
    client: 'text' in version ? { version: version.text } : { version: null, why: version.why },
    plugin: { installed, loadedFrom: loadedFrom ?? io.env.CLAUDE_PLUGIN_ROOT ?? null, ...(listError ? { listError } : {}) },
    settings,
    records,
    project,
    last: entries.slice(-last),
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

function format(r: Report): string {
  const lines = [`claudetto ${r.claudetto.version}${r.claudetto.root ? ` (${r.claudetto.root})` : ''}`]
  lines.push(`Claude Code: ${r.client.version ?? `unknown (${r.client.why})`}`)
  if (r.plugin.installed.length === 0) lines.push(`Installed: no${r.plugin.listError ? ` (${r.plugin.listError})` : ''}`)
  for (const i of r.plugin.installed) {
    lines.push(`Installed: ${i.id} ${i.version ?? ''} (${i.scope ?? '?'} scope), ${i.enabled ? 'enabled' : 'disabled'}; read from ${i.readFromFolder ?? i.installPath ?? '?'}`)
  }
  lines.push(`Loaded in this session: ${r.plugin.loadedFrom ? `yes, from ${r.plugin.loadedFrom}` : 'not known here (run /claudetto-doctor in a session to see)'}`)
  lines.push('', 'Settings (change with /plugin configure, or claude plugin configure <id>):')
  for (const s of r.settings) lines.push(`  ${s.key} = ${JSON.stringify(s.value)}  (default ${JSON.stringify(s.default)}${s.set ? ', set' : ''})  ${s.title}`)
  lines.push('', 'Records:')
  for (const rec of r.records) lines.push(`  ${rec.folder}: ${rec.files} files, ${kb(rec.bytes)}, ${rec.what}`)
  lines.push('', `Last denies and blocks in ${r.project}:`)
  if (r.last.length === 0) lines.push('  none recorded')
  for (const e of r.last) {
    const where = [e.event, e.tool, e.path, e.agent ? `subagent ${e.agent}` : undefined].filter(Boolean).join(' ')
    lines.push(`  ${new Date(e.time).toISOString()} ${e.slice} ${e.kind} (${where})`)
    for (const line of e.reason.split('\n')) lines.push(`    ${line}`)
  }
  return `${lines.join('\n')}\n`
}

async function runDoctor(argv: readonly string[], io: Io): Promise<number> {
  let last = DEFAULT_LAST
  let json = false
  let loadedFrom: string | null = null
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--json') json = true
    else if (arg === '--loaded-from') {
      loadedFrom = argv[++i] || null
      if (loadedFrom === null) {
        io.err('claudetto doctor: --loaded-from needs a folder (claudetto doctor --help)\n')
        return 2
      }
    }
    else if (arg === '--last') {
      last = Number(argv[++i])
      if (!Number.isInteger(last) || last < 0) {
        io.err('claudetto doctor: --last needs a whole number (claudetto doctor --help)\n')
        return 2
      }
    } else {
      io.err(`claudetto doctor: unknown argument ${arg} (claudetto doctor --help)\n`)
      return 2
    }
  }
  const report = await gather(io, last, loadedFrom)
  io.out(json ? `${JSON.stringify(report, null, 2)}\n` : format(report))
  return 0
}

export const doctorCommand: Command = {
  name: 'doctor',
  summary: 'the client, the plugin, each setting and its default, the records, and the last denies and blocks here',
  usage: USAGE,
  run: runDoctor,
}
