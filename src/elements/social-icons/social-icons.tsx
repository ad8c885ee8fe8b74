import { useWords } from '../../platform/hooks/use-words';
import { socialIconsWords } from './social-icons.words';
import { useEffect, useMemo, useRef } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { NetworkIcon } from '../../widgets/share/share-icons';
import { profileLinks } from '../../widgets/share/share.model';
import shareCss from '../../widgets/share/share.css';
import type { SocialIconsProps } from './social-icons.attributes';
import { SafeLink } from '../../platform/hooks/safe-link';

/** Adopted with the view (see lazyView): pages without this element never load it. */
export const styles = [shareCss];

export function SocialIcons({
  host,
  facebook,
  linkedin,
  twitter,
  youtube,
  telegram,
  instagram,
  label: labelGiven,
}: SocialIconsProps & HostProps) {
  const t = useWords(host, socialIconsWords);
  const label = labelGiven || t('label');
  const { links, problems } = useMemo(
    () => profileLinks({ facebook, linkedin, twitter, youtube, telegram, instagram }),
    [facebook, linkedin, twitter, youtube, telegram, instagram],
  );
  // Once per bad value, however often the other attributes change.
  const logged = useRef(new Set<string>());
  useEffect(() => {
    for (const problem of problems.filter((problem) => !logged.current.has(problem))) {
      logged.current.add(problem);
      console.error(`<social-icons>: ${problem}.`);
    }
  }, [problems]);

  if (links.length === 0) return null;
  return (
    <ul part="list" aria-label={label}>
      {links.map((link) => (
        <li key={link.network}>
          <SafeLink
            part="link"
            href={link.href}
            source={`<social-icons> "${link.network}"`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('new_tab', { network: link.label })}
            title={link.label}
            data-network={link.network}
          >
            <NetworkIcon network={link.network} />
          </SafeLink>
        </li>
      ))}
    </ul>
  );
}
