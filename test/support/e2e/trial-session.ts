import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import { signUpOverHttp } from '../http-session';
import { testDynamo } from '../test-dynamo';
import { uniquePhone } from '../unique-phone';

/** A new account on the local app, signed up and on a trial (texts on), straight in the table: its session. */
export async function trialSession(base: string, details: Record<string, unknown> = {}) {
  const session = await signUpOverHttp(base, uniquePhone(), details);
  const { doc, tables } = testDynamo();
  await doc.send(
    new UpdateCommand({
      TableName: tables.data,
      Key: keys.user(session.user.id),
      UpdateExpression: 'SET subscriptionStatus = :s',
      ExpressionAttributeValues: { ':s': 'trialing' },
    }),
  );
  return session;
}
