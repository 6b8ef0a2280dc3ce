import * as React from "react";
import { useLocale, useTranslations } from "next-intl";
import {
  ArrowRightIcon,
  BadgeCheckIcon,
  BrainCircuitIcon,
  CheckIcon,
  FileSearchIcon,
  LayoutTemplateIcon,
  LockIcon,
  MailIcon,
  QuoteIcon,
  ShieldCheckIcon,
  SparklesIcon,
  TargetIcon,
  TrendingUpIcon,
} from "./icons";
import { LanguageMenu } from "@/components/layout/language-menu";
import { HomeLogo } from "@/components/layout/logo-mark";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { LANGUAGE_NAMES } from "@/i18n/locales";
import { initials } from "@/lib/utils";
import { NavSignIn, ProviderName, SignInButton } from "./sign-in-button";

export function Landing() {
  return (
    <div className="flex min-h-dvh flex-col">
      <LandingNav />
      <main id="main" className="flex-1">
        <Hero />
        <Features />
        <AiSection />
        <Testimonials />
        <BottomCta />
      </main>
      <Footer />
    </div>
  );
}

/** Server-rendered: only the buttons below hydrate, which keeps the landing page light. */
function LandingNav() {
  const t = useTranslations("nav");
  const tLanguage = useTranslations("language");
  const tTheme = useTranslations("theme");
  const locale = useLocale();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <nav aria-label={t("main")} className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <HomeLogo />
        <div className="ms-auto flex items-center gap-2">
          <LanguageMenu
            locale={locale}
            labels={{ trigger: tLanguage("menuLabel", { language: LANGUAGE_NAMES[locale] }), title: tLanguage("menuTitle") }}
          />
          <ThemeToggle labels={{ toLight: tTheme("toLight"), toDark: tTheme("toDark") }} />
          <NavSignIn
            wide={t.rich("signInWith", { provider: (email) => <ProviderName fallback={email} /> })}
            narrow={t("signIn")}
          />
        </div>
      </nav>
    </header>
  );
}

const HERO_POINTS = ["templates", "keywords", "coverLetters", "cleanPdfs"] as const;

