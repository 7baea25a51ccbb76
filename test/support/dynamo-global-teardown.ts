import { DYNAMO_HANDLE } from './dynamo-global-setup';
import type { DynamoLocal } from '../../local/dynamo-local';

type Holder = { [DYNAMO_HANDLE]?: { dynamo: DynamoLocal; users: number } };

/** jest globalTeardown: stops the DynamoDB Local of dynamo-global-setup once its last project is done. */
export default async function dynamoGlobalTeardown(): Promise<void> {
  const holder = globalThis as Holder;
  const running = holder[DYNAMO_HANDLE];
  if (!running) return;
  running.users -= 1;
  if (running.users > 0) return;
  delete holder[DYNAMO_HANDLE];
  await running.dynamo.stop();
}
