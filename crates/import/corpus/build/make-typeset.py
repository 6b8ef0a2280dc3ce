#!/usr/bin/env python3
"""The second corpus set: the personas typeset by tools the first set does not use.

Each persona becomes five files, each with its ground truth (`<file>.json`, JSON Resume) and a
reference text from a tool that is not ours (`<file>.txt`):

  latex-oneline      pdflatex: an entry is one line, "Position, Company -- City" beside a
                     right-aligned date; degrees abbreviated in a narrow column left of
                     "Institution, Field"; certificates as "Name -- Issuer" beside the date.
  latex-de           pdflatex, German headings: "Company | Position" then "City" on the
                     line below; "MSc in Field, Institution"; dates on the right.
  pandoc-fr          pandoc's LaTeX (article class) from Markdown, French headings:
                     "Position at Company | City", dates on a line of their own.
  pandoc-docx        pandoc's Word writer from the same Markdown, English headings.
  libreoffice-nested LibreOffice's Word conversion of a web page laid out in nested tables: a
                     sidebar cell beside a main cell, each entry a table of its own.
  libreoffice-pdf    LibreOffice's PDF export of the same web page: the sidebar and the main
                     column side by side, titles and dates wrapping inside their cells.
  moderncv           pdflatex with the moderncv class (classic style), common among academics
                     and engineers: dates in a narrow left column, "Position, Company, City."
  xelatex-ar         XeLaTeX with polyglossia, right to left, for two people written in Arabic
                     (and one in Hebrew as xelatex-he): headings, entries and dates as such
                     resumes write them.

The truth is the persona with what the file prints: degrees as abbreviated, a city for each
job, and a certificate or two for personas that had none (so every file exercises them).

usage: make-typeset.py PERSONAS_DIR OUT_DIR
"""

import html
import json
import pathlib
import subprocess
import sys

ABBREVIATIONS = {
    "Bachelor of Science": "BSc",
    "Master of Science": "MSc",
    "Bachelor of Engineering": "BEng",
    "Master of Engineering": "MEng",
    "Bachelor of Arts": "BA",
    "Master of Arts": "MA",
    "Doctor of Philosophy": "PhD",
}

CITIES = [
    "Berlin, Germany", "Dublin, Ireland", "Austin, TX", "Toronto, ON", "Lisbon, Portugal",
    "Munich, Germany", "Seattle, WA", "London, United Kingdom", "Pune, India", "Lyon, France",
]

EXTRA_CERTIFICATES = [
    {"name": "AWS Certified Solutions Architect", "issuer": "Amazon Web Services", "date": "2021-05-01"},
    {"name": "Professional Scrum Master I", "issuer": "Scrum.org", "date": "2019-11-01"},
    {"name": "Certified Kubernetes Administrator", "issuer": "Cloud Native Computing Foundation", "date": "2022-02-01"},
]

HEADINGS = {
    "en": {"summary": "Summary", "work": "Experience", "education": "Education", "skills": "Skills",
           "certificates": "Certifications", "projects": "Projects", "languages": "Languages",
           "awards": "Awards", "volunteer": "Volunteering", "publications": "Publications"},
    "de": {"summary": "Profil", "work": "Berufserfahrung", "education": "Ausbildung",
           "skills": "Kenntnisse", "certificates": "Zertifikate", "projects": "Projekte",
           "languages": "Sprachen", "awards": "Auszeichnungen", "volunteer": "Ehrenamt",
           "publications": "Publikationen"},
    "fr": {"summary": "Profil", "work": "Expérience professionnelle", "education": "Formation",
           "skills": "Compétences", "certificates": "Certifications", "projects": "Projets",
           "languages": "Langues", "awards": "Distinctions", "volunteer": "Bénévolat",
           "publications": "Publications"},
}

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def month(date, present="Present"):
    if not date:
        return present
    parts = date.split("-")
    if len(parts) >= 2:
        return f"{MONTHS[int(parts[1]) - 1]} {parts[0]}"
    return parts[0]


def span(item, present="Present"):
    start = item.get("startDate") or item.get("date") or item.get("releaseDate")
    end = item.get("endDate")
    if "startDate" not in item:
        return month(start)
    return f"{month(start)} – {month(end, present)}"


