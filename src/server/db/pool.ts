import pg from "pg";

/**
 * A node-postgres pool that survives its connections breaking (a database restart, a failover,
 * `pg_terminate_backend`, a network cut) while clients are checked out.
 *
 * - A client whose connection breaks emits 'error', and an 'error' nobody hears ends the process.
 *   The pool listens only while a client is idle; one checked out for a transaction had no
 *   listener, so a restart crashed every copy that was mid-transaction (issue 31.1). Here each
 *   client has a listener for its whole life.
 * - A checked-out client that breaks goes back to the pool at once, marked broken, so the pool
 *   drops it. Drizzle's transaction releases its client only after `BEGIN` succeeded; a `BEGIN`
 *   cut off by the outage kept the client checked out forever: the pool shrank by one per outage
 *   and `end()` never finished. The caller's own later release is then a no-op.
 *
 * Statements running on the broken client reject with the connection error, which callers treat
 * as an outage (src/server/lib/outage.ts) and retry.
 */
export class ResilientPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly onConnectionError: (error: Error) => void = () => {},
  ) {
    super(config);
    this.on("connect", (client) => client.on("error", (error) => this.onConnectionError(error)));
    // The pool emits this for idle clients too; they were reported once, by the listener above.
    this.on("error", () => {});
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (!callback) return super.connect().then(releasedOnBreak);
    super.connect((err, client, done) => {
      if (err || !client) return callback(err, client, done);
      const guarded = releasedOnBreak(client);
      callback(undefined, guarded, (release?: Error | boolean) => guarded.release(release));
    });
    return undefined;
  }
}

type ConnectCallback = Parameters<pg.Pool["connect"]>[0] & {};

function releasedOnBreak(client: pg.PoolClient): pg.PoolClient {
  const releaseToPool = client.release;
  let released = false;
  const release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener("error", onBreak);
    releaseToPool(err);
  };
  const onBreak = (error: Error) => release(error);
  client.on("error", onBreak);
  client.release = release;
  return client;
}
