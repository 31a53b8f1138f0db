import { getMetadataArgsStorage } from 'typeorm';
import type { ColumnMetadataArgs } from 'typeorm/metadata-args/ColumnMetadataArgs';
import { SnakeNamingStrategy } from './snake-naming-strategy';

/** An entity class, as far as its column properties are concerned. */
type EntityType<E> = abstract new (...args: never[]) => E;

/** The properties of an entity, as `Pick` and the select lists name them. */
export type PropertyOf<E> = Extract<keyof E, string>;

/** A property name as the naming strategy turns it into a column name: `createdAtUtc` → `created_at_utc`. */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** An entity shape with its keys as the table's column names: the row type of SQL that selects plain columns. */
export type SnakeRow<T> = { [K in keyof T as K extends string ? SnakeCase<K> : never]: T[K] };

const naming = new SnakeNamingStrategy();

/**
 * The columns of each entity by property, read once per entity: the statements are built as their modules load, and
 * a scan of every entity's columns per name made loading the modules quadratic. An entity's decorators have all run
 * by the time anything names one of its columns, so the first read is complete.
 */
const columnsByEntity = new WeakMap<object, Map<string, ColumnMetadataArgs>>();

function columnArgs<E>(entity: EntityType<E>, property: PropertyOf<E>): ColumnMetadataArgs {
  let columns = columnsByEntity.get(entity);
  if (!columns) {
    columns = new Map(
      getMetadataArgsStorage()
        .columns.filter((column) => column.target === entity)
        .map((column) => [column.propertyName, column]),
    );
    columnsByEntity.set(entity, columns);
  }
  const args = columns.get(property);
  if (!args) throw new Error(`${entity.name}.${property} is not a column`);
  return args;
}

/**
 * The column of an entity property, named as the data source names it (the snake naming strategy over the
 * decorator's metadata), so SQL that cannot go through a repository still takes its names from the entity.
 */
export function columnOf<E>(entity: EntityType<E>, property: PropertyOf<E>): string {
  return naming.columnName(property, columnArgs(entity, property).options.name, []);
}

/** The column properties of an entity in declaration order. */
export function columnPropertiesOf<E>(entity: EntityType<E>): PropertyOf<E>[] {
  return getMetadataArgsStorage()
    .columns.filter((column) => column.target === entity)
    .map((column) => column.propertyName as PropertyOf<E>);
}

/**
 * A select list of entity properties for raw SQL, read as the entity reads them: a `date` as its `YYYY-MM-DD` text
 * (pg alone would make a local-midnight Date of it) and a `numeric` as a number. `as: 'property'` names each value
 * after its property (`a.created_at_utc AS "createdAtUtc"`, rows typed `Pick<Entity, …>`); `as: 'column'` keeps the
 * column name (rows typed `SnakeRow<Pick<Entity, …>>`). Built once where it is declared, so the hot statements that
 * use it cost nothing more than the literal they replace.
 */
export function selectColumns<E>(
  entity: EntityType<E>,
  alias: string | null,
  properties: readonly PropertyOf<E>[],
  options: { as: 'property' | 'column' } = { as: 'property' },
): string {
  return properties
    .map((property) => {
      const column = columnOf(entity, property);
      const qualified = alias ? `${alias}.${column}` : column;
      const value = readExpression(qualified, columnArgs(entity, property).options.type);
      if (options.as === 'property') return `${value} AS "${property}"`;
      return value === qualified ? qualified : `${value} AS ${column}`;
    })
    .join(', ');
}

function readExpression(column: string, type: unknown): string {
  if (type === 'date') return `to_char(${column}, 'YYYY-MM-DD')`;
  if (type === 'numeric') return `${column}::float8`;
  return column;
}
