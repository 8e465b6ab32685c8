import path from 'node:path';

/**
 * Backups the server writes while it runs (docs/operations.md#backups-and-restores): BACKUP_DIR, with BACKUP_INTERVAL
 * (hours) and BACKUP_KEEP. Read by loadConfig (config.ts), whose ConfigError it throws.
 */

export interface BackupConfig {
  /** The folder the backups go to, absolute. */
  dir: string;
  intervalHours: number;
  /** How many backups are kept; older ones are deleted. */
  keep: number;
}

type Env = Record<string, string | undefined>;
type ConfigErrorClass = new (message: string) => Error;

function wholeNumber(env: Env, name: string, fallback: number, max: number, ConfigError: ConfigErrorClass): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new ConfigError(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  return n;
}

export function backupConfig(env: Env, cwd: string, ConfigError: ConfigErrorClass): BackupConfig | undefined {
  const dir = env.BACKUP_DIR?.trim();
  if (!dir) {
    for (const name of ['BACKUP_INTERVAL', 'BACKUP_KEEP']) {
      if (env[name]?.trim()) throw new ConfigError(`${name} is set but BACKUP_DIR is empty: set BACKUP_DIR to write backups`);
    }
    return undefined;
  }
  return {
    dir: path.resolve(cwd, dir),
    intervalHours: wholeNumber(env, 'BACKUP_INTERVAL', 24, 24 * 365, ConfigError),
    keep: wholeNumber(env, 'BACKUP_KEEP', 7, 10_000, ConfigError),
  };
}
