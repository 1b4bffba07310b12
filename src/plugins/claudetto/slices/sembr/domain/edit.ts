/**
 * An Edit of a Markdown file, rewritten in the file's context. Pure.
 *
 * `new_string` is split where it lands: the file with the edit applied is
 * split as a whole and only the breaks inside the new text are kept, so a
 * new text that lands in a code block or a table is left alone and a list
 * item's continuation lines get the item's indent.
 *
 * `old_string` may quote two sentences on one line that the file, split by an
 * earlier write, holds on two lines. When the file does not hold the old text
 * but holds exactly one copy of its split form, the old text becomes that copy.
 */
import { MAX_EDITED_FILE_CHARS, MAX_REWRITTEN_CHARS } from '../limits.js'
import { applyBreaks } from './breaks.js'
import { type SplitOptions, splitMarkdown, splitSteps } from './split-markdown.js'

export type EditInput = { file: string; oldString: string; newString: string; replaceAll: boolean }
export type EditRewrite = { oldString: string; newString: string; why?: string }

/** The rewrite at once (in Node, or where the texts are small). */
export function rewriteEdit(input: EditInput, options: SplitOptions = {}): EditRewrite {
  const steps = rewriteEditSteps(input, options)
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/** The rewrite, one parsed chunk of the file per step (see `splitSteps`). */
export function* rewriteEditSteps(input: EditInput, options: SplitOptions = {}): Generator<number, EditRewrite> {
  const { file, newString, replaceAll } = input
  const unchanged = (why: string): EditRewrite => ({ oldString: input.oldString, newString, why })
  if (file.length > MAX_EDITED_FILE_CHARS) return unchanged(`the file's ${file.length} chars is over the read size`)
  if (newString.length > MAX_REWRITTEN_CHARS) return unchanged(`${newString.length} chars is over the rewritten size`)
  const oldString = splitOldString(file, input.oldString, options)
  const at = oldString === '' ? -1 : file.indexOf(oldString)
  if (at < 0) return { oldString, newString, why: 'the old text is not in the file' }
  // With replace_all the new text lands in several places; one context cannot speak for all of them.
  if (replaceAll && file.indexOf(oldString, at + 1) >= 0) return { oldString, newString, why: 'replace_all of a repeated text' }
  return { oldString, newString: yield* splitInContext(file, at, oldString.length, newString, options) }
}

/** The file's split copy of `oldString`, when the file holds it once and not the text as given. */
export function splitOldString(file: string, oldString: string, options: SplitOptions = {}): string {
  if (oldString === '' || file.includes(oldString)) return oldString
  const { breaks } = splitMarkdown(oldString, options)
  if (breaks.length === 0) return oldString
  // Between two sentences the file holds a line ending and a continuation prefix (`>`, indent).
  const pieces: string[] = []
  let from = 0
  for (const b of breaks) {
    pieces.push(escape(oldString.slice(from, b.at)))
    from = b.at + b.removed.length
  }
  pieces.push(escape(oldString.slice(from)))
  const found = [...file.matchAll(new RegExp(pieces.join('\\r?\\n[ \\t>]*'), 'g'))]
  return found.length === 1 && found[0] !== undefined ? found[0][0] : oldString
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `newString` with the breaks the edited file would get inside it; the rest of the file stays as it is on disk. */
function* splitInContext(file: string, at: number, oldLength: number, newString: string, options: SplitOptions): Generator<number, string> {
  const edited = file.slice(0, at) + newString + file.slice(at + oldLength)
  const { breaks } = yield* splitSteps(edited, options, { start: at, end: at + newString.length })
  return breaks.length === 0 ? newString : applyBreaks(newString, breaks.map(b => ({ ...b, at: b.at - at })))
}
