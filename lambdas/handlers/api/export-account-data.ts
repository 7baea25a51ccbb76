import { awsAuthDeps, awsMessages, awsNagRecords, awsPeople, awsReminders, awsUsers } from '../../composition/aws';
import { exportAccountData } from '#core/accounts/use-cases/export-account-data';
import { apiHandler } from '../../http/api-handler';
import type { AuthDeps } from '../../http/authenticate';
import { exportAccountData as contract } from '#shared/contracts/api/export-account-data';

export type ExportAccountDataDeps = AuthDeps & Parameters<typeof exportAccountData>[0];

export const makeHandler = (deps: () => ExportAccountDataDeps) =>
  apiHandler('exportAccountData', contract, deps, ({ caller, deps }) => exportAccountData(deps, caller.id));

export const handler = makeHandler(() => ({
  ...awsAuthDeps(),
  users: awsUsers(),
  reminders: awsReminders(),
  nagRecords: awsNagRecords(),
  messages: awsMessages(),
  people: awsPeople(),
}));
