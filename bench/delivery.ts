/**
 * Counts live deliveries by message id (bench/live.ts). A send is known by its id only once its
 * answer arrives, and the recipient's event may come first, so both orders are matched: an event
 * for an id not (yet) answered waits in `early` until the send's answer names it. Every message is
 * counted on its own, however many are in flight in one conversation.
 */
export interface Delivery {
  /** When the send started (ms, the caller's clock). */
  started: number;
  /** Who must receive it. */
  recipient: string;
  /** Counted in the figures (not warm-up). */
  measured: boolean;
  /** When the first event for it arrived; undefined while not delivered. */
  deliveredAt?: number;
}

export class DeliveryTracker {
  private readonly sent = new Map<string, Delivery>();
  /** Events that arrived before the send's answer: message id → [arrival, recipient]. */
  private readonly early = new Map<string, { at: number; recipient: string }[]>();
  readonly latencies: number[] = [];
  /** Events for a message already delivered to that recipient. */
  duplicates = 0;
  /** Events on another channel than the recipient's (the sender is told of its own message too). */
  otherChannels = 0;

  /** The send's answer named its id. */
  sendAnswered(messageId: string, delivery: Omit<Delivery, 'deliveredAt'>): void {
    if (this.sent.has(messageId)) {
      this.duplicates++;
      return;
    }
    const entry: Delivery = { ...delivery };
    this.sent.set(messageId, entry);
    const waiting = this.early.get(messageId);
    if (waiting) {
      this.early.delete(messageId);
      for (const e of waiting) this.arrive(entry, e.at, e.recipient);
    }
  }

  /** The recipient's channel got a `message` event for this id. */
  event(messageId: string, recipient: string, at: number): void {
    const entry = this.sent.get(messageId);
    if (!entry) {
      const waiting = this.early.get(messageId) ?? [];
      waiting.push({ at, recipient });
      this.early.set(messageId, waiting);
      return;
    }
    this.arrive(entry, at, recipient);
  }

  private arrive(entry: Delivery, at: number, recipient: string): void {
    if (recipient !== entry.recipient) {
      this.otherChannels++;
      return;
    }
    if (entry.deliveredAt !== undefined) {
      this.duplicates++;
      return;
    }
    // An event that came before the answer still counts from the send's start.
    entry.deliveredAt = Math.max(at, entry.started);
    if (entry.measured) this.latencies.push(entry.deliveredAt - entry.started);
  }

  /** Measured messages answered 201 whose recipient has not had the event. */
  get lost(): number {
    let n = 0;
    for (const d of this.sent.values()) if (d.measured && d.deliveredAt === undefined) n++;
    return n;
  }

  /** Measured messages sent and answered. */
  get measuredSent(): number {
    let n = 0;
    for (const d of this.sent.values()) if (d.measured) n++;
    return n;
  }

  /** Events for ids no send answered (yet). */
  get unknown(): number {
    let n = 0;
    for (const list of this.early.values()) n += list.length;
    return n;
  }
}
