/** `node --test scripts/` (npm test): the JSDoc reader's rules. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mergeJsdoc, parseElementJsdoc } from './element-jsdoc.mjs';

describe('parseElementJsdoc', () => {
  it('reads the description, the summary and one tag per line, continuing a tag on the next line', () => {
    const docs = parseElementJsdoc(`/**
 * Free text first.
 *
 * A second paragraph.
 * @summary A button
 *   that scrolls.
 * @attr target - CSS selector
 *   of the target.
 * @slot - the text.
 * @slot icon - an icon.
 * @cssproperty --site-x - a length.
 */`);
    assert.equal(docs.description, 'Free text first.\n\nA second paragraph.');
    assert.equal(docs.summary, 'A button that scrolls.');
    assert.deepEqual(docs.tags, [
      { kind: 'attr', name: 'target', description: 'CSS selector of the target.' },
      { kind: 'slot', name: '', description: 'the text.' },
      { kind: 'slot', name: 'icon', description: 'an icon.' },
      { kind: 'cssproperty', name: '--site-x', description: 'a length.' },
    ]);
    assert.deepEqual(docs.problems, []);
  });

  it('reports two tags on one line, and unknown tags', () => {
    const docs = parseElementJsdoc('/**\n * @csspart a - one. @csspart b - two.\n * @prop x - no such tag.\n */');
    assert.equal(docs.problems.length, 2);
    assert.match(docs.problems[0], /one tag per line/);
    assert.match(docs.problems[1], /unknown tag @prop/);
  });
});

describe('mergeJsdoc', () => {
  it("keeps the element's own tags and marks what it takes from the base", () => {
    const own = parseElementJsdoc('/**\n * @summary Own.\n * @attr mode - own mode.\n */');
    const base = parseElementJsdoc(
      '/**\n * @summary Base.\n * @attr mode - base mode.\n * @attr redirect - where to.\n */',
    );
    const merged = mergeJsdoc(own, base, { name: 'formElement' });
    assert.equal(merged.summary, 'Own.');
    assert.deepEqual(merged.tags, [
      { kind: 'attr', name: 'mode', description: 'own mode.' },
      { kind: 'attr', name: 'redirect', description: 'where to.', inheritedFrom: { name: 'formElement' } },
    ]);
  });
});
