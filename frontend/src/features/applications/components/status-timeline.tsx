import { useLocale, useTranslations } from "next-intl";
import type { StatusChange } from "@/lib/api/generated/zod.gen";

/** When an application reached each status, oldest first: the day it was added, then every change. */
export function StatusTimeline({ history }: { history: readonly StatusChange[] }) {
  const t = useTranslations("applications");
  const locale = useLocale();
  return (
    <div>
      <h3 className="mb-3 text-sm font-semibold">{t("page.history")}</h3>
      <ol className="grid gap-4 border-s ps-5" data-testid="status-timeline">
        {history.map((change, i) => (
          <li key={`${change.at}-${i}`} className="relative">
            <span
              aria-hidden="true"
              className={`absolute top-1 -start-[1.6rem] size-2.5 rounded-full ring-4 ring-card ${i === history.length - 1 ? "bg-primary" : "bg-muted-foreground/50"}`}
            />
            <p className="text-sm font-medium">{t(`status.${change.status}`)}</p>
            <time dateTime={change.at} className="text-xs text-muted-foreground">
              {new Date(change.at).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" })}
            </time>
          </li>
        ))}
      </ol>
    </div>
  );
}