def truth(persona, index):
    """The persona as the typeset files print it."""
    p = json.loads(json.dumps(persona))
    for e in p.get("education", []):
        e["studyType"] = ABBREVIATIONS.get(e.get("studyType", ""), e.get("studyType", ""))
    for i, w in enumerate(p.get("work", [])):
        w["location"] = CITIES[(index * 3 + i) % len(CITIES)]
    if not p.get("certificates"):
        p["certificates"] = [EXTRA_CERTIFICATES[index % 3], EXTRA_CERTIFICATES[(index + 1) % 3]]
    return p


def highlights(item):
    out = []
    if item.get("summary"):
        out.append(item["summary"])
    out.extend(item.get("highlights", []))
    return out


def tex(text):
    text = str(text)
    for a, b in [("\\", r"\textbackslash{}"), ("&", r"\&"), ("%", r"\%"), ("$", r"\$"),
                 ("#", r"\#"), ("_", r"\_"), ("{", r"\{"), ("}", r"\}"), ("~", r"\~{}"),
                 ("^", r"\^{}")]:
        text = text.replace(a, b)
    return text.replace("–", "--")


def contact_line(b):
    loc = b.get("location", {})
    place = ", ".join(x for x in [loc.get("city"), loc.get("region")] if x)
    items = [place, b.get("email"), b.get("phone")]
    items += [pr["url"].split("://")[-1].removeprefix("www.") for pr in b.get("profiles", [])]
    return [i for i in items if i]


def latex(p, lang, style):
    h = HEADINGS[lang]
    b = p["basics"]
    out = [r"\documentclass[10pt]{article}",
           r"\usepackage[T1]{fontenc}\usepackage[utf8]{inputenc}\usepackage{lmodern}",
           r"\usepackage[margin=1.8cm]{geometry}\usepackage{enumitem}\usepackage{titlesec}",
           r"\usepackage[hidelinks]{hyperref}\pagestyle{empty}\setlength{\parindent}{0pt}",
           r"\titleformat{\section}{\large\bfseries}{}{0pt}{}[\titlerule]",
           r"\titlespacing*{\section}{0pt}{10pt}{5pt}",
           r"\setlist[itemize]{leftmargin=1.2em,itemsep=1pt,topsep=2pt}",
           r"\begin{document}",
           r"\begin{center}{\LARGE\bfseries " + tex(b["name"]) + r"}\\[3pt]",
           tex(b.get("label", "")) + r"\\[3pt]",
           r" \,|\, ".join(tex(c) for c in contact_line(b)),
           r"\end{center}"]
    if b.get("summary"):
        out += [r"\section*{" + h["summary"] + "}", tex(b["summary"])]
    if p.get("work"):
        out.append(r"\section*{" + h["work"] + "}")
        for w in p["work"]:
            if style == "oneline":
                out.append(r"\textbf{" + tex(w["position"]) + "}, " + tex(w["name"]) + " -- "
                           + tex(w["location"]) + r" \hfill " + tex(span(w)) + r"\\")
            else:
                out.append(r"\textbf{" + tex(w["name"]) + r"} \,|\, " + tex(w["position"])
                           + r" \hfill " + tex(span(w, "heute")) + r"\\")
                out.append(r"\textit{" + tex(w["location"]) + r"}\\")
            items = highlights(w)
            if items:
                out.append(r"\begin{itemize}" + "".join(r"\item " + tex(x) for x in items)
                           + r"\end{itemize}")
            out.append(r"\smallskip")
    if p.get("education"):
        out.append(r"\section*{" + h["education"] + "}")
        for e in p["education"]:
            if style == "oneline":
                out.append(r"\begin{tabular*}{\linewidth}{@{}p{1.2cm}@{\extracolsep{\fill}}l r@{}}"
                           + r"\textbf{" + tex(e["studyType"]) + "} & " + tex(e["institution"])
                           + ", " + tex(e.get("area", "")) + " & " + tex(span(e)) + r"\end{tabular*}\\")
            else:
                out.append(r"\textbf{" + tex(e["studyType"]) + " in " + tex(e.get("area", ""))
                           + "}, " + tex(e["institution"]) + r" \hfill " + tex(span(e, "heute")) + r"\\")
    if p.get("certificates"):
        out.append(r"\section*{" + h["certificates"] + "}")
        for c in p["certificates"]:
            out.append(tex(c["name"]) + " -- " + tex(c.get("issuer", "")) + r" \hfill "
                       + tex(month(c.get("date"))) + r"\\")
    if p.get("skills"):
        out.append(r"\section*{" + h["skills"] + "}")
        for s in p["skills"]:
            out.append(r"\textbf{" + tex(s["name"]) + ":} " + ", ".join(tex(k) for k in s.get("keywords", [])) + r"\\")
    for key, title_key, sub_key in [("projects", "name", "description"), ("awards", "title", "awarder"),
                                    ("publications", "name", "publisher")]:
        if p.get(key):
            out.append(r"\section*{" + h[key] + "}")
            for x in p[key]:
                line = r"\textbf{" + tex(x[title_key]) + "}"
                if key != "projects" and x.get(sub_key):
                    line += " -- " + tex(x[sub_key])
                date = x.get("date") or x.get("releaseDate")
                if date:
                    line += r" \hfill " + tex(month(date))
                out.append(line + r"\\")
                if key == "projects" and x.get("description"):
                    out.append(tex(x["description"]) + r"\\")
    if p.get("volunteer"):
        out.append(r"\section*{" + h["volunteer"] + "}")
        for v in p["volunteer"]:
            out.append(r"\textbf{" + tex(v["position"]) + "}, " + tex(v["organization"])
                       + r" \hfill " + tex(span(v)) + r"\\")
            if highlights(v):
                out.append(tex(" ".join(highlights(v))) + r"\\")
    if p.get("languages"):
        out.append(r"\section*{" + h["languages"] + "}")
        out.append(", ".join(tex(l["language"]) + " (" + tex(l.get("fluency", "")) + ")" for l in p["languages"]))
    out.append(r"\end{document}")
    return "\n".join(out)


