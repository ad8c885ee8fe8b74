/** A stylesheet imported as text, adopted into shadow roots. */
declare module '*.css' {
  const css: string;
  export default css;
}

/** A stylesheet emitted as its own chunk; the import is its URL, relative to the importing chunk. */
declare module '*.css?url' {
  const url: string;
  export default url;
}

/** URL of the document-level stylesheet: src/styles/site-elements.css and every `<tag>.document.css`. */
declare module 'virtual:document-css' {
  const url: string;
  export default url;
}
