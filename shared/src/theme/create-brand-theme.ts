import { createTheme, type Theme } from '@mui/material';

export const primaryColor = '#7367F0';
export const spinnerColor = '#e3c16a';

export interface BrandThemeInput {
  /** A brand without a named theme is coloured by its bodyBgColor. */
  bodyBgColor?: string | undefined;
}

/** The MUI theme of a brand: light, primary #7367F0. */
export function createBrandTheme({ bodyBgColor }: BrandThemeInput = {}): Theme {
  const base = createTheme({
    palette: {
      mode: 'light',
      primary: { main: primaryColor },
      ...(bodyBgColor ? { background: { default: bodyBgColor } } : {}),
    },
    shape: { borderRadius: 8 },
  });
  // White text on #7367F0 is 4.3:1, under WCAG AA's 4.5:1, so filled surfaces that carry white
  // text use the primary's darker shade; the brand colour stays the primary.
  const filled = base.palette.primary.dark;
  return createTheme(base, {
    components: {
      MuiAppBar: { styleOverrides: { colorPrimary: { backgroundColor: filled } } },
      MuiButton: {
        variants: [
          {
            props: { variant: 'contained', color: 'primary' },
            style: { backgroundColor: filled, '&:hover': { backgroundColor: base.palette.primary.main } },
          },
        ],
      },
    },
  });
}
