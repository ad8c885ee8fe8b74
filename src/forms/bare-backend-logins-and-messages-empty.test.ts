/**
 * Issue #19: the logins-and-messages group (src/test/bare-walks.ts) against the bare API,
 * answering {} to every list, configuration, captcha and check; and the walks cover every tag.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { MESSAGES, SUBMITTING, WALK_GROUPS, describeBareWalks } from '../test/bare-walks';

it('walks every form-engine tag, each folder with a flow, in one group', async () => {
  const files = (await executeServerCommand<string[], { folder: string }>('source-files', { folder: 'elements' }))!;
  const formTags = files.filter((file) => file.endsWith('.flow.ts')).map((file) => file.split('/')[0]);
  expect(Object.keys({ ...SUBMITTING, ...MESSAGES }).sort()).to.deep.equal(formTags.sort());
  expect(Object.values(WALK_GROUPS).flat().sort()).to.deep.equal(formTags.sort());
  expect(formTags).to.have.length(22);
});

describeBareWalks('logins-and-messages', '{}');
