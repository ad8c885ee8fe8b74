/**
 * The project's ESLint in a worker thread, for the `lint-source` command of
 * web-test-runner.config.mjs: its first typed lint builds the project's type information
 * synchronously, and on the test server's own thread that stalled every other test's commands.
 * Messages: { id, code, filePath } → { id, messages: [{ ruleId, message }] } or { id, error }.
 */
import { parentPort } from 'node:worker_threads';
import { ESLint } from 'eslint';

const eslint = new ESLint();
parentPort.on('message', async ({ id, code, filePath }) => {
  try {
    const [result] = await eslint.lintText(code, { filePath });
    parentPort.postMessage({ id, messages: result.messages.map(({ ruleId, message }) => ({ ruleId, message })) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