def markdown(p, lang):
    h = HEADINGS[lang]
    b = p["basics"]
    at = {"en": "at", "fr": "chez", "de": "bei"}[lang]
    out = [f"# {b['name']}", "", b.get("label", ""), "", " | ".join(contact_line(b)), ""]
    if b.get("summary"):
        out += [f"## {h['summary']}", "", b["summary"], ""]
    if p.get("work"):
        out += [f"## {h['work']}", ""]
        for w in p["work"]:
            out += [f"**{w['position']}** {at} {w['name']} | {w['location']}", "",
                    f"*{span(w)}*", ""]
            out += [f"- {x}" for x in highlights(w)] + [""]
    if p.get("education"):
        out += [f"## {h['education']}", ""]
        for e in p["education"]:
            out += [f"**{e['studyType']}, {e.get('area', '')}** — {e['institution']}", "",
                    f"*{span(e)}*", ""]
    if p.get("certificates"):
        out += [f"## {h['certificates']}", ""]
        out += [f"- {c['name']}, {c.get('issuer', '')} ({month(c.get('date'))})" for c in p["certificates"]]
        out.append("")
    if p.get("skills"):
        out += [f"## {h['skills']}", ""]
        out += [f"- **{s['name']}:** {', '.join(s.get('keywords', []))}" for s in p["skills"]] + [""]
    for key, title_key in [("projects", "name"), ("awards", "title"), ("publications", "name")]:
        if p.get(key):
            out += [f"## {h[key]}", ""]
            for x in p[key]:
                date = x.get("date") or x.get("releaseDate")
                extra = x.get("awarder") or x.get("publisher") or ""
                line = f"**{x[title_key]}**" + (f", {extra}" if extra else "") + (f" ({month(date)})" if date else "")
                out += [line, ""]
                if key == "projects" and x.get("description"):
                    out += [x["description"], ""]
    if p.get("volunteer"):
        out += [f"## {h['volunteer']}", ""]
        for v in p["volunteer"]:
            out += [f"**{v['position']}**, {v['organization']} ({span(v)})", ""]
            if highlights(v):
                out += [" ".join(highlights(v)), ""]
    if p.get("languages"):
        out += [f"## {h['languages']}", "",
                ", ".join(f"{l['language']} ({l.get('fluency', '')})" for l in p["languages"]), ""]
    return "\n".join(out)


