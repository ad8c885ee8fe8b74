/** What a scenario logs: the console captured while it runs, and given back whatever it did. */
import { captureConsole } from './harness';

/**
 * Runs `scenario` (given the messages logged so far, to wait on or check along the way) with
 * `console[method]` captured; gives every message it logged.
 */
export async function loggedDuring(
  scenario: (messages: readonly string[]) => unknown,
  method: 'error' | 'warn' = 'error',
): Promise<string[]> {
  const logged = captureConsole(method);
  try {
    await scenario(logged.messages);
  } finally {
    logged.restore();
  }
  return logged.messages;
}
