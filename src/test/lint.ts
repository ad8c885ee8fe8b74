/** Lint from a browser test: a small module linted as if it sat at `path`, with the project's own ESLint configuration. */
import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** The messages of one rule for `code` at `path` (the `lint-source` command of web-test-runner.config.mjs). */
export async function ruleErrors(ruleId: string, path: string, code: string): Promise<string[]> {
  const messages = (await executeServerCommand<LintMessage[], { path: string; code: string }>('lint-source', {
    path,
    code,
  }))!;
  return messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

/**
 * Called in a describe: its first lint, which builds the project's type information (longer than
 * a server command's 20 s on a busy machine), starts in a hook with room for it, polled until done,
 * rather than in the file's first test.
 */
export function lintReady() {
  before(async function () {
    this.timeout(120_000);
    await executeServerCommand('lint-warm');
    await waitUntil(() => executeServerCommand<boolean, undefined>('lint-warmed'), 'the first lint did not finish', {
      timeout: 110_000,
      interval: 500,
    });
  });
}

/** `errors` are `count` messages, each of which says `text`. */
export function expectEach(errors: string[], count: number, text: string) {
  expect(errors).to.have.length(count);
  for (const error of errors) expect(error).to.contain(text);
}
