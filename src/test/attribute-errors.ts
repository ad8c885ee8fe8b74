/**
 * The one-message rule (docs/CONTRACT.md): an element given an attribute it cannot use logs exactly
 * one console error naming itself and the problem, and falls back; a page problem it can live with
 * (a missing target) is one warning, and what it expects (an empty answer) none. These run a
 * test's scenario with the console captured and check that rule after it.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { captureConsole, nextFrame } from './harness';

type Scenario<T> = (messages: readonly string[]) => T | Promise<T>;

/**
 * Runs `scenario` (given the errors logged so far, for checks along the way), then waits for an
 * error and a frame more, so that a second error logged late still fails, and expects exactly one
 * error, containing `<tag>` and each of `mentions`. Gives what the scenario gave.
 */
export function expectOneError<T>(tag: string, mentions: readonly string[], scenario: Scenario<T>): Promise<T> {
  return expectOneMessage('error', tag, mentions, scenario);
}

/** As expectOneError, for console.warn. */
export function expectOneWarning<T>(tag: string, mentions: readonly string[], scenario: Scenario<T>): Promise<T> {
  return expectOneMessage('warn', tag, mentions, scenario);
}

/**
 * Runs `scenario` (an answer the element expects, however empty) and a frame more, and expects no
 * console warning meanwhile. Gives what the scenario gave.
 */
export async function expectNoWarning<T>(scenario: () => T | Promise<T>): Promise<T> {
  const logged = captureConsole('warn');
  try {
    const result = await scenario();
    await nextFrame();
    expect(logged.messages, 'warnings').to.deep.equal([]);
    return result;
  } finally {
    logged.restore();
  }
}

async function expectOneMessage<T>(
  method: 'error' | 'warn',
  tag: string,
  mentions: readonly string[],
  scenario: Scenario<T>,
): Promise<T> {
  const logged = captureConsole(method);
  let result: T;
  try {
    result = await scenario(logged.messages);
    await waitUntil(() => logged.messages.length > 0, `<${tag}> logged no ${method}`);
    await nextFrame();
  } finally {
    logged.restore();
  }
  expect(logged.messages, logged.messages.join('\n')).to.have.length(1);
  for (const mention of [`<${tag}>`, ...mentions]) expect(logged.messages[0]).to.contain(mention);
  return result;
}
