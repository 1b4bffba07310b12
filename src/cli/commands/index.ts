/** Every `claudetto` command, as `claudetto --help` lists them. */
import type { Command } from '../command.js'
import { doctorCommand } from './doctor.js'
import { gold } from './gold.js'
import { replayGroundCommand } from './replay-ground.js'
import { replayVerified } from './replay-verified.js'

export const COMMANDS: readonly Command[] = [replayGroundCommand, replayVerified, gold, doctorCommand]
