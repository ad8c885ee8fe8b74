/**
 * Lint keeps English out of the views (docs/LANGUAGES.md, "Adding a word to an element"): a
 * small module linted as if it sat at a view's path, with the project's own configuration.
 */
import { expect } from '@open-wc/testing';
import { expectEach, lintReady, ruleErrors } from './test/lint';

const RULE = 'words/no-english-literal';
const VIEW = 'src/elements/article-card/article-card.tsx';
/** The attribute or prop each error names ("The title a visitor reads…" → "The title"). */
const namesIn = (errors: string[]) => errors.map((error) => error.split(' a visitor')[0]);

describe('the words rule', () => {
  lintReady();

  it('lets the words through, and texts without a letter', async () => {
    const code = `import { useWords } from '../../platform/hooks/use-words';
      import { articleCardWords } from './article-card.words';
      export function A({ host, title }: { host: HTMLElement; title: string }) {
        const t = useWords(host, articleCardWords);
        return (
          <p aria-label={t('label')} title={title || t('label')}>
            {t('label')} · <span aria-hidden="true">›</span> {'—'} <img alt="" src="" />
          </p>
        );
      }`;
    expect(await ruleErrors(RULE, VIEW, code)).to.deep.equal([]);
  });

  it('rejects JSX text with a letter, in any script, and a literal child', async () => {
    const code = `export const A = () => <p>Read more <b>Weiter</b> {'Close'} {\`Next\`}</p>;`;
    const errors = await ruleErrors(RULE, VIEW, code);
    expectEach(errors, 4, 'add "');
    expect(errors[0]).to.contain('"Read more"');
    expect(errors[1]).to.contain('"Weiter"');
  });

  it('rejects a word given to aria-label, aria-description, title, placeholder, alt or label, in a condition or a template', async () => {
    const code = `declare const open: boolean;
      declare const Field: (props: { label: string }) => null;
      export const A = () => (
        <>
          <button aria-label="Close" aria-description={'Closes the dialog'} />
          <iframe title={open ? 'Player' : ''} />
          <input placeholder={\`e.g. \${open}\`} />
          <img alt={open && 'Chart'} src="" />
          <Field label="Currency" />
        </>
      );`;
    const errors = await ruleErrors(RULE, VIEW, code);
    expectEach(errors, 6, 'comes from the words');
    expect(namesIn(errors)).to.deep.equal([
      'The aria-label',
      'The aria-description',
      'The title',
      'The placeholder',
      'The alt',
      'The label',
    ]);
  });

  it('rejects a word given to a prop of ours named for a text, and lets other props be', async () => {
    const code = `declare const Dialog: (props: Record<string, string>) => null;
      export const A = () => (
        <Dialog closeLabel="Close" emptyText={'No results'} hint="Up is positive" errorMessage="Failed"
          textAlign="center" data-state="open" kind="primary" />
      );`;
    const errors = await ruleErrors(RULE, VIEW, code);
    expectEach(errors, 4, 'comes from the words');
    expect(namesIn(errors)).to.deep.equal(['The closeLabel', 'The emptyText', 'The hint', 'The errorMessage']);
  });

  it('leaves tests and modules that are not views alone', async () => {
    const code = `export const A = () => <p aria-label="Close">Close</p>;`;
    expect(await ruleErrors(RULE, 'src/elements/article-card/article-card.test.tsx', code)).to.deep.equal([]);
  });
});
