import type { ButtonHTMLAttributes, CSSProperties, ElementType, HTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

import { usePlainStyles } from './plain-styles';

/** Class names joined, the falsy ones left out. */
function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** An icon of 24 × 24 units in the text's colour, 1.5 rem square unless its parent says otherwise. */
export function PlainIcon({ path, size }: { path: string; size?: number }) {
  usePlainStyles();
  return (
    <svg
      className="xp-icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={size ? { fontSize: size } : undefined}
    >
      <path d={path} />
    </svg>
  );
}

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** MUI's button variants: filled with the brand's colour, outlined, or text only. */
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'medium' | 'large';
  fullWidth?: boolean;
  /** Drawn before the label (an icon). */
  startIcon?: ReactNode;
}

/** A `<button>` drawn as MUI's Button. `type` defaults to "button", so that it never submits by surprise. */
export function PlainButton({
  variant = 'text',
  size = 'medium',
  fullWidth = false,
  startIcon,
  className,
  type = 'button',
  children,
  ...props
}: PlainButtonProps) {
  usePlainStyles();
  return (
    <button
      {...props}
      type={type}
      className={classes('xp-button', className)}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth ? '' : undefined}
    >
      {startIcon}
      {children}
    </button>
  );
}

export type PlainButtonLinkProps = LinkProps & Pick<PlainButtonProps, 'variant' | 'size' | 'fullWidth'>;

/** A link inside the app drawn as a button (react-router's Link): where pressing it goes somewhere. */
export function PlainButtonLink({
  variant = 'text',
  size = 'medium',
  fullWidth = false,
  className,
  ...props
}: PlainButtonLinkProps) {
  usePlainStyles();
  return (
    <Link
      {...props}
      className={classes('xp-button', typeof className === 'string' && className)}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth ? '' : undefined}
    />
  );
}

/** A round button holding one icon; it must be named (`aria-label`). */
export function PlainIconButton({
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { 'aria-label': string }) {
  usePlainStyles();
  return <button {...props} type={type} className={classes('xp-icon-button', className)} />;
}

/** A link inside the app (react-router's), drawn as MUI's Link. */
export function PlainLink({ className, ...props }: LinkProps) {
  usePlainStyles();
  return <Link {...props} className={classes('xp-link', typeof className === 'string' && className)} />;
}

export type PlainTextVariant = 'h2' | 'h4' | 'h5' | 'h6' | 'body1' | 'body2' | 'caption';

export interface PlainTextProps extends HTMLAttributes<HTMLElement> {
  /** The element: a heading level, a paragraph… */
  as?: ElementType;
  variant?: PlainTextVariant;
  /** In the theme's secondary text colour. */
  secondary?: boolean;
  align?: 'center';
}

/** Text in one of the theme's type styles, without margins. */
export function PlainText({
  as: Element = 'p',
  variant = 'body1',
  secondary,
  align,
  className,
  ...props
}: PlainTextProps) {
  usePlainStyles();
  return (
    <Element
      {...props}
      className={classes(`xp-${variant}`, secondary && 'xp-secondary', align === 'center' && 'xp-center', className)}
    />
  );
}

/** A column of children with a gap between them (MUI's Stack), in pixels. */
export function PlainStack({
  gap = 16,
  className,
  style,
  ...props
}: HTMLAttributes<HTMLDivElement> & { gap?: number }) {
  usePlainStyles();
  return (
    <div
      {...props}
      className={classes('xp-stack', className)}
      style={{ ...style, '--xp-gap': `${gap}px` } as CSSProperties}
    />
  );
}

export type AlertSeverity = 'error' | 'warning' | 'info' | 'success';

// MUI's alert icons (outlined), in 24 × 24 units.
const alertIcons: Record<AlertSeverity, string> = {
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20,12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10,10 0 0,0 12,2M11,17H13V11H11V17Z',
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2,4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
};

export interface PlainAlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  severity?: AlertSeverity;
  /** A bold first line. */
  title?: ReactNode;
  /** Beside the message, at its end: a retry button. */
  action?: ReactNode;
}

/**
 * A message in the colours of its severity, as MUI's Alert draws it. `role="alert"` by default, so
 * that it is announced when it appears; pass `role` to change that.
 */
export function PlainAlert({
  severity = 'error',
  title,
  action,
  children,
  className,
  role = 'alert',
  ...props
}: PlainAlertProps) {
  usePlainStyles();
  return (
    <div {...props} role={role} className={classes('xp-alert', className)} data-severity={severity}>
      <PlainIcon path={alertIcons[severity]} />
      <div className="xp-alert-message">
        {title ? <div className="xp-alert-title">{title}</div> : null}
        {children}
      </div>
      {action ? <div className="xp-alert-action">{action}</div> : null}
    </div>
  );
}

/** An indeterminate progress bar, 4 px high, named for assistive technology. */
export function ProgressBar({ label, className, style }: { label: string; className?: string; style?: CSSProperties }) {
  usePlainStyles();
  return <span role="progressbar" aria-label={label} className={classes('xp-progress', className)} style={style} />;
}

/** An indeterminate round spinner, 40 px, named for assistive technology. */
export function Spinner({ label }: { label: string }) {
  usePlainStyles();
  return (
    <span role="progressbar" aria-label={label} className="xp-spinner">
      <svg viewBox="22 22 44 44" width="40" height="40" aria-hidden="true" focusable="false">
        <circle cx="44" cy="44" r="20.2" />
      </svg>
    </span>
  );
}
