import { ConfigError, loadConfig } from '../../platform/config/app-config';

describe('BankFiles__S3* settings', () => {
  const complete = {
    BankFiles__S3Bucket: 'statements',
    BankFiles__S3Region: 'eu-central-1',
    BankFiles__S3AccessKeyId: 'AKIDEXAMPLE',
    BankFiles__S3SecretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  };

  it('keeps the local directory when no bucket is named', () => {
    expect(loadConfig({ BankFiles__S3Region: 'eu-central-1' }).bankFilesS3).toBeNull();
  });

  it('reads the bucket, region, credentials, endpoint and path style', () => {
    const config = loadConfig({
      ...complete,
      BankFiles__S3Endpoint: 'http://127.0.0.1:9000/',
      BankFiles__S3ForcePathStyle: 'true',
    });
    expect(config.bankFilesS3).toEqual({
      bucket: 'statements',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: complete.BankFiles__S3SecretAccessKey,
      forcePathStyle: true,
    });
    expect(loadConfig(complete).bankFilesS3).toMatchObject({ endpoint: null, forcePathStyle: false });
  });

  it('refuses a bucket without region or credentials, naming the missing settings and never a value', () => {
    const load = (env: Record<string, string>) => () => loadConfig(env);
    expect(load({ BankFiles__S3Bucket: 'statements' })).toThrow(
      new ConfigError(
        'BankFiles__S3Bucket requires BankFiles__S3Region, BankFiles__S3AccessKeyId, BankFiles__S3SecretAccessKey',
      ),
    );
    const { BankFiles__S3SecretAccessKey: _secret, ...withoutSecret } = complete;
    expect(load(withoutSecret)).toThrow('BankFiles__S3Bucket requires BankFiles__S3SecretAccessKey');
    const { BankFiles__S3Region: _region, ...withoutRegion } = complete;
    expect(load(withoutRegion)).toThrow('BankFiles__S3Bucket requires BankFiles__S3Region');
    expect(load({ ...complete, BankFiles__S3Endpoint: 'minio:9000' })).toThrow(
      'BankFiles__S3Endpoint must be an http(s) URL',
    );
    expect(load({ ...complete, BankFiles__S3ForcePathStyle: 'maybe' })).toThrow(
      'BankFiles__S3ForcePathStyle must be true or false',
    );
  });
});
