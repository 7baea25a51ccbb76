/** A binary min-heap: push and pop in O(log n), the smallest by `before` on top. */
export class MinHeap<T> {
  private items: T[] = [];

  constructor(private readonly before: (a: T, b: T) => boolean) {}

  get size(): number {
    return this.items.length;
  }

  peek(): T | undefined {
    return this.items[0];
  }

  push(item: T): void {
    this.items.push(item);
    this.siftUp(this.items.length - 1);
  }

  pop(): T | undefined {
    const top = this.items[0];
    const last = this.items.pop();
    if (this.items.length > 0 && last !== undefined) {
      this.items[0] = last;
      this.siftDown(0);
    }
    return top;
  }

  /** Replaces the contents in O(n) (bottom-up heapify). */
  reset(items: T[]): void {
    this.items = items;
    for (let i = (items.length >> 1) - 1; i >= 0; i -= 1) this.siftDown(i);
  }

  private siftUp(index: number): void {
    const items = this.items;
    const item = items[index]!;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!this.before(item, items[parent]!)) break;
      items[index] = items[parent]!;
      index = parent;
    }
    items[index] = item;
  }

  private siftDown(index: number): void {
    const items = this.items;
    const item = items[index]!;
    const half = items.length >> 1;
    while (index < half) {
      let child = 2 * index + 1;
      const right = child + 1;
      if (right < items.length && this.before(items[right]!, items[child]!)) child = right;
      if (!this.before(items[child]!, item)) break;
      items[index] = items[child]!;
      index = child;
    }
    items[index] = item;
  }
}
