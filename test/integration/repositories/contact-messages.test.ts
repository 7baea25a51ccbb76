import { dynamoContactMessages } from '../../../lambdas/adapters/aws/dynamo-contact-messages';
import { memoryContactMessages } from '../../support/memory/memory-contact-messages';
import { contactMessageRepositoryContract } from '../../support/contact-message-repository-contract';
import { testDynamo } from '../../support/test-dynamo';

describe('ContactMessageRepository: memory', () => contactMessageRepositoryContract(memoryContactMessages));

describe('ContactMessageRepository: DynamoDB Local', () => {
  const { doc, tables } = testDynamo();
  contactMessageRepositoryContract(() => dynamoContactMessages(doc, tables.data));
});
