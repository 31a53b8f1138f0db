import { startErpSimulator, type ErpSimulator } from '../../../erp-simulator/erp-simulator';
import { SecretBox } from '../../../platform/crypto/secret-box';
import { MemoryKeyValueStore } from '../../../platform/key-value/memory-key-value-store';
import { ErpAddressPolicy } from '../erp-address-policy';
import { ProcessServerGate, SealedErpSessionStore } from '../erp-server-coordination';
import { createIikoServerConnector, type IikoServerConnector } from './iiko-server-connector';

/**
 * Processes of one deployment share an iikoServer session through the key-value store (Redis there; one store here,
 * seen by two session stores as two processes see Redis): one licence slot for all of them, and it is given back at
 * shutdown by whichever process held it, also when the process that signed it in was killed without a word.
 */

let simulator: ErpSimulator;
let keyValue: MemoryKeyValueStore;
const secrets = new SecretBox('shared-session-test-key-0123456789abcdef');
const connectors: IikoServerConnector[] = [];

/** One process: its own session store over the shared key-value store, its own gate, and its connectors. */
function process_() {
  const sessions = new SealedErpSessionStore(keyValue, secrets);
  const gate = new ProcessServerGate();
  return {
    sessions,
    connect: () => {
      const connector = createIikoServerConnector({
        baseUrl: simulator.baseUrl,
        login: 'admin',
        password: 'simulator',
        addressPolicy: new ErpAddressPolicy({ allowedHosts: [], allowLoopback: true }),
        gate,
        sessions,
      });
      connectors.push(connector);
      return connector;
    },
  };
}

async function openSessions(): Promise<number> {
  const response = await fetch(`${simulator.baseUrl}/__control/sessions`);
  return ((await response.json()) as { open: number }).open;
}

beforeAll(async () => {
  simulator = await startErpSimulator({ port: 0, dialect: 'IikoServer' });
});

beforeEach(() => {
  simulator.state.reset();
  keyValue = new MemoryKeyValueStore('shared-session:');
});

afterEach(async () => {
  await Promise.all(connectors.splice(0).map((connector) => connector.close()));
  await keyValue.close();
});

afterAll(async () => {
  await simulator.close();
});

describe('an iikoServer session shared by the processes of a deployment', () => {
  it('holds one licence slot for every process, and a survivor logs out the session a killed process signed in', async () => {
    const killed = process_();
    const survivor = process_();
    await killed.connect().listSuppliers();
    await survivor.connect().listSuppliers();
    await survivor.connect().listAccounts();
    expect(simulator.iiko!.requests['api/auth']).toBe(1);
    expect(await openSessions()).toBe(1);

    // The process that signed in dies (SIGKILL: it never logs out); the survivor shuts down gracefully.
    await survivor.sessions.logoutOwn();
    expect(await openSessions()).toBe(0);
    expect(simulator.iiko!.requests['api/logout']).toBe(1);
  });

  it('a process shutting down first ends the shared session; the others sign in again once and log that out', async () => {
    const first = process_();
    const second = process_();
    await first.connect().listSuppliers();
    await second.connect().listSuppliers();
    await first.sessions.logoutOwn();
    expect(await openSessions()).toBe(0);

    // The session is gone: the next call is refused (401), signs in anew and is sent again.
    const suppliers = await second.connect().listSuppliers();
    expect(suppliers.suppliers.length).toBeGreaterThan(0);
    expect(simulator.iiko!.requests['api/auth']).toBe(2);
    expect(await openSessions()).toBe(1);
    await second.sessions.logoutOwn();
    expect(await openSessions()).toBe(0);
    // A process that holds nothing any more sends no logout.
    await first.sessions.logoutOwn();
    expect(simulator.iiko!.requests['api/logout']).toBe(2);
  });
});