function Hero() {
  const t = useTranslations("landing.hero");
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_65%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:pt-24 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs">
            <SparklesIcon aria-hidden="true" className="size-3.5 text-primary" />
            {t("badge")}
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-[3.4rem] lg:leading-[1.08]">
            {t.rich("title", { accent: (chunks) => <span className="text-primary">{chunks}</span> })}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            {t("lead")}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <SignInButton size="lg" data-testid="hero-cta">
              {t("cta")}
              <ArrowRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
            </SignInButton>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <ShieldCheckIcon aria-hidden="true" className="size-4 text-success" />
              {t("privacy")}
            </p>
          </div>
          <ul className="mt-10 grid max-w-lg grid-cols-1 gap-2 text-sm text-muted-foreground sm:grid-cols-2">
            {HERO_POINTS.map((key) => (
              <li key={key} className="flex items-center gap-2">
                <CheckIcon aria-hidden="true" className="size-4 text-primary" />
                {t(`points.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <ResumeMock />
      </div>
    </section>
  );
}

/** A small, purely decorative resume card for the hero. */
const MOCK_SKILLS = ["figma", "research", "systems", "accessibility"] as const;

function ResumeMock() {
  const t = useTranslations("landing.mock");
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none">
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-br from-primary/15 to-transparent blur-2xl" />
      <div className="rounded-2xl border bg-card p-6 shadow-xl">
        <div className="flex items-center gap-4 border-b pb-5">
          <div className="flex size-14 items-center justify-center rounded-full bg-accent text-lg font-semibold text-accent-foreground">{t("initials")}</div>
          <div>
            <p className="text-lg font-semibold">{t("name")}</p>
            <p className="text-sm text-primary">{t("role")}</p>
          </div>
        </div>
        <p className="mt-5 text-xs font-semibold tracking-wider text-muted-foreground uppercase">{t("experience")}</p>
        <p className="mt-2 text-sm font-medium">{t("job")}</p>
        <ul className="mt-2 space-y-2 text-sm text-muted-foreground">
          <li className="flex gap-2">
            <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
            {t("bulletOnboarding")}
          </li>
          <li className="flex gap-2">
            <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
            {t("bulletSystem")}
          </li>
        </ul>
        <p className="mt-5 text-xs font-semibold tracking-wider text-muted-foreground uppercase">{t("skills")}</p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          {MOCK_SKILLS.map((key) => (
            <span key={key} className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground">
              {t(`skill.${key}`)}
            </span>
          ))}
        </div>
        <div className="mt-6 flex items-center gap-2 rounded-lg bg-success/10 px-3 py-2 text-xs font-medium text-success">
          <BadgeCheckIcon className="size-4" />
          {t("matched", { matched: 14, total: 16 })}
        </div>
      </div>
    </div>
  );
}

const FEATURES = [
  { icon: FileSearchIcon, key: "ats" },
  { icon: LayoutTemplateIcon, key: "templates" },
  { icon: TargetIcon, key: "keywords" },
  { icon: TrendingUpIcon, key: "achievements" },
  { icon: BrainCircuitIcon, key: "language" },
  { icon: MailIcon, key: "coverLetters" },
] as const;

function Features() {
  const t = useTranslations("landing.features");
  return (
    <section aria-labelledby="features-heading" className="border-t bg-muted/40 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-primary">{t("eyebrow")}</p>
          <h2 id="features-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t("title")}
          </h2>
          <p className="mt-4 text-muted-foreground">
            {t("lead")}
          </p>
        </div>
        <div className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, key }) => (
            <div key={key} className="rounded-xl border bg-card p-6 shadow-xs">
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold">{t(`items.${key}.title`)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(`items.${key}.text`)}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

const AI_POINTS = ["summary", "bullets", "control"] as const;

function AiSection() {
  const t = useTranslations("landing.ai");
  return (
    <section aria-labelledby="ai-heading" className="py-20 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold text-primary">{t("eyebrow")}</p>
          <h2 id="ai-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t("title")}
          </h2>
          <p className="mt-4 text-muted-foreground">
            {t("lead")}
          </p>
          <ul className="mt-8 space-y-4">
            {AI_POINTS.map((key) => (
              <li key={key} className="flex gap-3">
                <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <CheckIcon aria-hidden="true" className="size-3.5" />
                </span>
                <span>
                  {t.rich(`points.${key}`, {
                    strong: (chunks) => <span className="font-medium">{chunks}</span>,
                    muted: (chunks) => <span className="text-muted-foreground">{chunks}</span>,
                  })}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid gap-4" aria-hidden="true">
          <div className="rounded-xl border bg-card p-5 shadow-xs">
            <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">{t("youWrote")}</p>
            <p className="mt-2 text-sm">{t("original")}</p>
          </div>
          <div className="flex justify-center text-primary">
            <SparklesIcon className="size-5" />
          </div>
          <div className="rounded-xl border border-primary/30 bg-accent/50 p-5 shadow-xs">
            <p className="text-xs font-semibold tracking-wider text-accent-foreground uppercase">{t("enhancedLabel")}</p>
            <p className="mt-2 text-sm">{t("enhanced")}</p>
          </div>
        </div>
      </div>
    </section>
  );
}

const TESTIMONIALS = ["amara", "daniel"] as const;

function Testimonials() {
  const t = useTranslations("landing.testimonials");
  return (
    <section aria-labelledby="testimonials-heading" className="border-t bg-muted/40 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="testimonials-heading" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          {t("title")}
        </h2>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {TESTIMONIALS.map((key) => (
            <figure key={key} className="flex flex-col rounded-xl border bg-card p-6 shadow-xs sm:p-8">
              <QuoteIcon aria-hidden="true" className="size-6 text-primary/60" />
              <blockquote className="mt-4 flex-1 leading-relaxed">{t(`${key}.quote`)}</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground">
                  {initials(t(`${key}.name`))}
                </span>
                <span>
                  <span className="block font-medium">{t(`${key}.name`)}</span>
                  <span className="block text-sm text-muted-foreground">{t(`${key}.role`)}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}

function BottomCta() {
  const t = useTranslations("landing.bottomCta");
  return (
    <section aria-labelledby="cta-heading" className="py-20 sm:py-24">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <div className="rounded-2xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-lg sm:px-12">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t("title")}
          </h2>
          <p className="mx-auto mt-4 max-w-xl opacity-90">{t("lead")}</p>
          <SignInButton size="lg" variant="secondary" className="mt-8" data-testid="bottom-cta">
            {t("cta")}
            <ArrowRightIcon aria-hidden="true" className="rtl:-scale-x-100" />
          </SignInButton>
        </div>
      </div>
    </section>
  );
}

function Footer() {
  const t = useTranslations("landing.footer");
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-10 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex items-center gap-3">
          <HomeLogo className="text-foreground" />
          <span>{t("tagline")}</span>
        </div>
        <p className="flex items-center gap-1.5">
          <LockIcon aria-hidden="true" className="size-3.5" />
          {t("notice", { year: String(new Date().getFullYear()) })}
        </p>
      </div>
    </footer>
  );
}
