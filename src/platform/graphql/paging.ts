import { Max, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';

/** `page` starts at 1; `pageSize` defaults to 20, at most 100 (00-decisions §4). */
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

/** OFFSET and LIMIT of a page. */
export function pageWindow(args: PageArgs): { offset: number; limit: number } {
  return { offset: (args.page - 1) * args.pageSize, limit: args.pageSize };
}
