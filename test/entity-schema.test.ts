import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { composeModules } from '../src/app';
import { createDataSource } from '../src/platform/database/database';
import { columnOf } from '../src/platform/database/entity-columns';
import { createLogger } from '../src/platform/logging/logger';
import { inertPlatformServices } from '../src/platform/module/inert-platform';
import { testDatabaseUrl } from './test-database';
import { reportFigure } from './run-report';

/**
 * The tables no entity describes, and why. Every other table of the migrations has exactly one entity, the one
 * source of its columns for repositories and for the typed SQL that reads it in bulk.
 */
const TABLES_WITHOUT_ENTITY: Record<string, string> = {
  migrations: "TypeORM's own bookkeeping",
};

interface DatabaseColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  character_maximum_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
  is_nullable: 'YES' | 'NO';
  has_default: boolean;
}

/** What information_schema says of a column, in one comparable line. */
function describeDatabase(column: DatabaseColumn): string {
  const type = column.data_type === 'ARRAY' ? `${column.udt_name.slice(1)}[]` : column.udt_name;
  const size =
    column.data_type === 'numeric'
      ? `(${column.numeric_precision},${column.numeric_scale})`
      : column.character_maximum_length
        ? `(${column.character_maximum_length})`
        : '';
  const nullable = column.is_nullable === 'YES' ? 'null' : 'not null';
  return `${type}${size} ${nullable}${column.has_default ? ' default' : ''}`;
}

/** The same line from an entity's metadata, with the type as the data source would create it. */
function describeEntity(dataSource: DataSource, column: ColumnMetadata): string {
  const normalized = dataSource.driver.normalizeType(column);
  const type = UDT_OF[normalized] ?? normalized;
  const size =
    normalized === 'numeric' ? `(${column.precision},${column.scale})` : column.length ? `(${column.length})` : '';
  const defaulted = column.default !== undefined || column.isGenerated || column.isCreateDate || column.isUpdateDate;
  return `${type}${column.isArray ? '[]' : ''}${size} ${column.isNullable ? 'null' : 'not null'}${defaulted ? ' default' : ''}`;
}

/** PostgreSQL's internal type names (information_schema's udt_name) of the types TypeORM normalizes to. */
const UDT_OF: Record<string, string> = {
  'character varying': 'varchar',
  character: 'bpchar',
  integer: 'int4',
  bigint: 'int8',
  smallint: 'int2',
  boolean: 'bool',
  'timestamp with time zone': 'timestamptz',
};

describe('entities and the migrated schema', () => {
  let dataSource: DataSource;
  let columns: DatabaseColumn[];
  let primaryKeys: Map<string, string[]>;

  beforeAll(async () => {
    const { entities } = composeModules(inertPlatformServices());
    dataSource = createDataSource(testDatabaseUrl(), 1, createLogger('silent'), entities);
    await dataSource.initialize();
    columns = await dataSource.query(
      `SELECT table_name, column_name, data_type, udt_name, character_maximum_length, numeric_precision,
              numeric_scale, is_nullable, column_default IS NOT NULL AS has_default
         FROM information_schema.columns WHERE table_schema = current_schema()`,
    );
    const keys: { table_name: string; columns: string[] }[] = await dataSource.query(
      `SELECT tc.table_name, array_agg(k.column_name::text ORDER BY k.column_name) AS columns
         FROM information_schema.table_constraints tc
         JOIN information_schema.key_column_usage k
           ON k.constraint_name = tc.constraint_name AND k.table_schema = tc.table_schema
        WHERE tc.table_schema = current_schema() AND tc.constraint_type = 'PRIMARY KEY'
        GROUP BY tc.table_name`,
    );
    primaryKeys = new Map(keys.map((key) => [key.table_name, key.columns]));
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  it('every table has one entity, except the ones listed with their reason', () => {
    const tables = [...new Set(columns.map((column) => column.table_name))].sort();
    const mapped = dataSource.entityMetadatas.map((metadata) => metadata.tableName).sort();
    reportFigure(
      `entity schema: ${mapped.length} of ${tables.length - 1} tables have an entity (migrations excluded), ` +
        `${Object.keys(TABLES_WITHOUT_ENTITY).length - 1} listed without`,
    );
    expect(new Set(mapped).size).toBe(mapped.length);
    expect(tables.filter((table) => !mapped.includes(table) && !(table in TABLES_WITHOUT_ENTITY))).toEqual([]);
    expect(Object.keys(TABLES_WITHOUT_ENTITY).filter((table) => mapped.includes(table))).toEqual([]);
    expect(Object.keys(TABLES_WITHOUT_ENTITY).filter((table) => !tables.includes(table))).toEqual([]);
  });

  it('each entity has exactly the columns of its table, with their types, sizes, nullability and defaults', () => {
    const differences: string[] = [];
    for (const metadata of dataSource.entityMetadatas) {
      const table = new Map(
        columns.filter((column) => column.table_name === metadata.tableName).map((c) => [c.column_name, c]),
      );
      const entityColumns = new Map(metadata.columns.map((column) => [column.databaseName, column]));
      for (const name of new Set([...table.keys(), ...entityColumns.keys()])) {
        const inTable = table.get(name);
        const inEntity = entityColumns.get(name);
        const expected = inTable ? describeDatabase(inTable) : 'no column';
        const actual = inEntity ? describeEntity(dataSource, inEntity) : 'no property';
        if (expected !== actual) differences.push(`${metadata.tableName}.${name}: table ${expected}, entity ${actual}`);
      }
      const primary = metadata.primaryColumns.map((column) => column.databaseName).sort();
      if (primary.join() !== (primaryKeys.get(metadata.tableName) ?? []).join())
        differences.push(
          `${metadata.tableName}: primary key (${primaryKeys.get(metadata.tableName)}), entity (${primary})`,
        );
    }
    expect(differences).toEqual([]);
  });

  it('the SQL select lists name the columns the data source does (columnOf)', () => {
    const differences = dataSource.entityMetadatas.flatMap((metadata) =>
      metadata.columns
        .filter((column) => columnOf(metadata.target as never, column.propertyName as never) !== column.databaseName)
        .map((column) => `${metadata.tableName}.${column.databaseName} (${column.propertyName})`),
    );
    expect(differences).toEqual([]);
  });
});
