import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Runs `work` while asking `ask` again and again, and counts the answers that came while it ran: requests of others
 * answered meanwhile, not how long anything took.
 */
export async function answeredDuring<T>(work: Promise<T>, ask: () => Promise<unknown>): Promise<{ result: T; answered: number }> {
  let running = true;
  let answered = 0;
  const asking = (async () => {
    while (running) {
      // A request answered without leaving the microtask queue would otherwise starve `work` of every turn.
      await nextTurn();
      await ask();
      if (running) answered++;
    }
  })();
  try {
    return { result: await work, answered };
  } finally {
    running = false;
    await asking;
  }
}
