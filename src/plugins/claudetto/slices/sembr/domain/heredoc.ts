/**
 * The message of a `git commit` or `gh pr create` call, written as a quoted
 * heredoc (`<<'EOF'` or `<<"EOF"`, any delimiter, `<<-` too), rewritten in
 * place with one sentence per line. Pure; every other byte of the command
 * stays as written. An unquoted heredoc is left alone: the shell expands it,
 * so its text is not the message as written.
 */
import { MAX_COMMAND_CHARS } from '../limits.js'
import { splitSteps } from './split-markdown.js'

const OPERATOR = /<<(-?)[ \t]*(['"])([A-Za-z_][A-Za-z0-9_.-]*)\2/g
const GIT_COMMIT = /\bgit\b[^\n;&|]*?\bcommit\b/
const GH_PR_CREATE = /\bgh[ \t]+pr[ \t]+create\b/

export type Heredoc = { kind: 'commit' | 'pr'; bodyStart: number; bodyEnd: number }

/** The quoted heredocs of the command that a `git commit` or `gh pr create` on the same line reads. */
export function messageHeredocs(command: string): Heredoc[] {
  const found: Heredoc[] = []
  let searchFrom = 0
  for (;;) {
    OPERATOR.lastIndex = searchFrom
    const op = OPERATOR.exec(command)
    if (op === null) break
    const lineStart = command.lastIndexOf('\n', op.index - 1) + 1
    const before = command.slice(lineStart, op.index)
    const kind = GIT_COMMIT.test(before) ? 'commit' : GH_PR_CREATE.test(before) ? 'pr' : null
    const newline = command.indexOf('\n', op.index)
    if (newline < 0) break
    const bodyStart = newline + 1
    const bodyEnd = terminatorAt(command, bodyStart, op[3] ?? '', op[1] === '-')
    if (bodyEnd < 0) break
    if (kind !== null) found.push({ kind, bodyStart, bodyEnd })
    searchFrom = bodyEnd
  }
  return found
}

/** Where the line holding only the delimiter starts (tabs before it allowed with `<<-`), or -1. */
function terminatorAt(command: string, from: number, delimiter: string, dash: boolean): number {
  let lineStart = from
  while (lineStart <= command.length) {
    const newline = command.indexOf('\n', lineStart)
    const lineEnd = newline < 0 ? command.length : newline
    const line = command.slice(lineStart, lineEnd)
    if ((dash ? line.replace(/^\t+/, '') : line) === delimiter) return lineStart
    if (newline < 0) return -1
    lineStart = newline + 1
  }
  return -1
}

/** A commit message keeps its subject line as written; the body after it is Markdown-ish prose. */
export function splitCommitMessage(message: string): string {
  return finishSteps(splitCommitMessageSteps(message))
}

function* splitCommitMessageSteps(message: string): Generator<number, string> {
  const newline = message.indexOf('\n')
  if (newline < 0) return message
  return message.slice(0, newline + 1) + (yield* splitSteps(message.slice(newline + 1), {})).text
}

/** The command with each message heredoc split; the command as written when there is none. */
export function rewriteCommand(command: string): string {
  return finishSteps(rewriteCommandSteps(command))
}

/**
 * The rewrite, one parsed chunk of a message per step, so the hook can wait
 * on the clock between steps and stop when its budget runs low, as the
 * Markdown write does.
 */
export function* rewriteCommandSteps(command: string): Generator<number, string> {
  if (command.length > MAX_COMMAND_CHARS || !command.includes('<<')) return command
  let out = command
  // From the last heredoc back, so earlier offsets still hold.
  for (const doc of messageHeredocs(command).reverse()) {
    const body = out.slice(doc.bodyStart, doc.bodyEnd)
    const split = doc.kind === 'commit' ? yield* splitCommitMessageSteps(body) : (yield* splitSteps(body, {})).text
    out = out.slice(0, doc.bodyStart) + split + out.slice(doc.bodyEnd)
  }
  return out
}

function finishSteps<T>(steps: Generator<number, T>): T {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}
