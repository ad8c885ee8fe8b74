import { useWords } from '../../platform/hooks/use-words';
import { versionSwitcherWords } from './version-switcher.words';
import { useEffect, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { emit } from '../../platform/runtime/events';
import { TabList, TabPanels, useTabs } from '../../widgets/tabs/tab-list';
import { putHash, useHashSelection } from '../../widgets/tabs/use-hash-selection';
import { initialVersion, readVersions, versionIds, versionIndex, type VersionsResult } from './version-switcher.model';
import type { VersionSwitcherProps } from './version-switcher.attributes';
import css from './version-switcher.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [css];

const slotName = (id: string) => `version-${id}`;

/** The host's `[data-version]` children, each put in its version's slot. */
function useVersionChildren(host: HTMLElement): VersionsResult {
  const read = () => {
    const children = [...host.children].filter((child) => child.hasAttribute('data-version'));
    const result = readVersions(
      children.map((child) => ({
        version: child.getAttribute('data-version'),
        label: child.getAttribute('data-label'),
      })),
    );
    for (const child of children) {
      const id = child.getAttribute('data-version')!.trim().toLowerCase();
      if (result.versions.some((version) => version.id === id) && !child.slot) child.slot = slotName(id);
    }
    return result;
  };
  const [result, setResult] = useState(read);

  useEffect(() => {
    // A template may add or rename a version after the upgrade.
    const observer = new MutationObserver(() => setResult(read()));
    observer.observe(host, {
      childList: true,
      subtree: false,
      attributes: true,
      attributeFilter: ['data-version', 'data-label'],
    });
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);
  return result;
}

/** Tabs over content per platform version (MT4, MT5, ...), synced with the URL hash. */
export function VersionSwitcher({ label: labelGiven, value, host }: VersionSwitcherProps & HostProps) {
  const t = useWords(host, versionSwitcherWords);
  const label = labelGiven || t('label');
  const { versions, problems } = useVersionChildren(host);
  const [selected, setSelected] = useState(() => initialVersion(versions, location.hash, value));
  const current = Math.min(selected, Math.max(0, versions.length - 1));
  const problemText = problems.join('; ');

  useEffect(() => {
    if (problemText) console.error(`<version-switcher>: ${problemText}; those children are shown below the tabs.`);
    else if (versions.length === 0)
      console.error('<version-switcher>: no child has a data-version; showing the content as it is.');
  }, [problemText, versions.length]);

  useEffect(() => {
    if (value && versions.length > 0 && versionIndex(versions, value) < 0) {
      console.error(`<version-switcher>: attribute "value" names no version ("${value}"); showing the first.`);
    }
    // Only a new value is worth a new message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  useHashSelection(versionIds(versions), (index) => index >= 0 && setSelected(index));

  const select = (index: number) => {
    setSelected(index);
    const id = versions[index]!.id;
    // Replaced: the hash follows the version without a history entry per click.
    if (`#${id}` !== location.hash) putHash(id, 'replace');
    emit(host, 'version-change', { index, version: versions[index]!.id });
  };
  const tabs = useTabs({ count: versions.length, selected: current, onSelect: select });

  if (versions.length === 0) return <slot />;

  const labels = versions.map((version) => ({ key: version.id, label: version.label }));
  return (
    <>
      <TabList tabs={tabs} items={labels} panels="each" label={label} />
      <TabPanels tabs={tabs} items={labels}>
        {(index) => <slot name={slotName(versions[index]!.id)} />}
      </TabPanels>
      <slot />
    </>
  );
}
