import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LAMBDA_BUNDLING } from '../../infra/constructs/lambda-bundling';

const root = join(__dirname, '..', '..');
const sdkClients = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> })
    .dependencies,
).filter((name) => name.startsWith('@aws-sdk/client-'));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith('.js') ? [join(dir, entry.name)] : [],
  );
}

describe('what the Lambda bundles leave out', () => {
  it('the event-stream codec, which none of the SDK clients we depend on uses', () => {
    expect(LAMBDA_BUNDLING.external).toContain('@smithy/core/event-streams');
    expect(sdkClients.length).toBeGreaterThan(0);
    // A client with an event-stream operation wires the codec in its runtime config and names it in its schemas;
    // adding one means bundling the codec again.
    for (const client of sdkClients) {
      const users = filesUnder(join(root, 'node_modules', client, 'dist-es')).filter((file) =>
        /event-?stream/i.test(readFileSync(file, 'utf8')),
      );
      expect({ client, users }).toEqual({ client, users: [] });
    }
  });
});
