/** A step's heading: its progress, title and introduction. */
import type { FlowStep, StepContent } from './flow';
import type { Translate } from './translations';

export function StepHeader<Props>({
  step,
  t,
  progress = null,
  content = {},
}: {
  step: FlowStep<Props>;
  t: Translate;
  progress?: string | null;
  content?: StepContent;
}) {
  const title = content.title ?? (step.title ? t(step.title) : '');
  const intro = content.text ?? (step.intro ? t(step.intro) : '');
  return (
    <header part="header">
      {progress && <p className="progress">{progress}</p>}
      <h2 id="form-title" part="title" tabIndex={-1}>
        <slot name="title">{title}</slot>
      </h2>
      {intro && <p className="intro">{intro}</p>}
    </header>
  );
}