def nested_html(p):
    """A web page in nested tables: sidebar and main cell side by side, each entry a table."""
    e = html.escape
    b = p["basics"]
    side = [f"<h2>Contact</h2>"] + [f"<p>{e(c)}</p>" for c in contact_line(b)]
    if p.get("skills"):
        side.append("<h2>Skills</h2>")
        side += [f"<p>{e(', '.join(s.get('keywords', [])))}</p>" for s in p["skills"]]
    if p.get("languages"):
        side.append("<h2>Languages</h2>")
        side += [f"<p>{e(l['language'])} ({e(l.get('fluency', ''))})</p>" for l in p["languages"]]
    main = [f"<h1>{e(b['name'])}</h1>", f"<p><b>{e(b.get('label', ''))}</b></p>"]
    if b.get("summary"):
        main += ["<h2>Profile</h2>", f"<p>{e(b['summary'])}</p>"]

    def entry(title, sub, date, items):
        rows = [f"<tr><td width='75%'><b>{e(title)}</b></td><td align='right'>{e(date)}</td></tr>"]
        if sub:
            rows.append(f"<tr><td colspan='2'><i>{e(sub)}</i></td></tr>")
        if items:
            rows.append("<tr><td colspan='2'><ul>" + "".join(f"<li>{e(x)}</li>" for x in items) + "</ul></td></tr>")
        return "<table width='100%' border='0'>" + "".join(rows) + "</table>"

    if p.get("work"):
        main.append("<h2>Work Experience</h2>")
        main += [entry(f"{w['position']} — {w['name']}", w["location"], span(w), highlights(w)) for w in p["work"]]
    if p.get("education"):
        main.append("<h2>Education</h2>")
        main += [entry(e_["institution"], f"{e_['studyType']} {e_.get('area', '')}", span(e_), []) for e_ in p["education"]]
    if p.get("certificates"):
        main.append("<h2>Certifications</h2>")
        main += [entry(c["name"], c.get("issuer", ""), month(c.get("date")), []) for c in p["certificates"]]
    for key, title_key, label in [("projects", "name", "Projects"), ("awards", "title", "Awards"),
                                  ("publications", "name", "Publications"), ("volunteer", "organization", "Volunteering")]:
        if p.get(key):
            main.append(f"<h2>{label}</h2>")
            for x in p[key]:
                date = x.get("date") or x.get("releaseDate") or ("startDate" in x and span(x)) or ""
                sub = x.get("position") or x.get("awarder") or x.get("publisher") or x.get("description") or ""
                main.append(entry(x[title_key], sub, date, highlights(x) if key == "volunteer" else []))
    return ("<html><head><meta charset='utf-8'><title>" + e(b["name"]) + "</title></head><body>"
            "<table width='100%' border='0'><tr>"
            f"<td width='30%' valign='top'>{''.join(side)}</td>"
            f"<td width='70%' valign='top'>{''.join(main)}</td>"
            "</tr></table></body></html>")


