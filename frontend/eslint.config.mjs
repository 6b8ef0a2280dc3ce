import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import pluginQuery from "@tanstack/eslint-plugin-query";

const features = ["account", "ats", "billing", "cover-letter", "linkedin", "marketing", "resumes", "support"];

// app -> features -> shared (components, lib). A feature never imports another feature.
const featureBoundaries = features.map((name) => ({
  files: [`src/features/${name}/**/*.{ts,tsx}`],
  rules: {
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
    "no-restricted-imports": [
      "error",
      { patterns: [{ group: ["@/features/*", "@/app/*"], message: "Shared code must not depend on features or routes." }] },
    ],
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  ...pluginQuery.configs["flat/recommended"],
  ...featureBoundaries,
  sharedBoundaries,
  {
    ignores: ["node_modules/**", ".next/**", "out/**", "next-env.d.ts", "test-results/**", "e2e/.tmp/**", ".bundle-floor/**"],
  },
];

export default config;
