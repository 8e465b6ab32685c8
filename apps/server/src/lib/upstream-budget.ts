/**
 * A count of upstream calls one piece of work may make (a request's fan-out): each call that actually goes
 * upstream, past the caches, spends one, and a call past the count fails with BudgetSpent before it is made.
 */
export interface UpstreamBudget {
  /** Spends one call, or throws BudgetSpent when none is left. */
  spend(): void;
}

export class BudgetSpent extends Error {
  constructor() {
    super('the upstream calls allowed for this request are spent');
    this.name = 'BudgetSpent';
  }
}

export function upstreamBudget(calls: number): UpstreamBudget {
  let left = calls;
  return {
    spend() {
      if (left <= 0) throw new BudgetSpent();
      left -= 1;
    },
  };
}
