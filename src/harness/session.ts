/**
 * One real session of the pinned client, `claude -p --plugin-dir`, in a
 * temporary git project and HOME, against the scripted model.
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type ModelRequest, startScriptedModel, textOf, type Turn } from './scripted-model.js'

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..')
export const CLAUDE_BIN = path.join(REPO_ROOT, 'node_modules/.bin/claude')

export type SessionSpec = {
  turns: readonly Turn[]
  prompt?: string
  /** Project files, relative path to text (or lines). */
  files?: Record<string, string | string[]>
  /** Commit the project files after writing them. */
  commitFiles?: boolean
  executable?: string[]
  pathPrepend?: string | string[]
  /** `--allowedTools`; '' for none. */
  allowedTools?: string
  /** Defaults to acceptEdits unless extraArgs names one. */
  extraArgs?: string[]
  /** The plugin folder; defaults to this repository; '' loads none by flag (an installed plugin). */
  pluginDir?: string
  /** Use this HOME (kept by the caller), else a fresh one removed afterwards. */
  home?: string
  env?: Record<string, string>
  /** The plugin's userConfig values, written to the HOME's settings as the configure dialog stores them. */
  options?: Record<string, string | number | boolean>
  /** Input tokens each scripted turn reports, by its index (as session-harness.mjs reads it); a turn's own usage wins. */
  usageAt?: (number | null)[]
  timeoutS?: number
  /** Keep the project and debug log for a look afterwards. */
  keep?: boolean
}

export type ToolResult = { isError: boolean; text: string }

export type SessionRun = {
  project: string
  home: string
  exitCode: number | null
  stdout: string
  stderr: string
  /** Stream-json events. */
  events: Record<string, unknown>[]
  /** Tool results by tool_use id. */
  results: Map<string, ToolResult>
  /** Requests that took a scripted turn, in order. */
  requests: ModelRequest[]
  /** Requests with no tools (titles, summaries), in order. */
  sideRequests: ModelRequest[]
  debug: string
  /** Where the client's debug log is (removed by cleanup unless kept). */
  debugFile: string
  /** Whether the session was killed at its time limit. */
  timedOut: boolean
  ms: number
  /** The project file's text, or null when it is missing. */
  file: (rel: string) => string | null
  git: (...args: string[]) => string
  cleanup: () => void
}

const substitute = <T>(value: T, project: string): T =>
  JSON.parse(JSON.stringify(value).replaceAll('$PROJECT', project)) as T

/** Stores userConfig values in HOME's settings under each key a --plugin-dir or installed claudetto reads. */
function writeOptions(home: string, options: Record<string, string | number | boolean>): void {
  const file = path.join(home, '.claude', 'settings.json')
  const settings = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {}
  const configs = { ...(settings.pluginConfigs as Record<string, unknown> | undefined) }
  for (const id of ['claudetto', 'claudetto@inline', 'claudetto@claudetto']) configs[id] = { options }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, JSON.stringify({ ...settings, pluginConfigs: configs }, null, 2))
}

/** Each plain turn with a number in `usageAt` reports that many input tokens. */
function withUsage(turns: readonly Turn[], usageAt: readonly (number | null)[]): Turn[] {
  return turns.map((turn, i) => {
    const tokens = usageAt[i]
    return Array.isArray(turn) && typeof tokens === 'number' ? { blocks: turn, usage: { input_tokens: tokens, output_tokens: 10 } } : turn
  })
}

