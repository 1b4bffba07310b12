/**
 * The demo's scripted session: the agent writes a plan with a number it never
 * measured, claudetto denies it, the agent looks the number up, names the
 * source, and the plan lands.
 */
import type { SessionSpec } from '../harness/session.js'

const PLAN = '$PROJECT/openspec/changes/upload-limit/proposal.md'

export const DEMO: SessionSpec = {
  prompt: 'Write a proposal to raise the upload limit.',
  files: {
    'src/config.js': ['// Limits the upload handler enforces.', '', 'export const MAX_UPLOAD_BYTES = 10485760', ''],
  },
  commitFiles: true,
  turns: [
    [
      { type: 'text', text: 'I will write the proposal.' },
      {
        type: 'tool_use',
        id: 'toolu_plan1',
        name: 'Write',
        input: {
          file_path: PLAN,
          content: '# Raise the upload limit\n\nThe upload handler rejects files over 8388608 bytes. Raise the limit so larger files go through.\n',
        },
      },
    ],
    [
      { type: 'text', text: 'The limit needs a source. Let me look it up.' },
      { type: 'tool_use', id: 'toolu_grep', name: 'Bash', input: { command: 'grep -n MAX_UPLOAD src/config.js', description: 'Find the upload limit' } },
    ],
    [
      {
        type: 'tool_use',
        id: 'toolu_plan2',
        name: 'Write',
        input: {
          file_path: PLAN,
          content:
            '# Raise the upload limit\n\nThe upload handler rejects files over 10485760 bytes (`src/config.js:3`). Raise the limit so larger files go through.\n',
        },
      },
    ],
    [{ type: 'text', text: 'Wrote the proposal; the current limit comes from src/config.js:3.' }],
  ],
}
