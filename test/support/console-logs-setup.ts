import { printLogsWith } from '../../lambdas/observability/logger';

// Log entries as the cloud's JSON lines, but through the global console, where a test can read them (jest.spyOn).
printLogsWith((entry) => {
  const line = JSON.stringify(entry);
  if (entry.level === 'ERROR' || entry.level === 'CRITICAL') console.error(line);
  else if (entry.level === 'WARN') console.warn(line);
  else console.log(line);
});
