import { expect, waitUntil } from '@open-wc/testing';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('runs each callback later, not in the running script, in the order given', async () => {
    const ran: string[] = [];
    nextTask(() => ran.push('first'));
    nextTask(() => ran.push('second'));
    await Promise.resolve();
    expect(ran, 'not before the script and its microtasks end').to.deep.equal([]);
    await waitUntil(() => ran.length === 2);
    expect(ran).to.deep.equal(['first', 'second']);
  });
});
