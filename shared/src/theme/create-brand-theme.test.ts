import { getContrastRatio } from '@mui/material';
import { describe, expect, it } from 'vitest';

import { createBrandTheme, primaryColor } from './create-brand-theme';

describe('createBrandTheme', () => {
  it('is light with the #7367F0 primary', () => {
    const theme = createBrandTheme();
    expect(theme.palette.mode).toBe('light');
    expect(theme.palette.primary.main).toBe(primaryColor);
    expect(primaryColor).toBe('#7367F0');
  });

  it('colours the page with a brand bodyBgColor', () => {
    expect(createBrandTheme({ bodyBgColor: '#102030' }).palette.background.default).toBe('#102030');
  });

  it('gives white text on filled primary surfaces at least AA contrast', () => {
    const theme = createBrandTheme();
    expect(getContrastRatio(theme.palette.primary.dark, '#fff')).toBeGreaterThanOrEqual(4.5);
  });
});
