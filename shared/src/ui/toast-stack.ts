/** Toast defaults of the specification: 5000 ms, at most 20 on screen. */
export const toastDefaults = { autoHideDuration: 5000, maxSnack: 20 } as const;

/** The page's one stack of toasts, wherever it is mounted: the specification's defaults, top right. */
export const toastStackProps = {
  ...toastDefaults,
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
} as const;
