/** A stylesheet imported as text, adopted into shadow roots. */
declare module '*.css' {
  const css: string;
  export default css;
}

/** URL of the document-level stylesheet: src/styles/site-elements.css and every `<tag>.document.css`. */
declare module 'virtual:document-css' {
  const url: string;
  export default url;
}

/** URL of the icon library the build ships (dist/icons/, Material Symbols), ending in `/`. */
declare module 'virtual:icon-base' {
  const url: string;
  export default url;
}

/** The feed worker's script (src/services/quotes-feed/feed-worker.ts, bundled): its file beside the chunk, an absolute URL. */
declare module 'virtual:feed-worker' {
  const url: string;
  export default url;
}
