import { useWords } from '../../platform/hooks/use-words';
import { hashBlocksWords } from './hash-blocks.words';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { emit } from '../../platform/runtime/events';
import css from './hash-blocks.css';
import { keyForHash } from '../../widgets/tabs/hash-selection';
import { putHash, useHashSelection } from '../../widgets/tabs/use-hash-selection';
import { blockAfterHashChange, neighbours } from './hash-blocks.model';
import { blockHeading, hashOf, nameOf, useBlocks } from './use-blocks';
import type { HashBlocksProps } from './hash-blocks.attributes';

/** Adopted with the view (see lazyView): pages without hash-blocks never load them. */
export const styles = [css];

/** Moves focus to the block's heading, made focusable by script only (tabindex -1) when it is not. */
function focusHeading(block: HTMLElement) {
  const heading = blockHeading(block);
  if (heading.tabIndex < 0 && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/** Shows one of the host's blocks, chosen by the URL hash and by previous and next buttons. */
export function HashBlocks({
  tabs,
  previousLabel: previousLabelGiven,
  nextLabel: nextLabelGiven,
  host,
}: HashBlocksProps & HostProps) {
  const t = useWords(host, hashBlocksWords);
  const previousLabel = previousLabelGiven || t('previous');
  const nextLabel = nextLabelGiven || t('next');
  const blocks = useBlocks(host, tabs);
  const hashes = blocks.map((block) => hashOf(block, tabs));
  // Until a hash change or a button decides, the URL's hash on arrival does (also for blocks
  // that arrive after the first render).
  const [chosen, setChosen] = useState<number | null>(null);
  const current = Math.min(chosen ?? Math.max(0, keyForHash(hashes, location.hash)), Math.max(0, blocks.length - 1));
  const focusPending = useRef(false);
  // The block on screen, for the hash listener: by the time it runs, location.hash is already the new one.
  const shown = useRef(current);
  shown.current = current;

  useHashSelection(
    hashes,
    (_, hash) => {
      const next = blockAfterHashChange(hashes, hash, shown.current);
      if (next === shown.current) return;
      focusPending.current = true;
      setChosen(next);
    },
    { onMount: false, backForward: true },
  );

  // Before paint, so the previous block never shows beside the new one.
  useLayoutEffect(() => {
    blocks.forEach((block, index) => (block.hidden = index !== current));
    host.dataset.state = 'ready';
    if (blocks[current]) host.dataset.selectedBlock = hashOf(blocks[current], tabs);
    else delete host.dataset.selectedBlock;
  }, [host, blocks, current, tabs]);

  useEffect(() => {
    const block = blocks[current];
    if (!focusPending.current || !block) return;
    // A task later: on back and forward the browser's own fragment step moves focus to the page
    // after popstate, which would undo ours.
    const timer = setTimeout(() => {
      focusPending.current = false;
      focusHeading(block);
    });
    return () => clearTimeout(timer);
  }, [blocks, current]);

  const go = (index: number) => {
    const hash = hashes[index]!;
    // Pushed: Back returns to the block before.
    if (keyForHash([hash], location.hash) < 0) putHash(hash, 'push');
    if (index === current) {
      focusHeading(blocks[index]!);
      return;
    }
    focusPending.current = true;
    setChosen(index);
    emit(host, 'tab-change', { index, value: hash });
  };
  const goLatest = useRef(go);
  goLatest.current = go;

  const hashKey = hashes.join('\n');
  // An in-page link to a block (`<a href="#fees">`) shows it. Capture phase, before the page's own
  // anchor scrolling (src/page/anchor-links.ts), which would push the hash without a hashchange
  // and scroll to a block that is still hidden; it leaves a click we handled alone.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.button !== 0 ||
        event.defaultPrevented ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      const link = event
        .composedPath()
        .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.matches('a[href^="#"]'));
      const index = link ? keyForHash(hashKey.split('\n'), link.getAttribute('href')!) : -1;
      if (index < 0) return;
      event.preventDefault();
      goLatest.current(index);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [hashKey]);

  // Blocks named by a slot show through a slot of that name; the page's other children, and the
  // blocks without a slot, through the default slot.
  const slots = (
    <>
      <slot />
      {[...new Set(blocks.map((block) => block.slot).filter(Boolean))].map((name) => (
        <slot key={name} name={name} />
      ))}
    </>
  );
  if (blocks.length < 2) return slots;

  const { previous, next } = neighbours(current, blocks.length);
  const button = (part: 'previous' | 'next', label: string, target: number | null) => (
    <button type="button" part={part} disabled={target === null} onClick={() => target !== null && go(target)}>
      <span className="direction">{label}</span>{' '}
      {target !== null && <span className="name">{nameOf(blocks[target]!, tabs)}</span>}
    </button>
  );

  return (
    <>
      {slots}
      <div part="nav">
        {button('previous', previousLabel, previous)}
        {button('next', nextLabel, next)}
      </div>
    </>
  );
}
