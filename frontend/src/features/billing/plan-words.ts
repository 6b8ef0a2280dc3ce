"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import type { PlanOffer } from "@/lib/api/generated/types.gen";

export interface PlanWords {
  name: string;
  description: string;
  features: string[];
}

/**
 * A plan's name, description and features in the interface language (`billing.plans`), by its
 * id; the server's English words for a plan this catalog does not know.
 */
export function usePlanWords(): (plan: PlanOffer) => PlanWords {
  const t = useTranslations("billing.plans");
  return React.useCallback(
    (plan: PlanOffer) => {
      const key = (field: string) => `${plan.id}.${field}` as Parameters<typeof t>[0];
      if (!t.has(key("name"))) return { name: plan.name, description: plan.description, features: plan.features };
      const features = Object.values(t.raw(key("features")) as Record<string, string>);
      return {
        name: t(key("name")),
        description: t(key("description")),
        // A feature list that differs from the server's (a newer server) keeps the server's.
        features: features.length === plan.features.length ? features : plan.features,
      };
    },
    [t],
  );
}
