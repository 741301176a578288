import { DEMO_ACCOUNTS } from './demo/seed';

/** What a started server says last, in a frame, so it ends the start-up output and is easy to find. */
export interface StartUpFacts {
  appUrl: string;
  host: string;
  port: number;
  /** Where the data is, e.g. "PostgreSQL (DATABASE_URL)". */
  database: string;
  /** Where e-mails go (transport.describe()), and whether they are also shown in the log. */
  email: string;
  webhookLines: string[];
  demoData: boolean;
  seeded: boolean;
  /** What runs: null for one process doing everything; else, e.g. "3 web processes and 1 worker". */
  processes: string | null;
  /** False for a worker alone: it listens on no port. */
  listening: boolean;
}

export function startUpBanner(facts: StartUpFacts): string {
  const local = ['127.0.0.1', 'localhost', '::1'].includes(facts.host);
  const lines = [''];
  if (facts.listening) {
    lines.push(
      `  Fulfilment back-office is running at ${facts.appUrl}`,
      local
        ? `  Listening on ${facts.host}:${facts.port}: this computer only (HOST=0.0.0.0 opens it to the network)`
        : `  Listening on ${facts.host}:${facts.port}: reachable from other computers (HOST)`,
    );
  } else {
    lines.push('  Fulfilment back-office scheduler and jobs are running (ROLE=worker): listening on no port');
  }
  if (facts.processes) lines.push(`  Processes: ${facts.processes}`);
  lines.push(`  Database: ${facts.database}`, `  E-mail: ${facts.email}`);
  lines.push(...facts.webhookLines.map((line) => `  ${line}`));
  if (facts.demoData && facts.listening) {
    lines.push(facts.seeded ? '  Demo data loaded. Demo sign-ins:' : '  Demo sign-ins:');
    for (const account of DEMO_ACCOUNTS)
      lines.push(`    ${account.role.padEnd(9)} ${account.email}  /  ${account.password}`);
    if (!local) lines.push('  The demo passwords are public: set DEMO_DATA=0 for a server others can reach.');
  }
  const rule = '  ' + '='.repeat(Math.max(...lines.map((l) => l.length)) - 2);
  lines.splice(1, 0, rule);
  lines.push(rule);
  return lines.join('\n') + '\n';
}
