/**
 * Who still wants a rendering that has not started: its signal aborts once every request that asked for it
 * has closed. Asked for without a request (at start, a refresh in the background), it is always wanted.
 */
export class Waiters {
  private readonly controller = new AbortController();
  private waiting = 0;
  private always = false;
  readonly signal = this.controller.signal;

  add(request: AbortSignal | undefined): void {
    if (!request) this.always = true;
    else if (!request.aborted) {
      this.waiting += 1;
      request.addEventListener(
        'abort',
        () => {
          this.waiting -= 1;
          this.settle();
        },
        { once: true },
      );
    }
    this.settle();
  }

  private settle(): void {
    if (this.waiting === 0 && !this.always) this.controller.abort();
  }
}
