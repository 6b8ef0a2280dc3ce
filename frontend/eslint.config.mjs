import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import pluginQuery from "@tanstack/eslint-plugin-query";

const features = ["account", "applications", "ats", "billing", "cover-letter", "documents", "editor", "import", "linkedin", "marketing", "preview", "share", "support"];

// app -> features -> shared (components, lib). A feature never imports another feature.
// `no-restricted-imports` sees static imports only; `import("…")` (a lazily loaded module) is
// held to the same rule by `no-restricted-syntax` on the import expression's source.
const SLASH = "\\u002F"; // esquery's regular expressions cannot hold a literal slash
const dynamicImportOf = (prefixes, message) => ({
  selector: `ImportExpression[source.value=/^@${SLASH}(${prefixes.join("|")})(${SLASH}|$)/]`,
  message,
});

const featureBoundaries = features.map((name) => ({
  files: [`src/features/${name}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-syntax": [
      "error",
      dynamicImportOf(
        features.filter((f) => f !== name).map((f) => `features${SLASH}${f}`),
        "Features must not import each other, lazily or not; compose them in src/app or move shared code to src/lib or src/components.",
      ),
      dynamicImportOf(["app"], "Features must not import routes."),
    ],
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: features.filter((f) => f !== name).map((f) => `@/features/${f}/**`).concat(
              features.filter((f) => f !== name).map((f) => `@/features/${f}`),
            ),
            message: "Features must not import each other; compose them in src/app or move shared code to src/lib or src/components.",
          },
          { group: ["@/app/*"], message: "Features must not import routes." },
        ],
      },
    ],
  },
}));

const sharedBoundaries = {
  files: ["src/lib/**/*.{ts,tsx}", "src/components/**/*.{ts,tsx}"],
  rules: {
    "no-restricted-syntax": [
      "error",
      dynamicImportOf(["features", "app"], "Shared code must not depend on features or routes, lazily or not."),
    ],
    "no-restricted-imports": [
      "error",
      { patterns: [{ group: ["@/features/*", "@/app/*"], message: "Shared code must not depend on features or routes." }] },
    ],
  },
};

/**
 * Code whose visible words come from the message catalogs (frontend/messages): a literal string
 * in its JSX is text a translation would miss. All of it, but the resume page itself, which
 * prints the user's words and, like the PDF, its watermark.
 */
const TRANSLATED = ["src/**/*.tsx"];
// What may stand as it is in any language: punctuation and separators.
const PUNCTUATION = ["·", "/", "(", ")", "-", "–", "—", ":", ",", ".", "…", "|", "•", "%", "+", "×", "*", "©"];

const translated = {
  files: TRANSLATED,
  ignores: ["**/*.test.tsx", "src/lib/design/page.tsx"],
  rules: {
    "react/jsx-no-literals": ["error", { noStrings: true, ignoreProps: true, allowedStrings: PUNCTUATION }],
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  ...pluginQuery.configs["flat/recommended"],
  ...featureBoundaries,
  sharedBoundaries,
  translated,
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      "out/**",
      "next-env.d.ts",
      "test-results/**",
      "e2e/.tmp/**",
      ".bundle-floor/**",
      // Written by `npm run generate:api`; type-checked, not linted.
      "src/lib/api/generated/**",
    ],
  },
];

export default config;
