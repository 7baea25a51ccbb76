// jest setupFiles (e2e): the browser tests' own tables, this worker's.
import { E2E_TABLE_PREFIX } from './table-prefixes';
import { useProjectTables } from './project-tables';

useProjectTables(E2E_TABLE_PREFIX, { byClock: false });