def moderncv(p):
    b = p["basics"]
    first, _, last = b["name"].partition(" ")
    loc = b.get("location", {})
    out = [r"\documentclass[10pt,a4paper,sans]{moderncv}", r"\moderncvstyle{classic}",
           r"\moderncvcolor{blue}", r"\usepackage[utf8]{inputenc}", r"\usepackage[scale=0.82]{geometry}",
           r"\name{" + tex(first) + "}{" + tex(last) + "}", r"\title{" + tex(b.get("label", "")) + "}",
           r"\address{" + tex(", ".join(x for x in [loc.get("city"), loc.get("region")] if x)) + "}{}{}",
           r"\phone[mobile]{" + tex(b.get("phone", "")) + "}", r"\email{" + tex(b.get("email", "")) + "}"]
    for pr in b.get("profiles", []):
        out.append(r"\homepage{" + tex(pr["url"].split("://")[-1].removeprefix("www.")) + "}")
        break
    out += [r"\begin{document}", r"\makecvtitle"]
    if b.get("summary"):
        out += [r"\section{Summary}", r"\cvitem{}{" + tex(b["summary"]) + "}"]
    if p.get("work"):
        out.append(r"\section{Experience}")
        for w in p["work"]:
            items = highlights(w)
            body = (r"\begin{itemize}" + "".join(r"\item " + tex(x) for x in items) + r"\end{itemize}") if items else ""
            out.append(r"\cventry{" + tex(span(w)) + "}{" + tex(w["position"]) + "}{" + tex(w["name"]) + "}{"
                       + tex(w["location"]) + "}{}{" + body + "}")
    if p.get("education"):
        out.append(r"\section{Education}")
        for e in p["education"]:
            out.append(r"\cventry{" + tex(span(e)) + "}{" + tex(e["studyType"]) + ", " + tex(e.get("area", ""))
                       + "}{" + tex(e["institution"]) + "}{}{}{}")
    if p.get("certificates"):
        out.append(r"\section{Certificates}")
        for c in p["certificates"]:
            out.append(r"\cvitem{" + tex(month(c.get("date"))) + "}{" + tex(c["name"]) + ", " + tex(c.get("issuer", "")) + "}")
    if p.get("skills"):
        out.append(r"\section{Skills}")
        for sk in p["skills"]:
            out.append(r"\cvitem{" + tex(sk["name"]) + "}{" + tex(", ".join(sk.get("keywords", []))) + "}")
    for key, title_key, label in [("projects", "name", "Projects"), ("awards", "title", "Awards"),
                                  ("publications", "name", "Publications")]:
        if p.get(key):
            out.append(r"\section{" + label + "}")
            for x in p[key]:
                date = x.get("date") or x.get("releaseDate")
                sub = x.get("awarder") or x.get("publisher") or x.get("description") or ""
                out.append(r"\cvitem{" + tex(month(date) if date else "") + "}{\\textbf{" + tex(x[title_key]) + "}, " + tex(sub) + "}")
    if p.get("volunteer"):
        out.append(r"\section{Volunteering}")
        for v in p["volunteer"]:
            out.append(r"\cventry{" + tex(span(v)) + "}{" + tex(v["position"]) + "}{" + tex(v["organization"]) + "}{}{}{"
                       + tex(" ".join(highlights(v))) + "}")
    if p.get("languages"):
        out.append(r"\section{Languages}")
        for l in p["languages"]:
            out.append(r"\cvitem{" + tex(l["language"]) + "}{" + tex(l.get("fluency", "")) + "}")
    out.append(r"\end{document}")
    return "\n".join(out)


