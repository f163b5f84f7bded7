/**
 * The brand settings' `sandboxPayments` field belongs to the api, not to a brand's file: it says
 * that this api simulates payments (`SANDBOX_PAYMENTS=on`), and the apps show their "sandbox" mark
 * while it is true. It rides on the settings answers the apps already load before their first
 * render, so the mark costs no request of its own.
 */
export const sandboxPaymentsField = 'sandboxPayments';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Settings with the api's own answer: the field set to true while sandbox payments are on, and
 * left out otherwise, whatever the file said (a brand cannot hide the mark, nor show it falsely).
 * Anything but an object is returned as it is: the apps report such a file themselves.
 */
export function withSandboxPayments(settings: unknown, sandboxPayments: boolean): unknown {
  if (!isPlainObject(settings)) return settings;
  const rest = Object.fromEntries(Object.entries(settings).filter(([key]) => key !== sandboxPaymentsField));
  return sandboxPayments ? { ...rest, [sandboxPaymentsField]: true } : rest;
}

/**
 * The same on a settings file's text, as the settings CDN serves it: untouched unless the field has
 * to be added or taken out, and untouched when it is not JSON.
 */
export function settingsTextWithSandboxPayments(text: string, sandboxPayments: boolean): string {
  let settings: unknown;
  try {
    settings = JSON.parse(text);
  } catch {
    return text;
  }
  if (!isPlainObject(settings)) return text;
  if (!sandboxPayments && !Object.hasOwn(settings, sandboxPaymentsField)) return text;
  return JSON.stringify(withSandboxPayments(settings, sandboxPayments));
}
