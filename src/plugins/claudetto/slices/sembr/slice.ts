import type { Slice } from '../../../../kernel/slice.js'

export const slice: Slice = {
  name: 'sembr',
  summary: 'Rewrites Markdown writes and commit messages to one sentence per line before they run, so diffs stay small.',
  hooks: [
    {
      id: 'sembr.commit-message',
      event: 'tool.call',
      matcher: { tool: ['Bash'] },
      phase: 'rewrite',
      failure: 'open',
      why: 'A rewrite that cannot finish must leave the command as written: a throw or a timeout runs it unchanged.',
      module: './adapters/commit-message.js',
      handler: 'commitMessage',
    },
    {
      id: 'sembr.markdown-write',
      event: 'tool.call',
      matcher: { tool: ['Write', 'Edit'] },
      phase: 'rewrite',
      failure: 'open',
      why: 'A rewrite that cannot finish must leave the text as written: a throw or a timeout writes it unchanged.',
      module: './adapters/markdown-write.js',
      handler: 'markdownWrite',
    },
  ],
}