# People who write their resumes right to left: the ground truth is theirs, in their script.
RTL_PEOPLE = {
    "ar": {
        "basics": {
            "name": "ليلى حداد", "label": "مهندسة برمجيات", "email": "layla.haddad@example.com",
            "phone": "+971 4 555 0100", "location": {"city": "دبي", "region": "الإمارات"},
            "summary": "مهندسة برمجيات بخبرة ثماني سنوات في أنظمة الدفع والخدمات السحابية، أقود فرقًا صغيرة وأكتب الشيفرة الصعبة بنفسي.",
        },
        "work": [
            {"name": "شركة النور للتقنية", "position": "مهندسة برمجيات أولى", "location": "دبي",
             "startDate": "2019-03", "highlights": ["بنيت نظام تسوية المدفوعات الذي يعالج مليون عملية يوميًا",
                                                    "قدت فريقًا من خمسة مهندسين لنقل الخدمات إلى السحابة"]},
            {"name": "شركة الأفق للبرمجيات", "position": "مطورة برمجيات", "location": "القاهرة",
             "startDate": "2015-09", "endDate": "2019-02",
             "highlights": ["طورت واجهات برمجية لتطبيقات الهاتف المصرفية يستخدمها نصف مليون عميل"]},
        ],
        "education": [{"institution": "جامعة القاهرة", "studyType": "بكالوريوس", "area": "علوم الحاسوب",
                       "startDate": "2011-09", "endDate": "2015-06"}],
        "certificates": [{"name": "مهندس حلول معتمد من أمازون", "issuer": "أمازون لخدمات الويب", "date": "2021-05-01"}],
        "skills": [{"name": "البرمجة", "keywords": ["Go", "Python", "PostgreSQL", "Kubernetes"]}],
        "languages": [{"language": "العربية", "fluency": "اللغة الأم"}, {"language": "الإنجليزية", "fluency": "طلاقة"}],
    },
    "he": {
        "basics": {
            "name": "נועה כהן", "label": "מהנדסת תוכנה", "email": "noa.cohen@example.co.il",
            "phone": "+972 3 555 0100", "location": {"city": "תל אביב", "region": "ישראל"},
            "summary": "מהנדסת תוכנה עם שש שנות ניסיון בפיתוח מערכות מבוזרות ובהובלת צוותים קטנים בסביבה מהירה.",
        },
        "work": [
            {"name": "חברת אופק טכנולוגיות", "position": "מהנדסת תוכנה בכירה", "location": "הרצליה",
             "startDate": "2020-01", "highlights": ["הובלתי את פיתוח שירות התשלומים החדש של החברה מאפס",
                                                    "קיצרתי את זמני הבנייה של המערכת בשישים אחוזים"]},
            {"name": "חברת גל מערכות", "position": "מפתחת תוכנה", "location": "חיפה",
             "startDate": "2017-10", "endDate": "2019-12",
             "highlights": ["פיתחתי ממשקי תכנות עבור אפליקציות בנקאות שמשרתות מאות אלפי לקוחות"]},
        ],
        "education": [{"institution": "אוניברסיטת תל אביב", "studyType": "תואר ראשון", "area": "מדעי המחשב",
                       "startDate": "2013-10", "endDate": "2017-06"}],
        "skills": [{"name": "תכנות", "keywords": ["Java", "Kotlin", "Kafka", "AWS"]}],
        "languages": [{"language": "עברית", "fluency": "שפת אם"}, {"language": "אנגלית", "fluency": "שוטפת"}],
    },
}

RTL_HEADINGS = {
    "ar": {"summary": "نبذة عني", "work": "الخبرة العملية", "education": "التعليم", "certificates": "الشهادات",
           "skills": "المهارات", "languages": "اللغات", "present": "حتى الآن", "lang": "arabic",
           "font": "Amiri"},
    "he": {"summary": "תקציר", "work": "ניסיון תעסוקתי", "education": "השכלה", "certificates": "תעודות",
           "skills": "כישורים", "languages": "שפות", "present": "היום", "lang": "hebrew",
           "font": "Liberation Serif"},
}


def rtl_latex(p, lang):
    h = RTL_HEADINGS[lang]
    b = p["basics"]
    en = lambda t: r"\textenglish{" + tex(t) + "}"
    years = lambda item: (en(item["startDate"][:4] + " - " + item["endDate"][:4]) if item.get("endDate")
                          else en(item["startDate"][:4]) + " - " + h["present"])
    heading = lambda t: r"\par\medskip{\large\textbf{" + t + r"}}\par\smallskip"
    loc = b["location"]
    out = [r"\documentclass[11pt]{article}", r"\usepackage[margin=2cm]{geometry}", r"\usepackage{fontspec}",
           r"\usepackage{polyglossia}", r"\setmainlanguage{" + h["lang"] + "}", r"\setotherlanguage{english}",
           "\\newfontfamily\\" + h["lang"] + "font[Script=" + h["lang"].capitalize() + "]{" + h["font"] + "}",
           r"\newfontfamily\englishfont{Latin Modern Roman}", r"\pagestyle{empty}\setlength{\parindent}{0pt}",
           r"\begin{document}", r"\begin{center}{\LARGE\textbf{" + b["name"] + r"}}\\[4pt]",
           b["label"] + r"\\[4pt]", loc["city"] + "، " + loc["region"] if lang == "ar" else loc["city"] + ", " + loc["region"],
           r" \quad " + en(b["email"]) + r" \quad " + en(b["phone"]), r"\end{center}",
           heading(h["summary"]), b["summary"]]
    out.append(heading(h["work"]))
    for w in p["work"]:
        comma = "، " if lang == "ar" else ", "
        out.append(r"\textbf{" + w["position"] + "}" + comma + w["name"] + " - " + w["location"]
                   + r" \hfill " + years(w) + r"\par")
        out.append(r"\begin{itemize}" + "".join(r"\item " + x for x in w["highlights"]) + r"\end{itemize}")
    out.append(heading(h["education"]))
    for e in p["education"]:
        comma = "، " if lang == "ar" else ", "
        out.append(e["studyType"] + " " + e["area"] + comma + e["institution"] + r" \hfill " + years(e) + r"\par")
    if p.get("certificates"):
        out.append(heading(h["certificates"]))
        for c in p["certificates"]:
            out.append(c["name"] + " - " + c["issuer"] + r" \hfill " + en(c["date"][:4]) + r"\par")
    out.append(heading(h["skills"]))
    for sk in p["skills"]:
        out.append(sk["name"] + ": " + en(", ".join(sk["keywords"])) + r"\par")
    out.append(heading(h["languages"]))
    sep = "، " if lang == "ar" else ", "
    out.append(sep.join(l["language"] + " (" + l["fluency"] + ")" for l in p["languages"]) + r"\par")
    out.append(r"\end{document}")
    return "\n".join(out)


