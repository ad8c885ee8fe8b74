/**
 * Runs `callback` in a task of its own, soon: after the current task and the frame it may
 * render, before timers. A message, unlike setTimeout(0), is not clamped to 4 ms when such tasks
 * follow each other. Callbacks run in the order they were given.
 */
let channel: MessageChannel | undefined;
const queued: (() => void)[] = [];

export function nextTask(callback: () => void): void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => queued.shift()?.();
  }
  queued.push(callback);
  channel.port2.postMessage(null);
}
