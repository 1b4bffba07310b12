/**
 * An esbuild plugin that ships a library's large data table as one JSON
 * string, parsed when the bundle loads, instead of an object literal.
 *
 * Why: the engine's scan of the hooks module pays for code, not bytes
 * (src/kernel/README.md). character-entities, the table of HTML's 2,125
 * named character references that micromark decodes `&amp;` with, is a
 * third of the Markdown bundle as an object literal; as one string literal
 * it is one token. JSON.parse gives back an equal object, so decoding is
 * unchanged.
 */
import type { Plugin } from 'esbuild'

/** Each table: the package, its export, and how the table is read in Node. */
export const PACKED_TABLES = [
  {
    specifier: 'character-entities',
    exportName: 'characterEntities',
    load: async () => (await import('character-entities')).characterEntities as Record<string, string>,
  },
] as const

/** The module that stands in for a table's package: one export, parsed from one string. */
export function packedModule(exportName: string, table: Readonly<Record<string, string>>): string {
  return `export const ${exportName} = JSON.parse(${JSON.stringify(JSON.stringify(table))})\n`
}

const NAMESPACE = 'packed-table'

export const packedTables: Plugin = {
  name: 'packed-tables',
  setup(b) {
    for (const { specifier, exportName, load } of PACKED_TABLES) {
      const filter = new RegExp(`^${specifier.replaceAll('-', '\\-')}$`)
      b.onResolve({ filter }, () => ({ path: specifier, namespace: NAMESPACE }))
      b.onLoad({ filter, namespace: NAMESPACE }, async () => ({ contents: packedModule(exportName, await load()), loader: 'js' }))
    }
  },
}
