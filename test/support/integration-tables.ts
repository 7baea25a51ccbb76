// jest setupFiles (integration): the integration suites' tables, this worker's at this file's clock.
import { TEST_TABLE_PREFIX } from './table-prefixes';
import { useProjectTables } from './project-tables';

useProjectTables(TEST_TABLE_PREFIX, { byClock: true });
