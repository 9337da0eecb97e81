/**
 * A binary min-heap of non-negative numbers in a growable Float64Array. The merge loop packs (rank, position)
 * into one number, so the smallest key is the lowest rank and, among equal ranks, the leftmost pair.
 */
export class MinHeap {
  private keys: Float64Array;
  private length = 0;

  constructor(capacity = 64) {
    this.keys = new Float64Array(Math.max(4, capacity));
  }

  /** Number of keys held. */
  get size(): number {
    return this.length;
  }

  /** Empties the heap, keeping its storage, and makes room for `capacity` keys. */
  reset(capacity: number): void {
    this.length = 0;
    if (this.keys.length < capacity) this.keys = new Float64Array(capacity);
  }

  /** Adds a key. */
  push(key: number): void {
    if (this.length === this.keys.length) this.grow();
    const keys = this.keys;
    let index = this.length;
    this.length += 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      const above = keys[parent]!;
      if (above <= key) break;
      keys[index] = above;
      index = parent;
    }
    keys[index] = key;
  }

  /** Appends a key without ordering it: call {@link MinHeap.heapify} before the next pop. */
  append(key: number): void {
    if (this.length === this.keys.length) this.grow();
    this.keys[this.length] = key;
    this.length += 1;
  }

  /** Orders appended keys in O(n), cheaper than pushing them one by one. */
  heapify(): void {
    for (let index = (this.length >> 1) - 1; index >= 0; index -= 1) this.siftDown(index, this.keys[index]!);
  }

  /** Removes and returns the smallest key; the heap must not be empty. */
  pop(): number {
    const keys = this.keys;
    const top = keys[0]!;
    this.length -= 1;
    if (this.length > 0) this.siftDown(0, keys[this.length]!);
    return top;
  }

  private siftDown(start: number, key: number): void {
    const keys = this.keys;
    const length = this.length;
    let index = start;
    for (;;) {
      const left = 2 * index + 1;
      if (left >= length) break;
      const right = left + 1;
      const child = right < length && keys[right]! < keys[left]! ? right : left;
      if (keys[child]! >= key) break;
      keys[index] = keys[child]!;
      index = child;
    }
    keys[index] = key;
  }

  private grow(): void {
    const grown = new Float64Array(this.keys.length * 2);
    grown.set(this.keys);
    this.keys = grown;
  }
}
