// The fault suite: each fault the platform is proved against, and the tests that inject it. `npm test`
// runs them with everything else; `npm run test:faults` runs them alone (scripts/test-faults.mjs).
// The README's Reliability table says, per fault, what the player sees and what an operator does.

/**
 * @typedef {object} Fault
 * @property {string} fault What breaks.
 * @property {readonly string[]} unit vitest files that inject it, from the repository's root.
 * @property {readonly string[]} browser Playwright specs whose `@fault` tests inject it, from `e2e/`.
 */

/** Browser tests of the suite carry this tag (`test(title, { tag: faultTag }, …)`). */
export const faultTag = '@fault';

/** @type {readonly Fault[]} */
export const faults = [
  {
    fault: 'A remote (auth, sports, casino, account) is down',
    unit: [],
    browser: ['tests/faults/remote-down.spec.ts'],
  },
  {
    fault: 'The api is killed and restarted while players are on live pages',
    unit: ['api/src/start.test.ts'],
    browser: ['tests/faults/api-down.spec.ts'],
  },
  {
    fault: 'The settings CDN gives no answer, an error, or a broken file',
    unit: ['host/src/config/settings-files.test.ts', 'host/src/boot/early-start.test.ts'],
    browser: ['tests/white-label.spec.ts'],
  },
  {
    fault: 'The hub connection drops',
    unit: ['shared/src/realtime/realtime-connection.test.ts', 'shared/src/realtime/realtime-wakeups.test.ts'],
    browser: ['tests/session.spec.ts'],
  },
  {
    fault: "The player's network is cut while their market settles",
    unit: ['shared/src/api/http-client.test.ts', 'remote-sports/src/pages/markets-page.test.tsx'],
    browser: ['tests/faults/network-cut.spec.ts'],
  },
  {
    fault: 'Many calls answer 401 at once',
    unit: ['shared/src/api/http-client.test.ts'],
    browser: ['tests/session.spec.ts'],
  },
  {
    fault: 'Place bet pressed twice on a slow network',
    unit: ['remote-sports/src/pages/markets-page.test.tsx'],
    browser: ['tests/betting.spec.ts'],
  },
  {
    fault: 'The api is killed (SIGKILL) during a burst of bets',
    unit: ['api/src/db/killed-during-bets.test.ts'],
    browser: [],
  },
  {
    fault: 'A second api process is started on the same data folder',
    unit: ['api/src/db/data-folder-processes.test.ts', 'api/src/db/data-folder.test.ts'],
    browser: [],
  },
  {
    fault: 'The data folder is missing (a volume that did not mount)',
    unit: ['api/src/startup-secrets.test.ts'],
    browser: [],
  },
  {
    fault: 'The data folder is damaged, or its money does not add up',
    unit: [
      'api/src/db/data-folder-integrity.test.ts',
      'api/src/db/data-folder-money.test.ts',
      'api/src/db/money-integrity.test.ts',
    ],
    browser: [],
  },
  { fault: "A restart with the operator's own events open", unit: ['api/src/sports/world-store.test.ts'], browser: [] },
  {
    fault: "A cluster's writer is lost during bets",
    unit: ['api/src/cluster/deployment.test.ts', 'api/src/cluster/fencing.test.ts'],
    browser: [],
  },
  { fault: 'A broken receipt is uploaded', unit: ['api/src/payments/broken-receipts.test.ts'], browser: [] },
];

/** Every vitest file of the suite, once. */
export const faultUnitTestFiles = [...new Set(faults.flatMap((fault) => fault.unit))];

/** Every Playwright spec of the suite, once. */
export const faultBrowserSpecs = [...new Set(faults.flatMap((fault) => fault.browser))];
