/** session.end: the records written behind the last answers are finished before the session ends. */
import type { Hook } from 'claude-code'
import { writesDone } from '../../../../../kernel/write-behind.js'

export const flushRecords: Hook<'session.end'> = async ($, e, next) => {
  await writesDone()
  return next(e)
}
