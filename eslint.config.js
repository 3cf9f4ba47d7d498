// ESLint: TypeScript's recommended rules with type information, React's hooks
// rules and the accessibility rules of jsx-a11y, for the app, the server, the
// scripts and the tests. `npm test` runs it; a rule is turned off only here,
// with the reason beside it, never by a comment in the code.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Conform's field metadata is typed by the schema it was given; the widgets take any schema's fields.
      "@typescript-eslint/no-explicit-any": "off",
      // A name that starts with _ is left out on purpose (a field taken off a row by destructuring).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    // The public page's one script is plain JavaScript for browsers.
    files: ["public/**/*.js"],
    languageOptions: { sourceType: "script", globals: globals.browser },
  },
);
