import { dynamoMessages } from '../../../lambdas/adapters/aws/dynamo-messages';
import { memoryMessages } from '../../support/memory/memory-messages';
import { messageRepositoryContract } from '../../support/message-repository-contract';
import { testDynamo } from '../../support/test-dynamo';

describe('MessageRepository: memory', () => messageRepositoryContract(memoryMessages));

describe('MessageRepository: DynamoDB Local', () => {
  const { doc, tables } = testDynamo();
  messageRepositoryContract(() => dynamoMessages(doc, tables.data));
});
