/** Elements with class `detect` get class `detected` the first time they scroll into view (for entry animations). */

export function detectInView(root: ParentNode = document): () => void {
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      entry.target.classList.add('detected');
      observer.unobserve(entry.target);
    }
  });
  for (const element of root.querySelectorAll('.detect:not(.detected)')) observer.observe(element);
  return () => observer.disconnect();
}
