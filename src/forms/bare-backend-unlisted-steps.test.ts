/**
 * Issue #37: a later step is what its configuration lists, never a built-in list. Against the
 * bare backend (src/test/bare-backend.mjs), where every configuration answers `{}`, each sign-up
 * tag whose steps after the first come from a configuration or from no answer at all, its
 * sign-up answering ids, shows its first step alone and ends in one form-success carrying
 * profile_id and client_id. (The steps a registration's profile_id opens are bare-backend-answers'.)
 */
import { expect } from '@open-wc/testing';
import { setBareBackend } from '../test/bare-backend';
import { mountOnBarePage, onBarePage, SUBMITTING } from '../test/bare-walks';
import { fillForm, stepOf, submitForm, waitForStep, type FormHost } from '../test/forms';

/** The tags that register, with no step after the first that their configuration could not list. */
const SIGNUPS = Object.entries(SUBMITTING).filter(([, walk]) => walk.signups && !walk.then);

/** Each step whose light-DOM form of fields ever showed, in order. */
function stepsWithFields(host: FormHost): string[] {
  const seen: string[] = [];
  const note = () => {
    const step = host.querySelector<HTMLFormElement>(':scope > form.site-form[data-step]')?.dataset.step;
    if (step && step !== seen.at(-1)) seen.push(step);
  };
  new MutationObserver(note).observe(host, { childList: true, subtree: true, attributes: true });
  note();
  return seen;
}

describe('sign-ups against a bare API whose every configuration answers {} (issue #37)', function () {
  this.timeout(40_000);
  onBarePage();

  it('cover the sign-ups whose later steps a configuration decides', () => {
    expect(SIGNUPS.map(([tag]) => tag)).to.include.members(['signup-form', 'demo-signup-form']);
  });

  for (const [tag, walk] of SIGNUPS) {
    it(`<${tag}> shows no step after its first and ends in one form-success with the sign-up's ids`, async () => {
      const ids = { profile_id: `p-${tag}`, client_id: `c-${tag}` };
      await setBareBackend({ answers: Object.fromEntries(walk.signups!.map((path) => [path, { body: ids }])) });
      const { host, events } = await mountOnBarePage(walk.definition, walk.attributes, walk.search);
      const shown = stepsWithFields(host);
      await waitForStep(host, stepOf(host) ?? '');
      const first = stepOf(host)!;
      await fillForm(host, walk.values());
      await submitForm(host);
      await waitForStep(host, walk.next);
      expect(shown, 'the steps with fields shown').to.deep.equal([first]);
      const successes = events.filter(({ type }) => type === 'form-success');
      expect(successes, 'one form-success').to.have.length(1);
      expect(successes[0]!.detail).to.include(ids);
      const stepped = events.filter(({ type }) => type === 'form-step').map(({ detail }) => detail);
      expect(stepped, 'form-step').to.deep.equal([{ form: tag, step: walk.next }]);
    });
  }
});
