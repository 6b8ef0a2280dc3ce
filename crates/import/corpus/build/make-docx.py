"""Word resumes from the personas, in two looks, with python-docx:

- styled: Title for the name, Heading 1 per section, a two-cell table row (title | dates) per
  entry, List Bullet paragraphs for highlights;
- plain: no named styles at all: bold capitals for headings, bold runs for titles, tab before
  the dates, typed "• " bullets, as people format by hand.

Usage: make-docx.py PERSONA_DIR OUT_DIR
"""
import json
import os
import sys

from docx import Document
from docx.shared import Pt

MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()


def when(date, style):
    if not date:
        return "Present" if style == "styled" else "now"
    parts = date.split("-")
    if len(parts) == 1:
        return parts[0]
    if style == "styled":
        return f"{MONTHS[int(parts[1]) - 1]} {parts[0]}"
    return f"{parts[1]}/{parts[0]}"


def span(item, style):
    start = item.get("startDate")
    end = item.get("endDate")
    if not start:
        return when(end, style) if end else ""
    return f"{when(start, style)} – {when(end, style)}"


def degree(e):
    return " in ".join(x for x in [e.get("studyType"), e.get("area")] if x)


def sections(r, style):
    """(heading, [(title, subtitle, dates, paragraphs, bullets)]) in the persona's order."""
    out = []
    b = r["basics"]
    if b.get("summary"):
        out.append(("Summary", b["summary"]))
    if r.get("work"):
        out.append(("Work Experience", [(w["position"], w["name"], span(w, style), w.get("summary"), w.get("highlights", [])) for w in r["work"]]))
    if r.get("education"):
        out.append(("Education", [(degree(e), e["institution"], span(e, style), None, []) for e in r["education"]]))
    if r.get("skills"):
        out.append(("Skills", [f"{s['name']}: {', '.join(s.get('keywords', []))}" for s in r["skills"]]))
    if r.get("certificates"):
        out.append(("Certifications", [(c["name"], c.get("issuer", ""), c.get("date", "")[:7], None, []) for c in r["certificates"]]))
    if r.get("projects"):
        out.append(("Projects", [(p["name"], p.get("url", ""), span(p, style), p.get("description"), []) for p in r["projects"]]))
    if r.get("volunteer"):
        out.append(("Volunteer Experience", [(v["position"], v["organization"], span(v, style), v.get("summary"), v.get("highlights", [])) for v in r["volunteer"]]))
    if r.get("awards"):
        out.append(("Awards", [(a["title"], a.get("awarder", ""), a.get("date", "")[:4], a.get("summary"), []) for a in r["awards"]]))
    if r.get("publications"):
        out.append(("Publications", [(p["name"], p.get("publisher", ""), p.get("releaseDate", "")[:4], p.get("summary"), []) for p in r["publications"]]))
    if r.get("languages"):
        out.append(("Languages", [f"{l['language']} — {l['fluency']}" for l in r["languages"]]))
    return out


def build(r, style):
    doc = Document()
    b = r["basics"]
    loc = b.get("location", {})
    place = ", ".join(x for x in [loc.get("city"), loc.get("region"), loc.get("countryCode")] if x)
    links = [p["url"] for p in b.get("profiles", [])]
    if style == "styled":
        doc.add_paragraph(b["name"], style="Title")
        doc.add_paragraph(b["label"], style="Subtitle")
        doc.add_paragraph(" | ".join([b["email"], b["phone"], place]))
        for url in links:
            doc.add_paragraph(url)
    else:
        p = doc.add_paragraph()
        run = p.add_run(b["name"])
        run.bold = True
        run.font.size = Pt(20)
        doc.add_paragraph(b["label"])
        doc.add_paragraph(f"Email: {b['email']}")
        doc.add_paragraph(f"Phone: {b['phone']}")
        doc.add_paragraph(place)
        doc.add_paragraph(" · ".join(links))
    for heading, body in sections(r, style):
        if style == "styled":
            doc.add_heading(heading, level=1)
        else:
            run = doc.add_paragraph().add_run(heading.upper())
            run.bold = True
            run.font.size = Pt(13)
        if isinstance(body, str):
            doc.add_paragraph(body)
            continue
        for item in body:
            if isinstance(item, str):
                doc.add_paragraph(item, style="List Bullet" if style == "styled" else None)
                continue
            title, subtitle, dates, text, bullets = item
            if style == "styled":
                table = doc.add_table(rows=1, cols=2)
                left, right = table.rows[0].cells
                left.paragraphs[0].add_run(title).bold = True
                right.paragraphs[0].add_run(dates)
                if subtitle:
                    doc.add_paragraph(subtitle)
            else:
                p = doc.add_paragraph()
                p.add_run(f"{subtitle} — " if subtitle else "").bold = False
                p.add_run(title).bold = True
                if dates:
                    p.add_run(f"\t{dates}")
            if text:
                doc.add_paragraph(text)
            for h in bullets:
                if style == "styled":
                    doc.add_paragraph(h, style="List Bullet")
                else:
                    doc.add_paragraph(f"• {h}")
    return doc


def main():
    personas, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    for name in sorted(os.listdir(personas)):
        if not name.endswith(".json"):
            continue
        r = json.load(open(os.path.join(personas, name)))
        for style in ("styled", "plain"):
            build(r, style).save(os.path.join(out, f"{style}--{name[:-5]}.docx"))


if __name__ == "__main__":
    main()
