/**
 * dist/custom-elements.json against the elements the entry registers: every eager and lazy tag
 * is in the manifest with the attributes it observes, their defaults and a description. Run after
 * `npm run build` (npm test builds first).
 */
import { expect } from '@open-wc/testing';
import type { ElementDefinition } from './platform/runtime/define-element';
import { eagerElements } from './eager-elements';
import { lazyElements } from './lazy-elements';
import { importDefinition } from './platform/runtime/lazy-loader';
import { define } from './test/harness';

interface Described {
  name: string;
  description?: string;
}

interface ManifestElement {
  tagName: string;
  summary: string;
  attributes: (Described & { type: { text: string }; default: string; fieldName: string })[];
  events: (Described & { type?: { text: string } })[];
}

async function manifestElements(): Promise<Map<string, ManifestElement>> {
  const manifest = await (await fetch('/dist/custom-elements.json')).json();
  const elements: ManifestElement[] = manifest.modules.flatMap(
    (module: { declarations: ManifestElement[] }) => module.declarations,
  );
  return new Map(elements.map((element) => [element.tagName, element]));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each element has its own props
async function registeredDefinitions(): Promise<ElementDefinition<any>[]> {
  const lazy = await Promise.all(Object.entries(lazyElements).map(([tag, load]) => importDefinition(tag, load)));
  return [...eagerElements, ...lazy];
}

describe('dist/custom-elements.json', () => {
  let manifest: Map<string, ManifestElement>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each element has its own props
  let definitions: ElementDefinition<any>[];
  before(async () => {
    [manifest, definitions] = await Promise.all([manifestElements(), registeredDefinitions()]);
    define(...definitions);
  });

  it('lists every registered element, and nothing else', () => {
    expect([...manifest.keys()].sort()).to.deep.equal(definitions.map((definition) => definition.tag).sort());
  });

  it("gives each element's attributes as it observes them, with their props and defaults", () => {
    for (const definition of definitions) {
      const element = manifest.get(definition.tag)!;
      const observed = (customElements.get(definition.tag) as unknown as { observedAttributes: string[] })
        .observedAttributes;
      // Every element has `translations`, from the definer unless its schema has its own.
      const props = [...new Set([...Object.keys(definition.attributes), 'translations'])];
      expect(element.attributes.map((attribute) => attribute.fieldName).sort(), definition.tag).to.deep.equal(
        props.sort(),
      );
      for (const attribute of element.attributes) {
        const where = `<${definition.tag} ${attribute.name}>`;
        expect(observed, where).to.include(attribute.name);
        const fallback = definition.attributes[attribute.fieldName]?.fallback ?? {}; // the definer's translations: {}
        expect(JSON.parse(attribute.default), where).to.deep.equal(fallback);
        expect(attribute.description, where).to.be.a('string').and.not.empty;
      }
    }
  });

  it('gives every element a summary, and every event its detail type', () => {
    for (const element of manifest.values()) {
      expect(element.summary, element.tagName).to.not.be.empty;
      expect(element.events.map((event) => event.name)).to.include('ready');
      for (const event of element.events) expect(event.type?.text, event.name).to.match(/^CustomEvent/);
    }
    const quotes = manifest.get('quotes-widget')!;
    expect(quotes.events.find((event) => event.name === 'feed-status')!.type!.text).to.equal(
      'CustomEvent<{ status: FeedStatus }>',
    );
  });
});
