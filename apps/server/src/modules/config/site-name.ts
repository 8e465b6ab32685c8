import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { readSetting, writeSetting } from '../../db/settings.ts';
import type { MessageBus } from '../../lib/message-bus.ts';

/**
 * The site's name (docs/accounts.md#setup): as its owner named it at setup or in the admin screen (the 'site_name'
 * setting), or SITE_NAME until then. Each node holds it in memory, as its pages and replies are built from it, and
 * reads it again when any node says it changed.
 */
export interface SiteName {
  current(): string;
  /** Reads the stored name again on this node, then has every other node do so: call it once a rename is saved. */
  changed(): Promise<void>;
  /** Called on this node with each new name: for what was built from the old one. */
  onChange(listener: (name: string) => void): void;
}

const SITE_NAME_SETTING = 'site_name';
const CHANNEL = 'site-name';

/** Saves the site's name; `changed()` then makes it current on every node. */
export function saveSiteName(db: Kysely<DB>, name: string): Promise<void> {
  return writeSetting(db, SITE_NAME_SETTING, name);
}

async function storedSiteName(db: Kysely<DB>): Promise<string | undefined> {
  return (await readSetting(db, SITE_NAME_SETTING)) || undefined;
}

export async function loadSiteName(
  db: Kysely<DB>,
  configured: string,
  bus: MessageBus,
  log: FastifyBaseLogger,
): Promise<SiteName> {
  let name = (await storedSiteName(db)) ?? configured;
  const listeners: ((name: string) => void)[] = [];
  const reread = async () => {
    const stored = (await storedSiteName(db)) ?? configured;
    if (stored === name) return;
    name = stored;
    for (const listener of listeners) listener(name);
  };
  // The message only says "look again": the name itself comes from the database, never from the bus.
  bus.subscribe(CHANNEL, () => {
    reread().catch((error: unknown) => log.warn({ err: error }, "the site's new name could not be read"));
  });
  return {
    current: () => name,
    async changed() {
      await reread();
      await bus.publish(CHANNEL, {});
    },
    onChange: (listener) => listeners.push(listener),
  };
}
