/**
 * Lint keeps views and their styles to one way (docs/ARCHITECTURE.md, "Declaring an element"):
 * these cases lint a small module as if it sat at a given path, with the project's own ESLint
 * configuration, and expect each second way to be rejected.
 */
import { expect } from '@open-wc/testing';
import { expectEach, lintReady, ruleErrors } from './test/lint';

const viewErrors = (path: string, code: string) => ruleErrors('views/one-way', path, code);

const DEFINITION = 'src/elements/x-thing/x-thing.element.ts';
const VIEW = 'src/elements/x-thing/x-thing.tsx';

/** A definition module whose view is x-thing's lazy view, with more imports or properties if given. */
const lazyDefinition = ({ imports = '', properties = '' } = {}) =>
  `import type { ElementDefinition } from '../../platform/runtime/define-element';
  import { lazyView } from '../../platform/runtime/lazy-view';
  ${imports}
  export const xThing: ElementDefinition<object> = {
    tag: 'x-thing',
    attributes: {},
    view: lazyView(() => import('./x-thing'), (module) => module.XThing),
    ${properties}
  };`;

describe('the view rule', () => {
  lintReady();

  it('lets the one way through: a named definition, a view module with its styles, a lazyView part', async () => {
    expect(
      await viewErrors(
        DEFINITION,
        `import type { ElementDefinition } from '../../platform/runtime/define-element';
        import { XThing, styles } from './x-thing';
        export const xThing: ElementDefinition<object> = { tag: 'x-thing', attributes: {}, view: XThing, styles };`,
      ),
    ).to.deep.equal([]);
    expect(await viewErrors(DEFINITION, lazyDefinition())).to.deep.equal([]);
    expect(
      await viewErrors(
        VIEW,
        `import { Suspense } from 'react';
        import type { HostProps } from '../../platform/runtime/define-element';
        import { lazyView } from '../../platform/runtime/lazy-view';
        import shared from '../../styles/dialog.css';
        import css from './x-thing.css';
        export const styles = [shared, css];
        const Panel = lazyView(() => import('./x-thing.panel'), (module) => module.Panel);
        export function XThing({ host }: HostProps) {
          return <Suspense><Panel host={host} /></Suspense>;
        }`,
      ),
    ).to.deep.equal([]);
  });

  it('rejects a default export, and a definition module without its named export', async () => {
    const errors = await viewErrors(
      DEFINITION,
      `import type { ElementDefinition } from '../../platform/runtime/define-element';
      import { XThing } from './x-thing';
      const thing: ElementDefinition<object> = { tag: 'x-thing', attributes: {}, view: XThing };
      export default thing;`,
    );
    expect(errors).to.have.length(2);
    expect(errors[0]).to.contain('exports its definition as `xThing`');
    expect(errors[1]).to.contain('exported by name: `export const xThing`');
  });

  it('rejects React.lazy, in both spellings', async () => {
    const errors = await viewErrors(
      VIEW,
      `import React, { lazy } from 'react';
      export const A = lazy(() => import('./x-thing.panel'));
      export const B = React.lazy(() => import('./x-thing.panel'));`,
    );
    expectEach(errors, 2, 'only through lazyView()');
  });

  it('rejects a sheet adopted by hand', async () => {
    const errors = await viewErrors(
      'src/widgets/x-widget/x-widget.tsx',
      `import { sheetFromText } from '../../platform/runtime/stylesheets';
      export function adopt(root: ShadowRoot, text: string) {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet, sheetFromText(text)];
      }`,
    );
    // The import, the constructor, replaceSync, and adoptedStyleSheets read and written.
    expectEach(errors, 5, 'Only the runtime adopts stylesheets');
  });

  it('rejects a stylesheet or a `styles` export outside a view module', async () => {
    const errors = await viewErrors(
      DEFINITION,
      `import type { ElementDefinition } from '../../platform/runtime/define-element';
      import { XThing } from './x-thing';
      import css from './x-thing.css';
      export const styles = [css];
      export const xThing: ElementDefinition<object> = { tag: 'x-thing', attributes: {}, view: XThing, styles: [css] };`,
    );
    expect(errors).to.have.length(3);
    expect(errors[0]).to.contain('imported by the view module (.tsx)');
    expect(errors[1]).to.contain('Only a view module (.tsx) exports `styles`');
    expect(errors[2]).to.contain("passes its view module's styles on as they are");
    const model = await viewErrors(
      'src/elements/x-thing/x-thing.model.ts',
      `export { default as styles } from './x-thing.css';`,
    );
    expect(model).to.have.length(2);
  });

  it('rejects styles beside a lazy view, whose module brings its own', async () => {
    const errors = await viewErrors(
      DEFINITION,
      lazyDefinition({ imports: "import { styles } from './x-thing';", properties: 'styles,' }),
    );
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain("A lazy view's module brings its own `styles`");
  });

  it('lets tests do anything', async () => {
    const errors = await viewErrors(
      'src/elements/x-thing/x-thing.test.ts',
      `import { lazy } from 'react';
      import css from './x-thing.css';
      export const A = lazy(() => import('./x-thing'));
      export default css;`,
    );
    expect(errors).to.deep.equal([]);
  });
});
