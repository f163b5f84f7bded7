// Apart from the pagination component, so a page's loader can name its opening page without MUI.

/** The page sizes every account list offers. */
export const accountPageSizes = [10, 25, 50];

/** The page size a list opens with. */
export const openingPageSize = accountPageSizes[0] ?? 10;
