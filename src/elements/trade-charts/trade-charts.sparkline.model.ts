/** An SVG path through `points`, scaled to fill a `width` × `height` box (y grows down). Pure. */
export function sparklinePath(points: readonly number[], width: number, height: number): string {
  const finite = points.filter(Number.isFinite);
  if (finite.length < 2) return '';
  const min = Math.min(...finite);
  const range = Math.max(...finite) - min || 1;
  const step = width / (finite.length - 1);
  return finite
    .map((value, index) => {
      const x = index * step;
      const y = height - ((value - min) / range) * height;
      return `${index === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`;
    })
    .join(' ');
}

const round = (value: number) => Math.round(value * 100) / 100;
