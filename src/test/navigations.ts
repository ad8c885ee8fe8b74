/**
 * Navigations the page starts, held back so that the test page stays (Chromium's Navigation API:
 * a form submission's navigation is one, with its form data).
 */
export interface WatchedNavigations {
  /** Each navigation's address, and for a form's its data as `name=value` pairs after a space. */
  urls: string[];
  stop(): void;
}

export function watchNavigations(): WatchedNavigations {
  const urls: string[] = [];
  const hold = (event: Event) => {
    const navigate = event as Event & { destination: { url: string }; formData: FormData | null };
    const data = navigate.formData ? [...navigate.formData].map(([name, value]) => `${name}=${String(value)}`) : [];
    urls.push([navigate.destination.url, ...data].join(' '));
    event.preventDefault();
  };
  const navigation = (window as unknown as { navigation: EventTarget }).navigation;
  navigation.addEventListener('navigate', hold);
  return { urls, stop: () => navigation.removeEventListener('navigate', hold) };
}
