// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, redirect } from "react-router";
import Login, { clientAction, clientLoader } from "~/routes/admin/login";

const session = {
  token: "public-handle",
  user: {
    id: "u1",
    username: "admin",
    email: "owner@example.com",
    role: "owner",
    lastLogin: "2026-11-22T08:00:00.000Z",
  },
  expiresAt: "2026-11-29T08:00:00.000Z",
  remember: true,
};

const network = setupServer();
beforeAll(() => network.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  network.resetHandlers();
  cleanup();
});
afterAll(() => network.close());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const signedIn = () => http.get("http://localhost:3000/admin/session", () => HttpResponse.json(session));
const signedOut = () =>
  http.get("http://localhost:3000/admin/session", () => HttpResponse.json({ error: "Not signed in" }, { status: 401 }));

const args = (serverAction: () => Promise<unknown>) =>
  ({
    serverAction,
    request: new Request("http://localhost:3000/admin/login", { method: "POST" }),
    params: {},
  }) as never;

describe("login clientAction", () => {
  it("after the server signs in, writes the storage contract from the server's session, then goes on", async () => {
    network.use(signedIn());
    const thrown = await clientAction(args(() => Promise.reject(redirect("/admin/dashboard")))).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/admin/dashboard");
    expect(localStorage.getItem("auth_token")).toBe("public-handle");
    expect(JSON.parse(localStorage.getItem("auth_user")!)).toEqual(session.user);
    expect(localStorage.getItem("auth_expiry")).toBe(session.expiresAt);
    expect(sessionStorage.getItem("auth_token")).toBeNull();
  });

  it("passes the server's refusal through", async () => {
    const refusal = { error: "Invalid username or password" };
    expect(await clientAction(args(() => Promise.resolve(refusal)))).toEqual(refusal);
    expect(localStorage.getItem("auth_token")).toBeNull();
  });

  it("says 'Login failed. Please try again.' when the network fails", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await clientAction(args(() => Promise.reject(new TypeError("Failed to fetch"))))).toEqual({
      error: "Login failed. Please try again.",
    });
    expect(quiet).toHaveBeenCalled();
    quiet.mockRestore();
  });

  it("says 'Login failed. Please try again.' when the server cannot confirm the session", async () => {
    network.use(http.get("http://localhost:3000/admin/session", () => HttpResponse.error()));
    expect(await clientAction(args(() => Promise.reject(redirect("/admin/dashboard"))))).toEqual({
      error: "Login failed. Please try again.",
    });
    expect(localStorage.getItem("auth_token")).toBeNull();
  });
});

describe("login clientLoader", () => {
  it("clears storage the server does not back, and shows the form", async () => {
    network.use(signedOut());
    localStorage.setItem("auth_token", "forged");
    const data = await clientLoader({
      request: new Request("http://localhost:3000/admin/login"),
      serverLoader: async () => ({ brand: "Sagara Rides" }),
      params: {},
    } as never);
    expect(data).toEqual({ brand: "Sagara Rides" });
    expect(localStorage.getItem("auth_token")).toBeNull();
  });

  it("with a live server session, mirrors it and goes to the redirect target", async () => {
    network.use(signedIn());
    const thrown = await clientLoader({
      request: new Request("http://localhost:3000/admin/login?redirect=%2Fadmin%2Fimages"),
      serverLoader: async () => ({ brand: "x" }),
      params: {},
    } as never).catch((e) => e);
    expect((thrown as Response).headers.get("Location")).toBe("/admin/images");
    expect(localStorage.getItem("auth_token")).toBe("public-handle");
  });
});

describe("the login form", () => {
  function renderLogin(action: () => Promise<unknown>) {
    const Stub = createRoutesStub([
      {
        path: "/admin/login",
        Component: Login as never,
        loader: () => ({ brand: "Sagara Rides" }),
        action,
      },
    ]);
    return render(<Stub initialEntries={["/admin/login"]} />);
  }

  it("labels its fields, shows the pending state while signing in, then the error, cleared on edit", async () => {
    let finish: (v: unknown) => void = () => {};
    renderLogin(() => new Promise((resolve) => (finish = resolve)));
    const username = await screen.findByLabelText("Username");
    fireEvent.change(username, { target: { value: "admin" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong" } });
    expect(screen.getByLabelText("Remember me for 7 days")).toHaveProperty("type", "checkbox");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    const pending = await screen.findByRole("button", { name: "Signing in…" });
    expect(pending).toHaveProperty("disabled", true);
    finish({ error: "Invalid username or password" });
    expect(await screen.findByText("Invalid username or password")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Invalid username or password");
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "again" } });
    await waitFor(() => expect(screen.queryByText("Invalid username or password")).toBeNull());
  });
});
