/**
 * The dependency rule of docs/ARCHITECTURE.md is enforced by `npm run lint`: these cases lint a
 * small module as if it sat at a given path, with the project's own ESLint configuration.
 */
import { expect } from '@open-wc/testing';
import { lintReady, ruleErrors } from './test/lint';

const layerErrors = (path: string, code: string) => ruleErrors('layers/dependency-direction', path, code);

describe('the layer rule', () => {
  lintReady();
  it('lets an element import the platform, a service, a shared widget and its own files', async () => {
    const errors = await layerErrors(
      'src/elements/crypto-widget/crypto-widget.tsx',
      `import { emit } from '../../platform/runtime/events';
      import { quotesFeed } from '../../services/quotes-feed';
      import { useQuote } from '../../widgets/quotes-table/use-quotes';
      import css from './crypto-widget.css';
      export const used = [emit, quotesFeed, useQuote, css];`,
    );
    expect(errors).to.deep.equal([]);
  });

  it("rejects an element importing another element's files", async () => {
    const errors = await layerErrors(
      'src/elements/crypto-widget/crypto-widget.tsx',
      `import { useQuote } from '../quotes-widget/use-quotes';\nexport const used = useQuote;`,
    );
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain('An element imports only its own folder');
  });

  it('rejects a service importing the element runtime, React, or an element', async () => {
    const errors = await layerErrors(
      'src/services/quotes-feed/quotes-feed.ts',
      `import type { FeedStatus } from '../../platform/runtime/events';
      import { useState } from 'react';
      import { quotesWidget } from '../../elements/quotes-widget/quotes-widget.element';
      export const used: unknown[] = [useState, quotesWidget, null as FeedStatus | null];`,
    );
    expect(errors).to.deep.equal([
      'services may not import platform/runtime ("../../platform/runtime/events"): see the layers in docs/ARCHITECTURE.md.',
      'services may not import the package "react": see docs/ARCHITECTURE.md.',
      'services may not import elements ("../../elements/quotes-widget/quotes-widget.element"): see the layers in docs/ARCHITECTURE.md.',
    ]);
  });

  it('rejects the platform importing a service, and a DOM utility importing a React hook', async () => {
    expect(
      await layerErrors(
        'src/platform/runtime/define-element.ts',
        `import { quotesFeed } from '../../services/quotes-feed';\nexport const used = quotesFeed;`,
      ),
    ).to.have.length(1);
    expect(
      await layerErrors(
        'src/platform/dom/scroll.ts',
        `import { useScrolledPast } from '../hooks/use-scrolled-past';\nexport const used = useScrolledPast;`,
      ),
    ).to.have.length(1);
  });

  it('rejects shipped code importing test helpers, which tests themselves may', async () => {
    const code = `import { backendUrl } from '../test/harness';\nexport const used = backendUrl;`;
    expect(await layerErrors('src/page/hash-scroll.ts', code)).to.have.length(1);
    expect(await layerErrors('src/page/hash-scroll.test.ts', code)).to.deep.equal([]);
  });
});
