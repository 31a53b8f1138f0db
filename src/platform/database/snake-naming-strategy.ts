import { DefaultNamingStrategy, type NamingStrategyInterface } from 'typeorm';

const toSnake = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Entity properties keep the API's camelCase names; tables and columns are snake_case. */
export class SnakeNamingStrategy extends DefaultNamingStrategy implements NamingStrategyInterface {
  override columnName(propertyName: string, customName: string | undefined, embeddedPrefixes: string[]): string {
    return toSnake([...embeddedPrefixes, customName ?? propertyName].join('_'));
  }

  override joinColumnName(relationName: string, referencedColumnName: string): string {
    return toSnake(`${relationName}_${referencedColumnName}`);
  }
}
