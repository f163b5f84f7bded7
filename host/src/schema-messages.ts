import { en } from 'zod/locales';
import * as z from 'zod/mini';

// zod/mini ships without messages: unless a locale is configured every issue reads "Invalid input".
// The notice of a brand whose settings are invalid and the error of an invalid platform.json say
// what a field should have been ("expected boolean, received string"), so the page takes zod's
// English messages (about 1 KB); like the rest of zod's configuration they are page-wide, for
// every copy of zod on the page.
z.config(en());
