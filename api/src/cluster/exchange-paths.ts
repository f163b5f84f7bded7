/**
 * The calls the exchange's writer answers: sports and markets, prices, bets, cash out and the
 * operator's sports and settlement calls. They read or change the books and the sports world, which
 * live in one process of a deployment.
 */
const exchangePaths = [
  /^\/(bet|odds|event|market|sport)\//i,
  /^\/api\/services\/app\/sport\//i,
  /^\/admin\/(sports|markets)\//,
  /^\/cdn\/media\/live-sample\//,
];

export const isExchangeCall = (url: string): boolean => exchangePaths.some((path) => path.test(url));

/** The same paths as HAProxy `path_reg` conditions (`-i` where the case does not matter). */
export const exchangePathConditions = (): string[] =>
  exchangePaths.map((path) => `path_reg ${path.flags.includes('i') ? '-i ' : ''}${path.source.replaceAll('\\/', '/')}`);

/** Answers 200 on the process that writes the exchange now, 503 on the others: the load balancer's check. */
export const writerCheckPath = '/cluster/writer';
