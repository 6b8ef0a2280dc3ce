import * as React from "react";
import { MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { Watermark } from "@/components/layout/watermark";
import type { AiEnhancedData, ResumeData } from "@/lib/api/schemas";
import { cn, initials } from "@/lib/utils";
import type { TemplateStyle } from "../templates";

export interface ResumeView {
  name: string;
  jobTitle: string;
  email: string;
  phone: string;
  location: string;
  photo: string | null;
  summary: string;
  work: Array<{ position: string; company: string; duration: string; description: string }>;
  education: Array<{ degree: string; institution: string; year: string }>;
  skills: string[];
  certifications: string[];
}

/** The text a preview shows: AI-enhanced summary and descriptions when the toggle is on. */
export function toView(data: ResumeData, ai: AiEnhancedData, enhanced: boolean): ResumeView {
  return {
    name: data.name,
    jobTitle: data.job_title,
    email: data.email,
    phone: data.phone,
    location: data.location,
    photo: data.profile_photo,
    summary: enhanced && ai.enhanced_summary ? ai.enhanced_summary : data.summary,
    work: data.work_experience.map((w, i) => {
      const e = ai.enhanced_work_experience[i];
      return { ...w, description: enhanced && e?.enhanced_description ? e.enhanced_description : w.description };
    }),
    education: data.education,
    skills: data.skills,
    certifications: data.certifications,
  };
}

function Lines({ text, className, bullet }: { text: string; className?: string; bullet?: string }) {
  const lines = text
    .split(/\n+/)
    .map((l) => l.replace(/^\s*[-•*]\s*/, "").trim())
    .filter(Boolean);
  if (lines.length <= 1) return <p className={className}>{lines[0] ?? ""}</p>;
  return (
    <ul className={cn("space-y-1", className)}>
      {lines.map((l, i) => (
        <li key={i} className="flex gap-2">
          <span aria-hidden="true" className={cn("mt-[0.55em] size-1 shrink-0 rounded-full bg-current opacity-60", bullet)} />
          <span>{l}</span>
        </li>
      ))}
    </ul>
  );
}

function Photo({ view, className }: { view: ResumeView; className?: string }) {
  if (!view.photo) return null;
  // eslint-disable-next-line @next/next/no-img-element -- data URL from the resume
  return <img src={view.photo} alt={`Photo of ${view.name}`} className={cn("shrink-0 rounded-full object-cover", className)} />;
}

function Contact({ view, className, iconClass }: { view: ResumeView; className?: string; iconClass?: string }) {
  const items = [
    { icon: MailIcon, value: view.email },
    { icon: PhoneIcon, value: view.phone },
    { icon: MapPinIcon, value: view.location },
  ].filter((i) => i.value);
  return (
    <ul className={cn("flex flex-wrap gap-x-5 gap-y-1 text-[13px]", className)}>
      {items.map(({ icon: Icon, value }) => (
        <li key={value} className="flex min-w-0 items-center gap-1.5">
          <Icon aria-hidden="true" className={cn("size-3.5 shrink-0", iconClass)} />
          <span className="break-all">{value}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One resume in one of five templates. The paper is always light, like the PDF it mirrors
 * (modern, minimal, corporate, classic and elegant differ in more than colour: docs/pdf.md).
 */
export function ResumeDocument({
  view,
  template,
  watermark,
}: {
  view: ResumeView;
  template: TemplateStyle;
  watermark: boolean;
}) {
  const body =
    template === "minimal" ? (
      <Minimal view={view} />
    ) : template === "corporate" ? (
      <Corporate view={view} />
    ) : template === "classic" ? (
      <Classic view={view} />
    ) : template === "elegant" ? (
      <Elegant view={view} />
    ) : (
      <Modern view={view} />
    );
  return (
    <article
      aria-label={`Resume of ${view.name}, ${template} template`}
      data-template={template}
      data-testid="resume-document"
      className="relative mx-auto w-full max-w-[820px] overflow-hidden rounded-md bg-white text-[14px] leading-relaxed text-zinc-800 shadow-lg ring-1 ring-black/5 [color-scheme:light]"
    >
      {body}
      {watermark ? <Watermark /> : null}
    </article>
  );
}

function SectionTitle({ children, className }: { children: React.ReactNode; className?: string }) {
  return <h3 className={cn("mb-3 text-[12px] font-bold tracking-[0.14em] uppercase", className)}>{children}</h3>;
}

function Modern({ view }: { view: ResumeView }) {
  return (
    <div>
      <header className="flex items-center gap-5 bg-indigo-700 px-6 py-7 text-white sm:px-10 sm:py-9">
        <Photo view={view} className="size-20 ring-4 ring-white/25 sm:size-24" />
        <div className="min-w-0">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{view.name}</h2>
          <p className="mt-0.5 text-base font-medium text-indigo-100">{view.jobTitle}</p>
          <Contact view={view} className="mt-3 text-indigo-50" />
        </div>
      </header>
      <div className="grid gap-7 px-6 py-8 sm:px-10">
        {view.summary ? (
          <section>
            <SectionTitle className="text-indigo-700">Professional Summary</SectionTitle>
            <p>{view.summary}</p>
          </section>
        ) : null}
        <section>
          <SectionTitle className="text-indigo-700">Work Experience</SectionTitle>
          <div className="grid gap-5">
            {view.work.map((w, i) => (
              <div key={i} className="border-l-2 border-indigo-200 pl-4">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <h4 className="font-semibold text-zinc-900">{w.position}</h4>
                  <span className="text-[13px] text-zinc-500">{w.duration}</span>
                </div>
                <p className="text-[13px] font-medium text-indigo-700">{w.company}</p>
                <Lines text={w.description} className="mt-2" bullet="bg-indigo-600" />
              </div>
            ))}
          </div>
        </section>
        <section>
          <SectionTitle className="text-indigo-700">Education</SectionTitle>
          <div className="grid gap-3">
            {view.education.map((e, i) => (
              <div key={i} className="flex flex-wrap items-baseline justify-between gap-x-4">
                <div>
                  <h4 className="font-semibold text-zinc-900">{e.degree}</h4>
                  <p className="text-[13px] text-zinc-600">{e.institution}</p>
                </div>
                <span className="text-[13px] text-zinc-500">{e.year}</span>
              </div>
            ))}
          </div>
        </section>
        {view.skills.length ? (
          <section>
            <SectionTitle className="text-indigo-700">Skills</SectionTitle>
            <ul className="flex flex-wrap gap-2">
              {view.skills.map((s) => (
                <li key={s} className="rounded-full bg-indigo-50 px-3 py-1 text-[13px] font-medium text-indigo-800">
                  {s}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <Certifications view={view} titleClass="text-indigo-700" />
      </div>
    </div>
  );
}

function Certifications({ view, titleClass, className }: { view: ResumeView; titleClass?: string; className?: string }) {
  if (!view.certifications.length) return null;
  return (
    <section className={className}>
      <SectionTitle className={titleClass}>Certifications</SectionTitle>
      <ul className="grid gap-1">
        {view.certifications.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </section>
  );
}

function Minimal({ view }: { view: ResumeView }) {
  return (
    <div className="px-6 py-10 sm:px-14 sm:py-14">
      <header className="flex items-center justify-between gap-6">
        <div className="min-w-0">
          <h2 className="text-3xl font-light tracking-tight text-zinc-950">{view.name}</h2>
          <p className="mt-1 text-zinc-500">{view.jobTitle}</p>
          <Contact view={view} className="mt-4 text-zinc-600" iconClass="text-zinc-400" />
        </div>
        <Photo view={view} className="size-20 grayscale" />
      </header>
      <div className="mt-8 grid gap-8">
        {view.summary ? (
          <section className="border-t border-zinc-200 pt-6">
            <SectionTitle className="font-medium text-zinc-500">Professional Summary</SectionTitle>
            <p className="text-zinc-700">{view.summary}</p>
          </section>
        ) : null}
        <section className="border-t border-zinc-200 pt-6">
          <SectionTitle className="font-medium text-zinc-500">Work Experience</SectionTitle>
          <div className="grid gap-6">
            {view.work.map((w, i) => (
              <div key={i} className="grid gap-1 sm:grid-cols-[9rem_1fr] sm:gap-6">
                <span className="text-[13px] text-zinc-500">{w.duration}</span>
                <div>
                  <h4 className="font-medium text-zinc-950">
                    {w.position} <span className="font-normal text-zinc-500">· {w.company}</span>
                  </h4>
                  <Lines text={w.description} className="mt-1.5 text-zinc-700" />
                </div>
              </div>
            ))}
          </div>
        </section>
        <section className="border-t border-zinc-200 pt-6">
          <SectionTitle className="font-medium text-zinc-500">Education</SectionTitle>
          <div className="grid gap-3">
            {view.education.map((e, i) => (
              <div key={i} className="grid gap-1 sm:grid-cols-[9rem_1fr] sm:gap-6">
                <span className="text-[13px] text-zinc-500">{e.year}</span>
                <div>
                  <h4 className="font-medium text-zinc-950">{e.degree}</h4>
                  <p className="text-zinc-600">{e.institution}</p>
                </div>
              </div>
            ))}
          </div>
        </section>
        {view.skills.length ? (
          <section className="border-t border-zinc-200 pt-6">
            <SectionTitle className="font-medium text-zinc-500">Skills</SectionTitle>
            <ul className="flex flex-wrap gap-2">
              {view.skills.map((s) => (
                <li key={s} className="rounded border border-zinc-300 px-2.5 py-0.5 text-[13px] text-zinc-700">
                  {s}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <Certifications view={view} titleClass="font-medium text-zinc-500" className="border-t border-zinc-200 pt-6" />
      </div>
    </div>
  );
}

function Corporate({ view }: { view: ResumeView }) {
  return (
    <div className="grid sm:grid-cols-[15rem_1fr]">
      <aside className="bg-slate-800 px-6 py-8 text-slate-100 sm:min-h-[1000px]">
        {view.photo ? (
          <Photo view={view} className="mx-auto mb-6 size-28 ring-4 ring-slate-600" />
        ) : (
          <div aria-hidden="true" className="mx-auto mb-6 flex size-24 items-center justify-center rounded-full bg-slate-700 text-2xl font-semibold text-slate-200">
            {initials(view.name)}
          </div>
        )}
        <section>
          <SectionTitle className="border-b border-slate-600 pb-2 text-slate-300">Contact</SectionTitle>
          <Contact view={view} className="flex-col gap-2 text-slate-200" iconClass="text-slate-400" />
        </section>
        {view.skills.length ? (
          <section className="mt-7">
            <SectionTitle className="border-b border-slate-600 pb-2 text-slate-300">Skills</SectionTitle>
            <ul className="flex flex-wrap gap-1.5">
              {view.skills.map((s) => (
                <li key={s} className="rounded bg-slate-700 px-2 py-0.5 text-[12px] text-slate-100">
                  {s}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className="mt-7">
          <SectionTitle className="border-b border-slate-600 pb-2 text-slate-300">Education</SectionTitle>
          <div className="grid gap-3 text-[13px]">
            {view.education.map((e, i) => (
              <div key={i}>
                <p className="font-semibold text-white">{e.degree}</p>
                <p className="text-slate-300">{e.institution}</p>
                <p className="text-slate-400">{e.year}</p>
              </div>
            ))}
          </div>
        </section>
        <Certifications view={view} titleClass="border-b border-slate-600 pb-2 text-slate-300" className="mt-7 text-[13px]" />
      </aside>
      <div className="px-6 py-8 sm:px-9">
        <header className="border-b-4 border-slate-800 pb-5">
          <h2 className="text-3xl font-bold tracking-tight text-slate-900 uppercase">{view.name}</h2>
          <p className="mt-1 text-lg font-medium text-sky-800">{view.jobTitle}</p>
        </header>
        {view.summary ? (
          <section className="mt-6">
            <SectionTitle className="text-slate-800">Professional Summary</SectionTitle>
            <p>{view.summary}</p>
          </section>
        ) : null}
        <section className="mt-7">
          <SectionTitle className="text-slate-800">Work Experience</SectionTitle>
          <div className="grid gap-5">
            {view.work.map((w, i) => (
              <div key={i}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <h4 className="font-bold text-slate-900">{w.position}</h4>
                  <span className="text-[13px] font-medium text-slate-500">{w.duration}</span>
                </div>
                <p className="text-[13px] font-semibold text-sky-800">{w.company}</p>
                <Lines text={w.description} className="mt-1.5" bullet="bg-slate-700" />
              </div>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}

function Classic({ view }: { view: ResumeView }) {
  return (
    <div className="px-6 py-10 font-serif sm:px-14">
      <header className="text-center">
        <Photo view={view} className="mx-auto mb-4 size-20" />
        <h2 className="text-3xl font-bold tracking-wide text-zinc-950">{view.name}</h2>
        <p className="mt-1 text-base text-zinc-700 italic">{view.jobTitle}</p>
        <p className="mt-3 text-[13px] text-zinc-600">{[view.email, view.phone, view.location].filter(Boolean).join("  |  ")}</p>
      </header>
      <div className="mt-6 grid gap-6">
        {view.summary ? (
          <section>
            <SectionTitle className="border-b border-zinc-800 pb-1 tracking-[0.2em] text-zinc-900">Professional Summary</SectionTitle>
            <p>{view.summary}</p>
          </section>
        ) : null}
        <section>
          <SectionTitle className="border-b border-zinc-800 pb-1 tracking-[0.2em] text-zinc-900">Work Experience</SectionTitle>
          <div className="grid gap-4">
            {view.work.map((w, i) => (
              <div key={i}>
                <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <h4 className="font-bold text-zinc-950">
                    {w.position}, <span className="font-normal italic">{w.company}</span>
                  </h4>
                  <span className="text-[13px] text-zinc-600">{w.duration}</span>
                </div>
                <Lines text={w.description} className="mt-1" />
              </div>
            ))}
          </div>
        </section>
        <section>
          <SectionTitle className="border-b border-zinc-800 pb-1 tracking-[0.2em] text-zinc-900">Education</SectionTitle>
          <div className="grid gap-2">
            {view.education.map((e, i) => (
              <div key={i} className="flex flex-wrap items-baseline justify-between gap-x-4">
                <p>
                  <span className="font-bold">{e.degree}</span>, {e.institution}
                </p>
                <span className="text-[13px] text-zinc-600">{e.year}</span>
              </div>
            ))}
          </div>
        </section>
        {view.skills.length ? (
          <section>
            <SectionTitle className="border-b border-zinc-800 pb-1 tracking-[0.2em] text-zinc-900">Skills</SectionTitle>
            <ul className="flex flex-wrap gap-x-1 gap-y-1">
              {view.skills.map((s, i) => (
                <li key={s} className="text-zinc-800">
                  {s}
                  {i < view.skills.length - 1 ? <span aria-hidden="true"> •</span> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <Certifications view={view} titleClass="border-b border-zinc-800 pb-1 tracking-[0.2em] text-zinc-900" />
      </div>
    </div>
  );
}

function Elegant({ view }: { view: ResumeView }) {
  return (
    <div className="px-6 py-10 sm:px-14 sm:py-12">
      <header className="flex flex-col items-center gap-4 border-b border-stone-300 pb-7 text-center sm:flex-row sm:text-left">
        <Photo view={view} className="size-24 ring-1 ring-stone-300 ring-offset-4" />
        <div className="min-w-0">
          <h2 className="font-serif text-4xl font-normal tracking-tight text-stone-900">{view.name}</h2>
          <p className="mt-1 text-[13px] font-medium tracking-[0.25em] text-amber-800 uppercase">{view.jobTitle}</p>
          <Contact view={view} className="mt-3 justify-center text-stone-600 sm:justify-start" iconClass="text-amber-700" />
        </div>
      </header>
      <div className="mt-8 grid gap-8">
        {view.summary ? (
          <section>
            <SectionTitle className="font-serif text-[13px] font-normal tracking-[0.3em] text-amber-800">Professional Summary</SectionTitle>
            <p className="text-stone-700">{view.summary}</p>
          </section>
        ) : null}
        <section>
          <SectionTitle className="font-serif text-[13px] font-normal tracking-[0.3em] text-amber-800">Work Experience</SectionTitle>
          <div className="grid gap-5">
            {view.work.map((w, i) => (
              <div key={i} className="border-b border-stone-200 pb-5 last:border-0 last:pb-0">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <h4 className="font-serif text-lg text-stone-900">{w.position}</h4>
                  <span className="text-[13px] text-stone-500 italic">{w.duration}</span>
                </div>
                <p className="text-[13px] text-amber-800">{w.company}</p>
                <Lines text={w.description} className="mt-1.5 text-stone-700" bullet="bg-amber-700" />
              </div>
            ))}
          </div>
        </section>
        <div className="grid gap-8 sm:grid-cols-2">
          <section>
            <SectionTitle className="font-serif text-[13px] font-normal tracking-[0.3em] text-amber-800">Education</SectionTitle>
            <div className="grid gap-3">
              {view.education.map((e, i) => (
                <div key={i}>
                  <p className="font-serif text-stone-900">{e.degree}</p>
                  <p className="text-[13px] text-stone-600">
                    {e.institution} · {e.year}
                  </p>
                </div>
              ))}
            </div>
          </section>
          {view.skills.length ? (
            <section>
              <SectionTitle className="font-serif text-[13px] font-normal tracking-[0.3em] text-amber-800">Skills</SectionTitle>
              <ul className="flex flex-wrap gap-2">
                {view.skills.map((s) => (
                  <li key={s} className="rounded-sm border border-amber-200 bg-amber-50/60 px-2.5 py-0.5 text-[13px] text-stone-700">
                    {s}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <Certifications view={view} titleClass="font-serif text-[13px] font-normal tracking-[0.3em] text-amber-800" />
      </div>
    </div>
  );
}
