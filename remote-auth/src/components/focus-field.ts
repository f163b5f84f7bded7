/** Moves focus to a form's field by name: after a failed check, to the first field to fix. */
export function focusField(form: HTMLFormElement, name: string): void {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
}
