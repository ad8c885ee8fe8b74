/**
 * Third-party scripts (a search provider, a reviews widget): one <script> per URL per page,
 * however many elements ask for it. A failed load is forgotten, so a later call tries again.
 */
const scripts = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        script.remove();
        reject(new Error(`script ${src} failed to load`));
      };
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}
