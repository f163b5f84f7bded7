import { Spinner } from '@exchange/shared';

/**
 * A spinner for a part of the page that is still loading. The progressbar carries the label itself:
 * assistive technology announces the progressbar, and an unnamed one is an accessibility failure.
 */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <div role="status" style={{ display: 'flex', justifyContent: 'center', padding: 32 }}>
      <Spinner label={label} />
    </div>
  );
}
