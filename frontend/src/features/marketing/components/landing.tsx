import * as React from "react";
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
import { HomeLogo } from "@/components/layout/logo-mark";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { NavSignIn, SignInButton } from "./sign-in-button";

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
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <HomeLogo />
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <NavSignIn />
        </div>
      </nav>
    </header>
  );
}

function Hero() {
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
            Free to start · No credit card needed
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-[3.4rem] lg:leading-[1.08]">
            ATS-friendly resumes and cover letters, <span className="text-primary">in minutes</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            Tell us about your experience in your own words. Vitae turns it into achievement-focused bullet points,
            industry-specific language and the keywords applicant tracking systems look for.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <SignInButton size="lg" data-testid="hero-cta">
              Create My Resume
              <ArrowRightIcon aria-hidden="true" />
            </SignInButton>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <ShieldCheckIcon aria-hidden="true" className="size-4 text-success" />
              Your data stays yours. Delete it any time.
            </p>
          </div>
          <ul className="mt-10 grid max-w-lg grid-cols-1 gap-2 text-sm text-muted-foreground sm:grid-cols-2">
            {["Modern, Minimal & Corporate templates", "ATS keyword suggestions", "Tailored cover letters", "Watermark-free PDFs on any paid plan"].map(
              (t) => (
                <li key={t} className="flex items-center gap-2">
                  <CheckIcon aria-hidden="true" className="size-4 text-primary" />
                  {t}
                </li>
              ),
            )}
          </ul>
        </div>
        <ResumeMock />
      </div>
    </section>
  );
}

/** A small, purely decorative resume card for the hero. */
function ResumeMock() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none">
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-br from-primary/15 to-transparent blur-2xl" />
      <div className="rounded-2xl border bg-card p-6 shadow-xl">
        <div className="flex items-center gap-4 border-b pb-5">
          <div className="flex size-14 items-center justify-center rounded-full bg-accent text-lg font-semibold text-accent-foreground">PS</div>
          <div>
            <p className="text-lg font-semibold">Priya Sharma</p>
            <p className="text-sm text-primary">Senior Product Designer</p>
          </div>
        </div>
        <p className="mt-5 text-xs font-semibold tracking-wider text-muted-foreground uppercase">Experience</p>
        <p className="mt-2 text-sm font-medium">Lead Designer · Northwind Health</p>
        <ul className="mt-2 space-y-2 text-sm text-muted-foreground">
          <li className="flex gap-2">
            <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
            Redesigned patient onboarding, cutting drop-off by 32% across 1.2M users
          </li>
          <li className="flex gap-2">
            <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
            Built a design system adopted by 6 product teams
          </li>
        </ul>
        <p className="mt-5 text-xs font-semibold tracking-wider text-muted-foreground uppercase">Skills</p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          {["Figma", "User Research", "Design Systems", "Accessibility"].map((s) => (
            <span key={s} className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground">
              {s}
            </span>
          ))}
        </div>
        <div className="mt-6 flex items-center gap-2 rounded-lg bg-success/10 px-3 py-2 text-xs font-medium text-success">
          <BadgeCheckIcon className="size-4" />
          ATS keywords matched: 14 of 16
        </div>
      </div>
    </div>
  );
}

const FEATURES = [
  {
    icon: FileSearchIcon,
    title: "Built for applicant tracking systems",
    text: "Clean structure, standard headings and real text in every PDF, so screening software reads all of it.",
  },
  {
    icon: LayoutTemplateIcon,
    title: "Modern, Minimal or Corporate",
    text: "Choose a template that fits your industry, plus Classic and Elegant. Switch any time without retyping.",
  },
  {
    icon: TargetIcon,
    title: "ATS keywords",
    text: "See the keywords recruiters search for in your field, and where your resume already covers them.",
  },
  {
    icon: TrendingUpIcon,
    title: "Achievement-focused bullet points",
    text: "Duties become results: what you did, how, and what changed because of it.",
  },
  {
    icon: BrainCircuitIcon,
    title: "Industry-specific language",
    text: "Wording that sounds like your field, whether that is nursing, logistics, finance or software.",
  },
  {
    icon: MailIcon,
    title: "Cover letters in one click",
    text: "Paste a job description and get a tailored letter built from your own resume.",
  },
];

