import { createHash } from 'node:crypto';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { keys } from '#shared/db/keys';
import type { OtpRecord } from '#core/auth/domain/otp-policy';
import type { OtpStore } from '#core/auth/ports/otp-store';
import { isConditionFailed } from './condition-failed';

const epochSeconds = (at: Date) => Math.ceil(at.getTime() / 1000);

/** A requester's network is counted, not kept: its window's key holds a digest of it. */
const sendsKey = (e164: string, requester: string | undefined) =>
  keys.otpSends(
    e164,
    requester === undefined ? undefined : createHash('sha256').update(requester).digest('base64url').slice(0, 22),
  );

/**
 * Codes and send windows on the Auth table. `expiresAt` is the table's TTL attribute (epoch seconds);
 * the exact instant a code stops working is `validUntil`, and the domain decides with it.
 */
function recordFromItem(item: Record<string, unknown>): OtpRecord {
  return {
    codeHash: item.codeHash as string,
    sentAt: item.sentAt as string,
    expiresAt: item.validUntil as string,
    attempts: typeof item.attempts === 'number' ? item.attempts : 0,
  };
}

export function dynamoOtpStore(doc: DynamoDBDocumentClient, authTable: string): OtpStore {
  return {
    async getSendWindow(e164, requester) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: authTable, Key: sendsKey(e164, requester), ConsistentRead: true }),
      );
      if (!Item) return { window: { sends: [] }, version: 0 };
      return {
        window: { sends: Array.isArray(Item.sends) ? (Item.sends as string[]) : [] },
        version: Number(Item.version ?? 0),
      };
    },

    async saveSendWindow(e164, window, expectedVersion, expiresAt, requester) {
      try {
        await doc.send(
          new PutCommand({
            TableName: authTable,
            Item: {
              ...sendsKey(e164, requester),
              sends: window.sends,
              version: expectedVersion + 1,
              expiresAt: epochSeconds(expiresAt),
            },
            ...(expectedVersion === 0
              ? { ConditionExpression: 'attribute_not_exists(pk)' }
              : {
                  ConditionExpression: '#version = :expected',
                  ExpressionAttributeNames: { '#version': 'version' },
                  ExpressionAttributeValues: { ':expected': expectedVersion },
                }),
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailed(error)) return false;
        throw error;
      }
    },

    async putCode(purpose, e164, record) {
      await doc.send(
        new PutCommand({
          TableName: authTable,
          Item: {
            ...keys.otp(purpose, e164),
            codeHash: record.codeHash,
            sentAt: record.sentAt,
            validUntil: record.expiresAt,
            attempts: record.attempts,
            expiresAt: epochSeconds(new Date(record.expiresAt)),
          },
        }),
      );
    },

    async getCode(purpose, e164) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: authTable, Key: keys.otp(purpose, e164), ConsistentRead: true }),
      );
      return Item ? recordFromItem(Item) : null;
    },

    async claimAttempt(purpose, e164) {
      try {
        const { Attributes } = await doc.send(
          new UpdateCommand({
            TableName: authTable,
            Key: keys.otp(purpose, e164),
            UpdateExpression: 'ADD attempts :one',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':one': 1 },
            ReturnValues: 'ALL_OLD',
          }),
        );
        return Attributes ? recordFromItem(Attributes) : null;
      } catch (error) {
        if (isConditionFailed(error)) return null;
        throw error;
      }
    },

    async consumeCode(purpose, e164, codeHash) {
      try {
        await doc.send(
          new DeleteCommand({
            TableName: authTable,
            Key: keys.otp(purpose, e164),
            ConditionExpression: 'codeHash = :hash',
            ExpressionAttributeValues: { ':hash': codeHash },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailed(error)) return false;
        throw error;
      }
    },
  };
}
