import { primaryTextColour } from '@exchange/shared';

/**
 * The look of the slip's text fields: a focused field's label in the scheme's readable primary
 * (the brand's #7367F0 is below AA on paper).
 */
export const slipFieldStyle = { '& .MuiInputLabel-root.Mui-focused': { color: primaryTextColour } } as const;
