// Readers share, a writer is alone: a write mutates the cached database in place, so no read of
// this process may look at it half-way. (Other processes are kept apart by the advisory lock.)
export class RwLock {
  private readers = 0;
  private writer = false;
  private readonly queue: Array<{ write: boolean; start: () => void }> = [];

  private pump(): void {
    while (this.queue.length > 0) {
      const head = this.queue[0];
      if (!head) return;
      if (head.write ? this.writer || this.readers > 0 : this.writer) return;
      this.queue.shift();
      if (head.write) this.writer = true;
      else this.readers += 1;
      head.start();
    }
  }

  private async acquire<T>(write: boolean, work: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      this.queue.push({ write, start: resolve });
      this.pump();
    });
    try {
      return await work();
    } finally {
      if (write) this.writer = false;
      else this.readers -= 1;
      this.pump();
    }
  }

  shared<T>(work: () => Promise<T>): Promise<T> {
    return this.acquire(false, work);
  }

  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.acquire(true, work);
  }
}
