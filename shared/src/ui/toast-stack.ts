/** Toast defaults of the specification: 5000 ms, at most 20 on screen. */
export const toastDefaults = { autoHideDuration: 5000, maxSnack: 20 } as const;

/** The class of the stack's top-right container: under the navbar, clear of the balance and exposure. */
export const toastsBelowNavbarClass = 'xp-toasts-below-navbar';

/**
 * Where the stack sits once MUI's styles are on the page (`PlayerProviders`): below the navbar (56 px
 * on phones, 64 px from 600 px up), so a toast never covers the figures it reports. The class is
 * doubled to outrank the container's own position.
 */
export const toastsBelowNavbarStyles = {
  [`.${toastsBelowNavbarClass}.${toastsBelowNavbarClass}`]: { top: 64, '@media (min-width: 600px)': { top: 72 } },
} as const;

/** The page's one stack of toasts, wherever it is mounted: the specification's defaults, top right. */
export const toastStackProps = {
  ...toastDefaults,
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
  classes: { containerAnchorOriginTopRight: toastsBelowNavbarClass },
} as const;
