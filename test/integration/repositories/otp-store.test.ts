import { dynamoOtpStore } from '../../../lambdas/adapters/aws/dynamo-otp-store';
import { memoryOtpStore } from '../../support/memory/memory-otp-store';
import { otpStoreContract } from '../../support/otp-store-contract';
import { testDynamo } from '../../support/test-dynamo';

describe('OtpStore: memory', () => otpStoreContract(memoryOtpStore));

describe('OtpStore: DynamoDB Local', () => {
  const { doc, tables } = testDynamo();
  otpStoreContract(() => dynamoOtpStore(doc, tables.auth));
});
