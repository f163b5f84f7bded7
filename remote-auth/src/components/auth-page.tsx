import { PlainText, platformInstanceId, selectDomainSetting, useSettingsStore } from '@exchange/shared';
import { useId, type ReactNode } from 'react';

export interface AuthPageProps {
  title: string;
  children: ReactNode;
}

/**
 * The frame of every auth page inside the host's auth card: the brand's auth logo (its title in
 * text when the brand has no logo) above the page heading. The section carries the remote and the
 * platform instance it was rendered with, which the composition tests read.
 */
export function AuthPage({ title, children }: AuthPageProps) {
  const headingId = useId();
  const settings = useSettingsStore(selectDomainSetting);
  const domainTitle = settings?.domainTitle ?? '';
  const logo = settings?.authLogoImage;
  return (
    <section
      aria-labelledby={headingId}
      data-remote="auth"
      data-shared-instance={platformInstanceId}
      style={{ width: '100%', minWidth: 0 }}
    >
      {logo ? (
        // The box is the card's width and 64 px high whatever the image turns out to be, so the
        // page does not move when it arrives; the logo is drawn centred inside it.
        <img
          src={logo}
          alt={domainTitle}
          style={{ display: 'block', marginBottom: 16, width: '100%', height: 64, objectFit: 'contain' }}
        />
      ) : domainTitle ? (
        <PlainText variant="h6" align="center" style={{ marginBottom: 16, overflowWrap: 'anywhere' }}>
          {domainTitle}
        </PlainText>
      ) : null}
      <PlainText as="h1" id={headingId} variant="h5" style={{ marginBottom: 16 }}>
        {title}
      </PlainText>
      {children}
    </section>
  );
}
