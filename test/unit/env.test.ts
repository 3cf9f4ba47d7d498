import { describe, expect, it } from "vitest";
import { readEnv } from "~/env.server";

describe("the environment", () => {
  it("has a default for everything but the admin's password and email; an empty variable counts as not set", () => {
    expect(readEnv({ PORT: "", DATA_DIR: "" })).toEqual({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: undefined,
      ADMIN_EMAIL: undefined,
      PAGE_COMPRESSION: "smallest",
    });
  });

  it("reads what is set", () => {
    expect(readEnv({ PORT: "8080", HOST: "127.0.0.1", DATA_DIR: "/srv/site", ADMIN_USERNAME: "owner" })).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      DATA_DIR: "/srv/site",
      ADMIN_USERNAME: "owner",
    });
  });

  it("refuses a bad value with a message that names the variable and what it holds, and names every problem", () => {
    expect(() => readEnv({ PORT: "http" })).toThrow('PORT must be a port number from 0 to 65535 (PORT is "http")');
    expect(() => readEnv({ PORT: "70000" })).toThrow("PORT must be a port number from 0 to 65535");
    expect(() => readEnv({ PORT: "80.5", ADMIN_EMAIL: "owner" })).toThrow(
      /problems:\n {2}PORT must be .*\n {2}ADMIN_EMAIL must be an email address/,
    );
    expect(() => readEnv({ ADMIN_USERNAME: "the owner" })).toThrow("ADMIN_USERNAME must be one word, without spaces");
    expect(() => readEnv({ PAGE_COMPRESSION: "fast" })).toThrow(
      'PAGE_COMPRESSION must be "smallest" or "quick" (PAGE_COMPRESSION is "fast")',
    );
  });
});
