import type { Command } from '../command.js'

export const gold: Command = { name: 'gold', summary: 'hand labels for the verified replay', usage: 'usage: claudetto gold (--sample N | --page | --agreement)\n', run: async () => 2 }
