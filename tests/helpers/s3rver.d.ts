// s3rver ships no types: the part of its API tests/helpers/s3-server.ts uses.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  import type { Server } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  class S3rver {
    constructor(options?: S3rverOptions);
    httpServer: Server | undefined;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }

  export = S3rver;
}
