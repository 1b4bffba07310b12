/** Every `claudetto` command, as `claudetto --help` lists them. */
import type { Command } from '../command.js'
import { doctorCommand } from './doctor.js'
import { replayGroundCommand } from './replay-ground.js'

export const COMMANDS: readonly Command[] = [replayGroundCommand, doctorCommand]