def run(cmd, cwd):
    subprocess.run(cmd, cwd=cwd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def main():
    personas = pathlib.Path(sys.argv[1])
    out = pathlib.Path(sys.argv[2]).resolve()
    work = out / "work"
    work.mkdir(parents=True, exist_ok=True)
    for index, path in enumerate(sorted(personas.glob("*.json"))):
        name = path.stem
        p = truth(json.loads(path.read_text()), index)
        files = {}
        for style, lang in [("oneline", "en"), ("de", "de")]:
            stem = f"latex-{style}--{name}"
            (work / f"{stem}.tex").write_text(latex(p, lang, style))
            run(["pdflatex", "-interaction=batchmode", f"{stem}.tex"], work)
            files[stem] = work / f"{stem}.pdf"
        for lang, stem, target in [("fr", f"pandoc-fr--{name}", "pdf"), ("en", f"pandoc-docx--{name}", "docx")]:
            (work / f"{stem}.md").write_text(markdown(p, lang))
            args = ["pandoc", f"{stem}.md", "-o", f"{stem}.{target}"]
            if target == "pdf":
                args += ["-V", "geometry:margin=2cm", "-V", "documentclass=article"]
            run(args, work)
            files[stem] = work / f"{stem}.{target}"
        stem = f"moderncv--{name}"
        (work / f"{stem}.tex").write_text(moderncv(p))
        run(["pdflatex", "-interaction=batchmode", f"{stem}.tex"], work)
        files[stem] = work / f"{stem}.pdf"
        stem = f"libreoffice-nested--{name}"
        (work / f"{stem}.html").write_text(nested_html(p))
        run(["soffice", "--headless", "--convert-to", "docx:MS Word 2007 XML", f"{stem}.html"], work)
        files[stem] = work / f"{stem}.docx"
        pdf_stem = f"libreoffice-pdf--{name}"
        (work / f"{pdf_stem}.html").write_text(nested_html(p))
        run(["soffice", "--headless", "--convert-to", "pdf:writer_web_pdf_Export", f"{pdf_stem}.html"], work)
        files[pdf_stem] = work / f"{pdf_stem}.pdf"
        for stem, file in files.items():
            target = out / file.name
            target.write_bytes(file.read_bytes())
            (out / f"{stem}.json").write_text(json.dumps(p, indent=2, ensure_ascii=False) + "\n")
            if file.suffix == ".pdf":
                run(["pdftotext", "-layout", file.name, f"{stem}.txt"], out)
            else:
                run(["soffice", "--headless", "--convert-to", "txt:Text (encoded):UTF8", file.name], out)
    for lang, p in RTL_PEOPLE.items():
        stem = f"xelatex-{lang}--{lang}-engineer"
        (work / f"{stem}.tex").write_text(rtl_latex(p, lang))
        run(["xelatex", "-interaction=batchmode", f"{stem}.tex"], work)
        (out / f"{stem}.pdf").write_bytes((work / f"{stem}.pdf").read_bytes())
        (out / f"{stem}.json").write_text(json.dumps(p, indent=2, ensure_ascii=False) + "\n")
        run(["pdftotext", "-layout", f"{stem}.pdf", f"{stem}.txt"], out)


if __name__ == "__main__":
    main()
