import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context/request-context';
import { Transactional } from '../../platform/database/transactional.decorator';
import { Allow } from '../access/access.module';
import { PlatformSettingsDto } from './dto/platform-settings.dto';
import { UpdatePlatformSettingsInput } from './dto/update-platform-settings.input';
import { SettingsService } from './settings.service';

@Resolver()
export class SettingsResolver {
  constructor(private readonly settingsService: SettingsService) {}

  @Allow('platform.settings.view')
  @Query(() => PlatformSettingsDto, {
    description: 'Every known platform setting with its effective value and source.',
  })
  platformSettings(@Ctx() ctx: RequestContext): Promise<PlatformSettingsDto> {
    return this.settingsService.list(ctx);
  }

  @Allow('platform.settings.manage')
  @Transactional()
  @Mutation(() => PlatformSettingsDto, {
    description:
      'Sets overrides (string values) or removes them (null). Unknown keys or bad values: validation.failed.',
  })
  updatePlatformSettings(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UpdatePlatformSettingsInput) input: UpdatePlatformSettingsInput,
  ): Promise<PlatformSettingsDto> {
    return this.settingsService.update(ctx, input);
  }
}
