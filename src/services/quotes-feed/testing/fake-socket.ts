/** A WebSocket stand-in that records what the feed sends and lets a test play the server. */
import type { FeedSocket } from '../quotes-feed';

export class FakeSocket implements FeedSocket {
  static instances: FakeSocket[] = [];

  static reset() {
    FakeSocket.instances = [];
  }

  /** The newest socket. */
  static get last(): FakeSocket {
    return FakeSocket.instances.at(-1)!;
  }

  readonly sent: string[] = [];
  readyState = 0;
  closedByClient = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  send(data: string) {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(data);
  }

  close() {
    this.closedByClient = true;
    this.readyState = 3;
  }

  /** What the feed sent, parsed. */
  get messages(): unknown[] {
    return this.sent.map((text) => JSON.parse(text));
  }

  // The server's side:
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  receive(message: unknown) {
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  serverClose() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }

  fail() {
    this.onerror?.(new Event('error'));
  }
}