export async function runSession(spec: SessionSpec): Promise<SessionRun> {
  const project = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-proj-')))
  const ownHome = spec.home === undefined
  const home = spec.home ?? fs.mkdtempSync(path.join(os.tmpdir(), 'claudetto-home-'))
  for (const [rel, content] of Object.entries(spec.files ?? {})) {
    const file = path.join(project, rel)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, typeof content === 'string' ? content : content.join('\n'))
  }
  for (const rel of spec.executable ?? []) fs.chmodSync(path.join(project, rel), 0o755)
  if (spec.options) writeOptions(home, spec.options)
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=e', '-c', 'user.email=e@e', ...args], { cwd: project, encoding: 'utf8' })
  git('init', '-q')
  git('commit', '-q', '--allow-empty', '-m', 'init')
  if (spec.commitFiles) {
    git('add', '-A')
    git('commit', '-q', '-m', 'files')
  }
  const turns = withUsage(substitute(spec.turns, project), spec.usageAt ?? [])
  const model = await startScriptedModel(turns)
  const debugFile = path.join(path.dirname(project), `${path.basename(project)}.debug.log`)
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    HOME: home,
    // The client keeps its settings, telemetry and transcripts here: never the person's own.
    CLAUDE_CONFIG_DIR: path.join(home, '.claude'),
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
    ANTHROPIC_BASE_URL: model.url,
    ANTHROPIC_API_KEY: 'sk-ant-local',
    ...spec.env,
  }
  for (const name of Object.keys(env)) if (name.startsWith('CLAUDECODE') || name === 'CLAUDE_CODE_ENTRYPOINT') delete env[name]
  if (spec.pathPrepend) {
    env.PATH = [spec.pathPrepend].flat().map(d => path.join(project, d)).concat(env.PATH ?? []).join(path.delimiter)
  }
  const allowed = spec.allowedTools ?? 'Bash Read Write Edit'
  const extra = spec.extraArgs ?? []
  const argv = [
    '-p', spec.prompt ?? 'Go on.',
    ...(spec.pluginDir === '' ? [] : ['--plugin-dir', spec.pluginDir ?? REPO_ROOT]),
    ...(extra.includes('--permission-mode') ? [] : ['--permission-mode', 'acceptEdits']),
    ...(allowed ? ['--allowedTools', allowed] : []),
    '--output-format', 'stream-json', '--verbose', '--debug-file', debugFile,
    ...extra,
  ]
  const started = Date.now()
  let timedOut = false
  const out = await new Promise<{ code: number | null; stdout: string; stderr: string }>(resolve => {
    const child = spawn(CLAUDE_BIN, argv, { cwd: project, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', d => (stdout += d))
    child.stderr.on('data', d => (stderr += d))
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, (spec.timeoutS ?? 90) * 1000)
    child.on('close', code => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
  await model.close()
  const events = out.stdout.split('\n').filter(Boolean).flatMap(line => {
    try {
      return [JSON.parse(line) as Record<string, unknown>]
    } catch {
      return []
    }
  })
  const results = new Map<string, ToolResult>()
  for (const event of events) {
    const message = event.message as { content?: unknown } | undefined
    if (event.type !== 'user' || !Array.isArray(message?.content)) continue
    for (const c of message.content as { type: string; tool_use_id: string; is_error?: boolean; content: unknown }[]) {
      if (c.type === 'tool_result') results.set(c.tool_use_id, { isError: c.is_error === true, text: textOf(c.content) })
    }
  }
  const debug = fs.existsSync(debugFile) ? fs.readFileSync(debugFile, 'utf8') : ''
  const cleanup = () => {
    if (spec.keep) return
    fs.rmSync(project, { recursive: true, force: true })
    fs.rmSync(debugFile, { force: true })
    if (ownHome) fs.rmSync(home, { recursive: true, force: true })
  }
  return {
    project,
    home,
    exitCode: out.code,
    stdout: out.stdout,
    stderr: out.stderr,
    events,
    results,
    requests: model.requests,
    sideRequests: model.sideRequests,
    debug,
    debugFile,
    timedOut,
    ms: Date.now() - started,
    file: rel => {
      const file = path.join(project, rel)
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null
    },
    git,
    cleanup,
  }
}

/** The newest user text of a request: what a Stop block or a deny put before the model. */
export function newestUserText(request: ModelRequest | undefined): string {
  return request ? textOf(request.messages.at(-1)?.content ?? '') : ''
}

/** Hook timings the engine logged for a plugin: `<name>@inline <event> settled in <ms>ms`. */
export function settledTimes(debug: string, plugin = 'claudetto'): { event: string; ms: number }[] {
  const pattern = new RegExp(`${plugin}@inline ([\\w.]+) settled in ([\\d.]+)ms`, 'g')
  return [...debug.matchAll(pattern)].map(m => ({ event: m[1] ?? '', ms: Number(m[2]) }))
}
