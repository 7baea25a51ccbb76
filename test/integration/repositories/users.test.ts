import { dynamoUsers } from '../../../lambdas/adapters/aws/dynamo-users';
import { memoryUsers } from '../../support/memory/memory-users';
import { testDynamo } from '../../support/test-dynamo';
import { userRepositoryContract } from '../../support/user-repository-contract';

describe('UserRepository: memory', () => userRepositoryContract(memoryUsers));

describe('UserRepository: DynamoDB Local', () => {
  const { doc, tables } = testDynamo();
  userRepositoryContract(() => dynamoUsers(doc, tables.data));
});
