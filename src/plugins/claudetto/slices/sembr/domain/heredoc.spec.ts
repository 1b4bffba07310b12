import { describe, expect, test } from 'vitest'
import { rewriteCommand, rewriteCommandSteps, splitCommitMessage } from './heredoc.js'

const commit = (delimiter: string, body: string) => `git commit -m "$(cat <<${delimiter}\n${body}\nEOF\n)"`

// Rewritten: the message heredoc of a commit or PR call gets one sentence per line; the rest stays.
const rewritten: [string, string, string][] = [
  ['quoted heredoc', commit("'EOF'", 'Fix the cache\n\nThe key was wrong. It missed the path.'), commit("'EOF'", 'Fix the cache\n\nThe key was wrong.\nIt missed the path.')],
  ['double-quoted delimiter', commit('"EOF"', 'Fix it\n\nOne here. Two here.'), commit('"EOF"', 'Fix it\n\nOne here.\nTwo here.')],
  ['any delimiter, -F -', "git commit -F - <<'MSG'\nFix it\n\nOne here. Two here.\nMSG", "git commit -F - <<'MSG'\nFix it\n\nOne here.\nTwo here.\nMSG"],
  ['<<- with tabs before the delimiter', "git commit -F - <<-'EOF'\nFix it\n\nOne here. Two here.\n\tEOF", "git commit -F - <<-'EOF'\nFix it\n\nOne here.\nTwo here.\n\tEOF"],
  ['after git add &&', "git add -A && git commit -m \"$(cat <<'EOF'\nFix it\n\nOne here. Two here.\nEOF\n)\"", "git add -A && git commit -m \"$(cat <<'EOF'\nFix it\n\nOne here.\nTwo here.\nEOF\n)\""],
  ['gh pr create body', "gh pr create --title \"Fix. It\" --body \"$(cat <<'EOF'\n## Summary\n\n- One here. Two here.\nEOF\n)\"", "gh pr create --title \"Fix. It\" --body \"$(cat <<'EOF'\n## Summary\n\n- One here.\n  Two here.\nEOF\n)\""],
]

// As written: commands the rewrite must not touch.
const asWritten: [string, string][] = [
  ['unquoted heredoc', 'git commit -F - <<EOF\nFix it\n\nOne here. Two here.\nEOF'],
  ['-m without heredoc', 'git commit -m "Fix it. Now."'],
  ['heredoc of another command', "cat > notes.md <<'EOF'\nOne here. Two here.\nEOF"],
  ['no terminator', "git commit -F - <<'EOF'\nFix it\n\nOne here. Two here."],
  ['subject only', commit("'EOF'", 'Fix the cache. Add a test.')],
  ['already split', commit("'EOF'", 'Fix it\n\nOne here.\nTwo here.')],
]

describe('rewritten', () => {
  test.each(rewritten)('%s', (_name, input, output) => {
    expect(rewriteCommand(input)).toBe(output)
  })
})

describe('as written', () => {
  test.each(asWritten)('%s', (_name, input) => {
    expect(rewriteCommand(input)).toBe(input)
  })
})

test('the subject line stays whole; the body is split', () => {
  expect(splitCommitMessage('Fix it. Now.\n\nOne here. Two here.\n')).toBe('Fix it. Now.\n\nOne here.\nTwo here.\n')
})

test('nothing outside the heredoc body changes', () => {
  const input = `echo "a. B" && ${commit("'EOF'", 'Subject\n\nOne here. Two here.')} && echo "c. D"`
  const output = rewriteCommand(input)
  const body = (s: string) => s.slice(s.indexOf("<<'EOF'\n"), s.indexOf('\nEOF\n'))
  expect(output.replace(body(output), '')).toBe(input.replace(body(input), ''))
  expect(body(output)).toContain('One here.\nTwo here.')
})

// `*_` x 16,000 in a commit body took 11 s in one step and unloaded the plugin.
test('a body of many inline mark runs passes as written, quickly, one step at a time', { timeout: 10_000 }, () => {
  const input = commit("'EOF'", `Subject\n\nOne. Two. ${'*_'.repeat(16_000)}`)
  const started = Date.now()
  expect(rewriteCommand(input)).toBe(input)
  expect(Date.now() - started).toBeLessThan(2_000)
})

test('the rewrite yields between the chunks of a long body', () => {
  const body = Array.from({ length: 200 }, (_, i) => `Paragraph ${i} here. It has two sentences.`).join('\n\n')
  const steps = rewriteCommandSteps(commit("'EOF'", `Subject\n\n${body}`))
  let yields = 0
  let step = steps.next()
  while (!step.done) {
    yields += 1
    step = steps.next()
  }
  expect(yields).toBeGreaterThan(1)
  expect(step.value).toContain('Paragraph 199 here.\nIt has two sentences.')
})
