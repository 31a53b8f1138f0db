import { RoleAssignment } from './modules/access/role-assignment.entity';
import { Role } from './modules/access/role.entity';
import { RefreshSession } from './modules/auth/refresh-session.entity';
import { AuditEntry } from './modules/audit/audit-entry.entity';
import { Location } from './modules/location/location.entity';
import { Organization } from './modules/organization/organization.entity';
import { User } from './modules/user/user.entity';

/** Every TypeORM entity of the service; the schema itself is defined by the migrations. */
export const entities = [Organization, Location, User, Role, RoleAssignment, RefreshSession, AuditEntry];
