import { expect, test } from 'vitest'
import { writeAfter, writeBehind, writesDone } from './write-behind.js'

test('writesDone waits on every write behind, those started meanwhile and failed ones too', async () => {
  const done: string[] = []
  const later = (name: string, ms: number, fail = false) =>
    new Promise<void>((resolve, reject) => setTimeout(() => (done.push(name), fail ? reject(new Error(name)) : resolve()), ms))
  writeBehind(later('a', 20))
  writeBehind(later('b', 5, true).finally(() => writeBehind(later('c', 20))))
  await writesDone()
  expect(done.sort()).toEqual(['a', 'b', 'c'])
})

test('with nothing behind, writesDone resolves at once', async () => {
  await expect(writesDone()).resolves.toBeUndefined()
})

test('writeAfter starts its work after the current turn, and writesDone waits on it from the start', async () => {
  const done: string[] = []
  writeAfter(async () => {
    done.push('work')
  })
  done.push('answer')
  await writesDone()
  expect(done).toEqual(['answer', 'work'])
})

test('a writeAfter that throws is waited on and kept out of the hook', async () => {
  writeAfter(() => Promise.reject(new Error('disk full')))
  await expect(writesDone()).resolves.toBeUndefined()
})
