"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { CheckCircle2Icon, LightbulbIcon, SparklesIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { detailOr, isMissingEndpoint, errorReference } from "@/lib/api/errors";
import { useWriterLabel } from "@/lib/api/writer-label";
import { useForm } from "@/lib/form";
import { useLinkedinTips, type LinkedinInput } from "../api/linkedin-tips";

export function LinkedinTips() {
  const tips = useLinkedinTips();
  const t = useTranslations("linkedin");
  const writerLabel = useWriterLabel();
  const form = useForm<LinkedinInput>({ defaultValues: { job_title: "", current_headline: "" } });

  const onSubmit = form.handleSubmit((values) => {
    if (!values.job_title.trim()) {
      toast.error(t("jobTitleMissing"));
      return;
    }
    tips.mutate(values, {
      onError: (e) =>
        toast.error(
          isMissingEndpoint(e) ? t("unavailable") : detailOr(e, t("failed")),
          errorReference(e),
        ),
    });
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card className="self-start">
        <CardHeader>
          <CardTitle>{t("profileTitle")}</CardTitle>
          <CardDescription>{t("profileDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            <Field>
              <Label htmlFor="li-job-title">
                {t("jobTitle")}
                <span aria-hidden="true" className="ms-0.5 text-destructive">
                  *
                </span>
              </Label>
              <Input id="li-job-title" aria-required placeholder={t("jobTitlePlaceholder")} {...form.field("job_title")} />
            </Field>
            <Field>
              <Label htmlFor="li-headline">{t("headline")}</Label>
              <Input id="li-headline" placeholder={t("headlinePlaceholder")} {...form.field("current_headline")} />
            </Field>
            <Button type="submit" size="lg" disabled={tips.isPending}>
              {tips.isPending ? <Spinner /> : <SparklesIcon aria-hidden="true" />}
              {tips.isPending ? t("generating") : t("generate")}
            </Button>
          </form>
        </CardContent>
      </Card>

      <Card aria-live="polite">
        <CardHeader>
          <CardTitle>{t("resultsTitle")}</CardTitle>
        </CardHeader>
        <CardContent>
          {!tips.data ? (
            <div className="flex flex-col items-center gap-3 py-12 text-center text-muted-foreground">
              <span className="flex size-12 items-center justify-center rounded-full bg-muted">
                <LightbulbIcon aria-hidden="true" className="size-6" />
              </span>
              <p>{t("empty")}</p>
            </div>
          ) : (
            <div className="grid gap-7">
              <section>
                <h3 className="text-sm font-semibold text-muted-foreground">{t("suggestedHeadline")}</h3>
                <p className="mt-2 rounded-lg border border-primary/30 bg-accent/50 p-4 font-medium" data-testid="li-headline-result">
                  {tips.data.headline}
                </p>
              </section>
              {tips.data.summary ? (
                <section>
                  <h3 className="text-sm font-semibold text-muted-foreground">{t("about")}</h3>
                  <p className="mt-2 text-sm leading-relaxed whitespace-pre-line">{tips.data.summary}</p>
                </section>
              ) : null}
              <section>
                <h3 className="text-sm font-semibold text-muted-foreground">{t("skills")}</h3>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {tips.data.skills.map((s) => (
                    <li key={s} className="rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
                      {s}
                    </li>
                  ))}
                </ul>
              </section>
              <section>
                <h3 className="text-sm font-semibold text-muted-foreground">{t("tips")}</h3>
                <ul className="mt-2 grid gap-2.5">
                  {tips.data.tips.map((tip) => (
                    <li key={tip} className="flex gap-2.5 text-sm">
                      <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                      <span>{tip}</span>
                    </li>
                  ))}
                </ul>
              </section>
              {writerLabel(tips.data.provider) ? <p className="text-xs text-muted-foreground">{writerLabel(tips.data.provider)}</p> : null}
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
