import { homedir } from 'node:os';
import { join } from 'node:path';
import { cliIo } from './io.js';

/**
 * Where the CLI keeps its admin session: `TRADESIM_CONFIG_DIR` when set (tests, several
 * profiles), else `$XDG_CONFIG_HOME/tradesim`, else `~/.config/tradesim` (`%APPDATA%` on Windows).
 */
export function configDir(
  env: NodeJS.ProcessEnv = cliIo().env,
  home: string = homedir(),
  platform: NodeJS.Platform = process.platform,
): string {
  if (env.TRADESIM_CONFIG_DIR) return env.TRADESIM_CONFIG_DIR;
  if (env.XDG_CONFIG_HOME) return join(env.XDG_CONFIG_HOME, 'tradesim');
  if (platform === 'win32' && env.APPDATA) return join(env.APPDATA, 'tradesim');
  return join(home, '.config', 'tradesim');
}
