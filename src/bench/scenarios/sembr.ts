/**
 * sembr's cost: one Write of a 50 KB Markdown file of the kind a plan or a
 * README holds (headings, prose paragraphs, lists, quotes, code, a table),
 * every paragraph a few sentences on one line, so the rewrite splits them all.
 */
import type { BenchScenario } from '../scenario.js'

const SECTION = [
  '## Step {n}. Load the config',
  '',
  'The loader reads `config.json` from the project root. It falls back to defaults, e.g. an empty cache, when the file is missing. Errors are reported once per session (see [the notes](docs/notes.md)). Version 1.2.3 fixed the reload.',
  '',
  '- Read the file once. Keep the parsed value in memory.',
  '- Watch it for changes. Reload on save, not on every read.',
  '  A second line of the item. It has two sentences.',
  '',
  '> The cache is warm after the first read. Later reads cost nothing.',
  '',
  '```ts',
  'const config = load("config.json") // One. Two.',
  '```',
  '',
  '| Field | Meaning. Here |',
  '|---|---|',
  '| ttl | Seconds. Zero keeps it. |',
  '',
  'Dr. Chen reviewed the design vs. the old one. She approved it. The old loader is removed in the next change.',
  '',
].join('\n')

/** About `bytes` of Markdown, whole sections. */
export function benchMarkdown(bytes: number): string {
  const parts: string[] = ['# Plan for the config loader', '']
  let size = 0
  for (let n = 1; size < bytes; n += 1) {
    const section = SECTION.replace('{n}', String(n))
    parts.push(section)
    size += section.length + 1
  }
  return parts.join('\n')
}

export const scenarios: BenchScenario[] = [
  {
    name: 'sembr: Write of a 50 KB Markdown file, every paragraph split',
    event: 'tool.call',
    matcher: "{ tool: ['Write', 'Edit'] }",
    spec: {
      prompt: 'Write the plan.',
      turns: [
        [{ type: 'tool_use', id: 'toolu_w1', name: 'Write', input: { file_path: '$PROJECT/docs/plan.md', content: benchMarkdown(50 * 1024) } }],
        [{ type: 'text', text: 'Wrote the plan.' }],
      ],
    },
  },
]