function Features() {
  return (
    <section aria-labelledby="features-heading" className="border-t bg-muted/40 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-primary">Features</p>
          <h2 id="features-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Everything you need to get the interview
          </h2>
          <p className="mt-4 text-muted-foreground">
            Job searching is stressful enough. Vitae takes care of the formatting and the wording so you can focus on
            the applications that matter.
          </p>
        </div>
        <div className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-xl border bg-card p-6 shadow-xs">
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function AiSection() {
  return (
    <section aria-labelledby="ai-heading" className="py-20 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold text-primary">How the AI helps</p>
          <h2 id="ai-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Your experience, written the way recruiters read
          </h2>
          <p className="mt-4 text-muted-foreground">
            Content is generated by an AI language model from the details you enter. It rewrites and structures; it
            never invents jobs, degrees or numbers you did not give it. You can always switch back to your original
            wording and edit anything before you download.
          </p>
          <ul className="mt-8 space-y-4">
            {[
              ["Enhanced summary", "A focused professional summary for your target role."],
              ["Stronger bullet points", "Action verbs and outcomes instead of lists of duties."],
              ["Side-by-side control", "Toggle between AI-enhanced and original text on the preview."],
            ].map(([title, text]) => (
              <li key={title} className="flex gap-3">
                <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <CheckIcon aria-hidden="true" className="size-3.5" />
                </span>
                <span>
                  <span className="font-medium">{title}.</span> <span className="text-muted-foreground">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid gap-4" aria-hidden="true">
          <div className="rounded-xl border bg-card p-5 shadow-xs">
            <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">You wrote</p>
            <p className="mt-2 text-sm">Responsible for handling customer complaints and the returns process.</p>
          </div>
          <div className="flex justify-center text-primary">
            <SparklesIcon className="size-5" />
          </div>
          <div className="rounded-xl border border-primary/30 bg-accent/50 p-5 shadow-xs">
            <p className="text-xs font-semibold tracking-wider text-accent-foreground uppercase">AI-enhanced</p>
            <p className="mt-2 text-sm">
              Resolved customer escalations end-to-end and streamlined the returns process, improving turnaround and
              customer satisfaction.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

const TESTIMONIALS = [
  {
    quote:
      "I had been sending the same resume for months with no replies. After rewriting it here I had three interviews in two weeks, and the cover letters saved me hours.",
    name: "Amara Okafor",
    role: "Operations Coordinator",
  },
  {
    quote:
      "Changing careers, I did not know how to describe my teaching experience for tech roles. The enhanced bullet points finally made it click for recruiters.",
    name: "Daniel Reyes",
    role: "Junior Data Analyst",
  },
];

function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="border-t bg-muted/40 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="testimonials-heading" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          Job seekers like you
        </h2>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {TESTIMONIALS.map((t) => (
            <figure key={t.name} className="flex flex-col rounded-xl border bg-card p-6 shadow-xs sm:p-8">
              <QuoteIcon aria-hidden="true" className="size-6 text-primary/60" />
              <blockquote className="mt-4 flex-1 leading-relaxed">{t.quote}</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground">
                  {t.name
                    .split(" ")
                    .map((p) => p[0])
                    .join("")}
                </span>
                <span>
                  <span className="block font-medium">{t.name}</span>
                  <span className="block text-sm text-muted-foreground">{t.role}</span>
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
  return (
    <section aria-labelledby="cta-heading" className="py-20 sm:py-24">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <div className="rounded-2xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-lg sm:px-12">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Your next job starts with a better resume
          </h2>
          <p className="mx-auto mt-4 max-w-xl opacity-90">Free to start. No credit card needed. Ready in minutes.</p>
          <SignInButton size="lg" variant="secondary" className="mt-8" data-testid="bottom-cta">
            Get Started Free
            <ArrowRightIcon aria-hidden="true" />
          </SignInButton>
        </div>
      </div>
    </section>
  );
}

function Footer() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-10 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex items-center gap-3">
          <HomeLogo className="text-foreground" />
          <span>AI resume and cover-letter builder</span>
        </div>
        <p className="flex items-center gap-1.5">
          <LockIcon aria-hidden="true" className="size-3.5" />
          Open source · Self-hostable · © {new Date().getFullYear()} Vitae
        </p>
      </div>
    </footer>
  );
}
