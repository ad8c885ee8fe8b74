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
