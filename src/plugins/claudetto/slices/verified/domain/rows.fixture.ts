/** Rows for the specs: one assistant row per call, its output on the call. */
import type { Row, ToolUse } from '../../../../../kernel/rows.js'

let n = 0
const call = (tool: string, input: Record<string, unknown>, text: string, isError = false): ToolUse =>
  ({ id: `t${++n}`, tool, input, text, ...(isError ? { isError } : {}) })

export const bash = (command: string, output = '', isError = false): Row =>
  ({ role: 'assistant', text: '', toolUses: [call('Bash', { command }, output, isError)] })
export const write = (file_path: string): Row =>
  ({ role: 'assistant', text: '', toolUses: [call('Write', { file_path, content: 'x' }, `File created successfully at: ${file_path}`)] })
export const edit = (file_path: string): Row =>
  ({ role: 'assistant', text: '', toolUses: [call('Edit', { file_path, old_string: 'a', new_string: 'b' }, `The file ${file_path} has been updated.`)] })
export const read = (file_path: string, text = '1\tx'): Row =>
  ({ role: 'assistant', text: '', toolUses: [call('Read', { file_path }, text)] })
export const fetchUrl = (url: string, text = 'page', isError = false): Row =>
  ({ role: 'assistant', text: '', toolUses: [call('WebFetch', { url, prompt: 'read' }, text, isError)] })
export const search = (query: string, text = ''): Row =>
  ({ role: 'assistant', text: '', toolUses: [call('WebSearch', { query }, text)] })
export const user = (text: string): Row => ({ role: 'user', text, toolUses: [] })
