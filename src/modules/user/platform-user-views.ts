import type { ActorRoleAssignment } from '../../platform/context/actor';
import type { RequestContext } from '../../platform/context/request-context';
import { userAccessLoader } from '../access/access.module';
import type { PlatformUserDto } from './dto/platform-user.dto';

/**
 * PlatformUserDtos for users in the given order, their assignments through `userAccessLoader`: one statement for
 * any number of users. `visible` narrows the assignments shown (scoped lists show only their own scope).
 */
export async function platformUserViews(
  ctx: RequestContext,
  users: { id: string; created_at_utc: Date }[],
  visible: (assignment: ActorRoleAssignment) => boolean = () => true,
): Promise<PlatformUserDto[]> {
  const loader = ctx.loader(userAccessLoader);
  // Inside a mutation the request may have cached a user before changing it.
  for (const user of users) loader.clear(user.id);
  const accesses = await loader.loadMany(users.map((user) => user.id));
  return users.flatMap((user, index) => {
    const access = accesses[index];
    if (!access || access instanceof Error) return [];
    return [
      {
        id: access.userId,
        email: access.email,
        displayName: access.displayName,
        isActive: access.isActive,
        createdAtUtc: user.created_at_utc,
        roleAssignments: access.roleAssignments.filter(visible),
      },
    ];
  });
}
