import { Max, Min } from 'class-validator';
import type { EntityManager } from 'typeorm';
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';

/** `page` starts at 1; `pageSize` defaults to 20, at most 100: the paging of every page-numbered list. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 1, description: 'Starts at 1.' })
  @Min(1)
  page: number;

  @Field(() => Int, { defaultValue: 20, description: '1 to 100.' })
  @Min(1)
  @Max(100)
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** The paged list shape `{items, totalCount, page, pageSize}` of an item type, named `<Item>Page`. */
export function PagedResult<T extends object>(itemType: ClassType<T>) {
  @ObjectType(`${itemType.name.replace(/Dto$/, '')}Page`)
  class PagedResultClass implements Page<T> {
    @Field(() => [itemType])
    items: T[];

    @Field(() => Int)
    totalCount: number;

    @Field(() => Int)
    page: number;

    @Field(() => Int)
    pageSize: number;
  }
  return PagedResultClass;
}

export interface OffsetPage<T> {
  items: T[];
  totalCount: number;
  offset: number;
  limit: number;
}

/**
 * The offset-paged list shape `{items, totalCount, offset, limit}` of the /api/v1 licensing routes (they page by
 * offset and limit, not by PageArgs' page and pageSize), under the GraphQL type name given.
 */
export function OffsetPagedResult<T extends object>(itemType: ClassType<T>, name: string, description?: string) {
  @ObjectType(name, { description })
  class OffsetPagedResultClass implements OffsetPage<T> {
    @Field(() => [itemType])
    items: T[];

    @Field(() => Int)
    totalCount: number;

    @Field(() => Int)
    offset: number;

    @Field(() => Int)
    limit: number;
  }
  return OffsetPagedResultClass;
}

/** OFFSET and LIMIT of a page. */
export function pageWindow(args: PageArgs): { offset: number; limit: number } {
  return { offset: (args.page - 1) * args.pageSize, limit: args.pageSize };
}

/**
 * One page of a list query and its total in one statement (a windowed count), plus a plain count only for a page
 * past the end, where no row carries the total. `from` is the FROM … WHERE part, with `params` as its placeholders.
 */
export async function queryPage<T>(
  em: EntityManager,
  args: PageArgs,
  query: { columns: string; from: string; orderBy: string },
  params: unknown[],
): Promise<Page<T>> {
  const { offset, limit } = pageWindow(args);
  const rows: (T & { __total: number })[] = await em.query(
    `SELECT ${query.columns}, count(*) OVER ()::int AS "__total" ${query.from}
      ORDER BY ${query.orderBy} OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
    [...params, offset, limit],
  );
  let totalCount = rows[0]?.__total ?? 0;
  if (rows.length === 0 && offset > 0) {
    [{ totalCount }] = await em.query(`SELECT count(*)::int AS "totalCount" ${query.from}`, params);
  }
  const items = rows.map(({ __total: _total, ...item }) => item as unknown as T);
  return { items, totalCount, page: args.page, pageSize: args.pageSize };
}
