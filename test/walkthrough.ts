import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse } from 'graphql';
import { testPostingWorker } from './posting-fixtures';
import type { TestEnvironment } from './test-environment';

const ROOT = path.resolve(__dirname, '..');
const STATEMENT = 'src/erp-simulator/demo-statement.txt';
const UPLOAD = 'mutation Upload($file: Upload!) { uploadBankStatement(file: $file) { importId status isDuplicate } }';

/** A walkthrough section of a document: its text, its one GraphQL document and the names of its operations. */
export interface Walkthrough {
  text: string;
  document: string;
  operations: string[];
}

/**
 * Reads the walkthrough section `section` of `file`. The tests send its GraphQL document as the IDE does (whole, with
 * an operation name), so the document cannot drift from what the service answers.
 */
export function readWalkthrough(file: string, section: string): Walkthrough {
  const markdown = readFileSync(path.join(ROOT, file), 'utf8');
  const start = markdown.indexOf(`\n${section}\n`);
  if (start < 0) throw new Error(`${file} has no "${section}" section`);
  const end = markdown.indexOf('\n## ', start + section.length + 2);
  const text = markdown.slice(start, end < 0 ? undefined : end);
  const blocks = [...text.matchAll(/```graphql\n([\s\S]*?)```/g)];
  if (blocks.length !== 1) throw new Error(`the walkthrough needs one graphql block, it has ${blocks.length}`);
  const document = blocks[0][1];
  const operations = parse(document).definitions.map((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name)
      throw new Error('every walkthrough definition must be a named operation');
    return definition.name.value;
  });
  return { text, document, operations };
}

/** A posting as the walkthroughs' `Posting` operation reads it. */
interface PostingRead {
  status: string;
}

/**
 * A reader following a walkthrough in the GraphQL IDE: its Variables pane is sent whole with every operation, its
 * Headers pane likewise.
 */
export class WalkthroughSession {
  readonly variables: Record<string, unknown> = {};
  readonly headers: Record<string, string> = {};

  constructor(
    private readonly env: TestEnvironment,
    private readonly walkthrough: Walkthrough,
  ) {}

  /** Runs an operation of the walkthrough; it must answer data and no error. */
  async run<T = Record<string, unknown>>(name: string): Promise<T> {
    const response = await this.send(name);
    expect({ name, status: response.status, errors: response.body.errors }).toEqual({
      name,
      status: 200,
      errors: undefined,
    });
    return response.body.data as T;
  }

  /** The same operation, answering its GraphQL error code instead of data. */
  async failing(name: string): Promise<string> {
    const response = await this.send(name);
    return response.body.errors?.[0]?.extensions?.code;
  }

  /** Signs in with `SignIn` and keeps the bearer in the Headers pane. */
  async signIn(): Promise<void> {
    const { login } = await this.run<{ login: { accessToken: string } }>('SignIn');
    this.headers.Authorization = `Bearer ${login.accessToken}`;
  }

  /** `CreateOrganization`, then `CreateOutlet`, both kept in the Headers pane as the active context. */
  async createTenant(): Promise<void> {
    this.variables.organizationId = (
      await this.run<{ createPlatformOrganization: { id: string } }>('CreateOrganization')
    ).createPlatformOrganization.id;
    const outletId = (await this.run<{ createLocation: { id: string } }>('CreateOutlet')).createLocation.id;
    Object.assign(this.headers, { 'X-Organization-Id': this.variables.organizationId, 'X-Location-Id': outletId });
  }

  /** The demo statement uploaded as the walkthrough's curl sends it: a GraphQL multipart request with the file. */
  async uploadStatement(): Promise<void> {
    expect(this.walkthrough.text).toContain(UPLOAD);
    expect(this.walkthrough.text).toContain(`-F 0=@${STATEMENT}`);
    const upload = await this.env.http
      .post('/graphql')
      .set('Apollo-Require-Preflight', 'true')
      .set(this.headers)
      .field('operations', JSON.stringify({ query: UPLOAD, variables: { file: null } }))
      .field('map', JSON.stringify({ 0: ['variables.file'] }))
      .attach('0', readFileSync(path.join(ROOT, STATEMENT)), 'demo-statement.txt');
    expect(upload.status).toBe(200);
    expect(upload.body.data.uploadBankStatement).toMatchObject({ status: 'Parsed', isDuplicate: false });
    this.variables.importId = upload.body.data.uploadBankStatement.importId;
  }

  /** `ApprovePosting` with a posting worker running, then `Posting` until the worker reconciled it (or 5 s). */
  async approvePostingUntilReconciled<T extends PostingRead>(): Promise<T> {
    const worker = testPostingWorker(this.env);
    try {
      expect((await this.run('ApprovePosting')).approveErpPosting).toEqual({ status: 'Queued' });
      let posting = (await this.run<{ erpPosting: T }>('Posting')).erpPosting;
      for (let waited = 0; posting.status !== 'Reconciled' && waited < 5000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        posting = (await this.run<{ erpPosting: T }>('Posting')).erpPosting;
      }
      return posting;
    } finally {
      await worker.stop();
    }
  }

  private send(operationName: string) {
    return this.env.http
      .post('/graphql')
      .set(this.headers)
      .send({ query: this.walkthrough.document, operationName, variables: this.variables });
  }
}
