// What a test started, stopped after it: the S3 servers, then the sites, then the databases and their folders.
// A setup file, run for every test file: the server tests share their worker's modules between files
// (vitest.config.ts), so a hook registered where these modules are first imported would run for that file only.
import { afterEach } from "vitest";
import { stopS3Servers } from "./s3";
import { cleanUpTemp } from "./temp-db";

afterEach(async () => {
  await stopS3Servers();
  await cleanUpTemp();
});
