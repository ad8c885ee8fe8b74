/**
 * Share and profile links of `article-share` and `social-icons`: pure rules, no DOM, no React.
 * docs/RULES.md §2: a share opens a 500×500 window on the social site, carrying the page URL and
 * title.
 */

/** The networks an article can be shared on, in the order they are shown. */
export const SHARE_NETWORKS = ['facebook', 'linkedin', 'twitter', 'telegram'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** The broker's profiles `social-icons` can link to (each an attribute), in the order shown. */
export const PROFILE_NETWORKS = ['facebook', 'linkedin', 'twitter', 'youtube', 'telegram', 'instagram'] as const;
export type ProfileNetwork = (typeof PROFILE_NETWORKS)[number];

/** Every network's name as a visitor reads it. X was Twitter: both names, so either is found. */
export const NETWORK_NAMES: Readonly<Record<ProfileNetwork, string>> = {
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  telegram: 'Telegram',
  instagram: 'Instagram',
};

/** The share window's size (docs/RULES.md §2). */
export const SHARE_WINDOW = { width: 500, height: 500 } as const;

/** The share page of `network` for `url` and `title`, every value encoded. */
export function shareUrl(network: ShareNetwork, url: string, title: string): string {
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (network) {
    case 'facebook':
      // Facebook reads the title from the page's own tags; `quote` is not a title.
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`;
    case 'linkedin':
      return `https://www.linkedin.com/shareArticle?${query({ mini: 'true', url, title })}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?${query({ url, text: title })}`;
    case 'telegram':
      return `https://t.me/share/url?${query({ url, text: title })}`;
  }
}

export interface ShareLink {
  network: ShareNetwork;
  href: string;
  /** The network's name, for the link's accessible name ("Share on {network}", the element's words). */
  name: string;
}

export function shareLinks(url: string, title: string): ShareLink[] {
  return SHARE_NETWORKS.map((network) => ({
    network,
    href: shareUrl(network, url, title),
    name: NETWORK_NAMES[network],
  }));
}

/** Where the opener's window is, as `window.open` features need it. */
export interface WindowBox {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}

/** `window.open` features: a 500×500 popup centred on the page's window. No `noopener`: with it the call returns null always, and a blocked popup could not be told from an opened one. */
export function shareWindowFeatures(opener: WindowBox): string {
  const { width, height } = SHARE_WINDOW;
  const left = Math.max(0, Math.round(opener.screenX + (opener.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(opener.screenY + (opener.outerHeight - height) / 2));
  return `popup,width=${width},height=${height},left=${left},top=${top}`;
}

/** An absolute http(s) URL, or null. */
export function httpUrl(value: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(value.trim());
  } catch {
    return null;
  }
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
}

/**
 * The page address to share: the `url` attribute when it is absolute http(s) (`problem` says
 * why not otherwise), else the page's canonical URL, else its location.
 */
export function pageUrlToShare(
  attribute: string,
  page: { canonical: string | null; location: string },
): { url: string; problem: string | null } {
  const fallback = (page.canonical && httpUrl(page.canonical)) || page.location;
  if (!attribute.trim()) return { url: fallback, problem: null };
  const url = httpUrl(attribute);
  if (url) return { url, problem: null };
  return { url: fallback, problem: `attribute "url" must be an absolute http(s) URL, got "${attribute}"` };
}

export interface ProfileLink {
  network: ProfileNetwork;
  href: string;
  /** The accessible name: "LinkedIn". */
  label: string;
}

/**
 * The profile links given, in PROFILE_NETWORKS order; an attribute that is not an absolute
 * http(s) URL is left out, with a problem sentence for the console.
 */
export function profileLinks(attributes: Readonly<Record<ProfileNetwork, string>>): {
  links: ProfileLink[];
  problems: string[];
} {
  const links: ProfileLink[] = [];
  const problems: string[] = [];
  for (const network of PROFILE_NETWORKS) {
    const value = attributes[network].trim();
    if (!value) continue;
    const href = httpUrl(value);
    if (href) links.push({ network, href, label: NETWORK_NAMES[network] });
    else problems.push(`attribute "${network}" must be an absolute http(s) URL, got "${value}"; the link is left out`);
  }
  return { links, problems };
}
