import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ErrorBody } from '../../shared/contracts/common';
import { DomainError } from '../core/kernel/errors';
import { STATUS_BY_CODE } from './status-codes';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function jsonResponse(statusCode: number, body: unknown, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

export function errorResponse(error: DomainError): APIGatewayProxyStructuredResultV2 {
  const { issues, shouldSignup, retryAfterSeconds } = error.extras;
  const body: ErrorBody = {
    error: { code: error.code, message: error.message, ...(issues ? { issues } : {}) },
    ...(shouldSignup !== undefined ? { shouldSignup } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  };
  const headers: Record<string, string> = retryAfterSeconds !== undefined ? { 'retry-after': String(retryAfterSeconds) } : {};
  return jsonResponse(STATUS_BY_CODE[error.code], body, headers);
}

export const internalErrorResponse = () =>
  errorResponse(new DomainError('internal', 'Something went wrong on our side. Please try again later.'));
