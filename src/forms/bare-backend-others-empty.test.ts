/**
 * The other tags (downloads, logins, step 2s, messages) against a bare API written from
 * docs/RULES.md §7 alone (src/test/bare-backend.mjs), not the demo's responders: every list,
 * configuration, captcha and check answers `{}`, the form's own submission succeeds (issue #19).
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { MESSAGES, OTHER_TAGS, SUBMITTING, describeBareWalks } from '../test/bare-walks';

it('walks every form-engine tag: each folder with a flow', async () => {
  const files = (await executeServerCommand<string[], { folder: string }>('source-files', { folder: 'elements' }))!;
  const formTags = files.filter((file) => file.endsWith('.flow.ts')).map((file) => file.split('/')[0]);
  expect(Object.keys({ ...SUBMITTING, ...MESSAGES }).sort()).to.deep.equal(formTags.sort());
  expect(formTags).to.have.length(22);
});

describeBareWalks('answering {} to every list, configuration, captcha and check', {}, OTHER_TAGS);
