import type { NextConfig } from "next";

const isDev = process.env.NODE_ENV === "development";
const backend = process.env.VITAE_API_ORIGIN ?? "http://127.0.0.1:8080";

const config: NextConfig = {
  // Production builds are a static export served by the `vitae` binary from the
  // same origin as /api. In `next dev`, /api is proxied to a running backend.
  ...(isDev
    ? {
        async rewrites() {
          return [{ source: "/api/:path*", destination: `${backend}/api/:path*` }];
        },
      }
    : { output: "export" as const }),
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default config;
