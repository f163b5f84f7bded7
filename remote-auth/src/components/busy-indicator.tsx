import { ProgressBar } from '@exchange/shared';

/**
 * The progress bar of a form while its request is out. Its slot keeps its height when idle, so
 * the form does not jump; it sits outside the buttons so their names stay what they say.
 */
export function BusyIndicator({ busy, label }: { busy: boolean; label: string }) {
  return <div style={{ height: 4, margin: '8px 0' }}>{busy ? <ProgressBar label={label} /> : null}</div>;
}
