/**
 * The services the specification gives a test and a live address of their own (point 7): the
 * event tree, UPI payments and the casino calls. The host decides which address applies (from
 * platform.json and the page's hostname) and configures them here; an endpoint names its service
 * (`service` in its definition), and a service without an address uses the brand's API address.
 */
export type ServiceName = 'events' | 'payments' | 'casino';

export type ServiceHosts = Readonly<Partial<Record<ServiceName, string>>>;

let hosts: ServiceHosts = {};

/** The addresses this page uses for the services; `{}` sends every call to the brand's API address. */
export function configureServiceHosts(next: ServiceHosts): void {
  hosts = { ...next };
}

/** The address of `service` when one is configured; `undefined` for the brand's API address. */
export function serviceBaseUrl(service: ServiceName | undefined): string | undefined {
  if (service === undefined) return undefined;
  const address = hosts[service];
  return address === undefined || address.trim() === '' ? undefined : address;
}
