// The signed-in users connected to this API instance (one server-sent-events stream each) and
// which live updates each may receive: its own, and its accounts' (a broker's: its customers').
export interface LiveEvent {
  /** What changed, e.g. `application-form`; the shell publishes it as `live:update`. */
  topic: string;
  id: string;
  version?: number;
}

/** Who may hear an event: everyone with access to an account, or one user. */
export type LiveAudience = { accountId: string; userId?: never } | { userId: string; accountId?: never };

export type LiveMessage = LiveEvent & LiveAudience;

export interface LiveSubscriber {
  userId: string;
  /** The accounts the user could read when the stream opened (memberships, a broker's customers). */
  accountIds: ReadonlySet<string>;
  send(event: LiveEvent, sequence: number): void;
  /** Ends the stream (the API is shutting down). */
  close(): void;
}

export function mayReceive(subscriber: Pick<LiveSubscriber, 'userId' | 'accountIds'>, message: LiveMessage): boolean {
  return message.accountId !== undefined
    ? subscriber.accountIds.has(message.accountId)
    : subscriber.userId === message.userId;
}

export class LiveHub {
  private readonly subscribers = new Set<LiveSubscriber>();
  private sequence = 0;

  subscribe(subscriber: LiveSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  get size(): number {
    return this.subscribers.size;
  }

  deliver(message: LiveMessage): void {
    const event: LiveEvent = {
      topic: message.topic,
      id: message.id,
      ...(message.version !== undefined ? { version: message.version } : {}),
    };
    this.sequence += 1;
    for (const subscriber of this.subscribers)
      if (mayReceive(subscriber, message)) subscriber.send(event, this.sequence);
  }

  closeAll(): void {
    for (const subscriber of [...this.subscribers]) subscriber.close();
    this.subscribers.clear();
  }
}
