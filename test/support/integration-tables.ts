// jest setupFiles (integration): the integration suites' tables.
import { TEST_TABLE_PREFIX } from './table-prefixes';
import { useProjectTables } from './project-tables';

useProjectTables(TEST_TABLE_PREFIX);
