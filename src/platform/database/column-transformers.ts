import type { ValueTransformer } from 'typeorm';

/**
 * `numeric` as a JavaScript number. pg answers numeric as text to keep its precision; the service's numeric columns
 * are small fixed-scale ratios (confidences), which a double holds exactly enough, so entities read them as numbers
 * like the `::float8` of the SQL select lists (`selectColumns`).
 */
export const numericAsNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
