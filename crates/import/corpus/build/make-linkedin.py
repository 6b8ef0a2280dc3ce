"""LinkedIn data exports ("Get a copy of your data") from the personas: a ZIP of CSV files
with LinkedIn's file and column names and its date style ("Jan 2020", "" while current).

Usage: make-linkedin.py PERSONA_DIR OUT_DIR
"""
import csv
import io
import json
import os
import sys
import zipfile

MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()


def month(date):
    if not date:
        return ""
    parts = date.split("-")
    return f"{MONTHS[int(parts[1]) - 1]} {parts[0]}" if len(parts) > 1 else parts[0]


def table(header, rows):
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    return out.getvalue()


def description(item):
    lines = [item["summary"]] if item.get("summary") else []
    lines += [f"- {h}" for h in item.get("highlights", [])]
    return "\n".join(lines)


def export(r):
    b = r["basics"]
    first, last = b["name"].split(" ", 1)
    loc = b.get("location", {})
    geo = ", ".join(x for x in [loc.get("city"), loc.get("region"), loc.get("countryCode")] if x)
    sites = ",".join(f"[{p['network'].upper()}:{p['url']}]" for p in b.get("profiles", []) if "linkedin" not in p["url"])
    files = {
        "Profile.csv": table(
            ["First Name", "Last Name", "Maiden Name", "Address", "Birth Date", "Headline", "Summary", "Industry", "Zip Code", "Geo Location", "Twitter Handles", "Websites", "Instant Messengers"],
            [[first, last, "", "", "", b["label"], b["summary"], "", "", geo, "", sites, ""]],
        ),
        "Email Addresses.csv": table(["Email Address", "Confirmed", "Primary", "Updated On"], [[b["email"], "Yes", "Yes", "1/5/20, 9:14 AM"]]),
        "PhoneNumbers.csv": table(["Extension", "Number", "Type"], [["", b["phone"], "Mobile"]]),
        "Positions.csv": table(
            ["Company Name", "Title", "Description", "Location", "Started On", "Finished On"],
            [[w["name"], w["position"], description(w), "", month(w.get("startDate")), month(w.get("endDate"))] for w in r.get("work", [])],
        ),
        "Education.csv": table(
            ["School Name", "Start Date", "End Date", "Notes", "Degree Name", "Activities"],
            [[e["institution"], e.get("startDate", "")[:4], e.get("endDate", "")[:4], "", " in ".join(x for x in [e.get("studyType"), e.get("area")] if x), ""] for e in r.get("education", [])],
        ),
        "Skills.csv": table(["Name"], [[k] for s in r.get("skills", []) for k in s.get("keywords", [])]),
        "Connections.csv": "Notes:\n\"When exporting your connection data, you may notice that some of the email addresses are missing.\"\n\n"
        + table(["First Name", "Last Name", "URL", "Email Address", "Company", "Position", "Connected On"], []),
    }
    if r.get("certificates"):
        files["Certifications.csv"] = table(
            ["Name", "Url", "Authority", "Started On", "Finished On", "License Number"],
            [[c["name"], "", c.get("issuer", ""), month(c.get("date", "")[:7]), "", ""] for c in r["certificates"]],
        )
    if r.get("projects"):
        files["Projects.csv"] = table(
            ["Title", "Description", "Url", "Started On", "Finished On"],
            [[p["name"], p.get("description", ""), p.get("url", ""), month(p.get("startDate")), month(p.get("endDate"))] for p in r["projects"]],
        )
    if r.get("languages"):
        files["Languages.csv"] = table(["Name", "Proficiency"], [[l["language"], l["fluency"]] for l in r["languages"]])
    if r.get("awards"):
        files["Honors.csv"] = table(["Title", "Description", "Issued On"], [[a["title"], a.get("summary", ""), month(a.get("date", "")[:7])] for a in r["awards"]])
    if r.get("volunteer"):
        files["Volunteering.csv"] = table(
            ["Company Name", "Role", "Cause", "Started On", "Finished On", "Description"],
            [[v["organization"], v["position"], "", month(v.get("startDate")), month(v.get("endDate")), description(v)] for v in r["volunteer"]],
        )
    if r.get("publications"):
        files["Publications.csv"] = table(
            ["Name", "Published On", "Description", "Publisher", "Url"],
            [[p["name"], month(p.get("releaseDate", "")[:7]), p.get("summary", ""), p.get("publisher", ""), p.get("url", "")] for p in r["publications"]],
        )
    return files


def main():
    personas, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    for name in sorted(os.listdir(personas)):
        if not name.endswith(".json"):
            continue
        r = json.load(open(os.path.join(personas, name)))
        files = export(r)
        stem = name[:-5]
        with zipfile.ZipFile(os.path.join(out, f"linkedin--{stem}.zip"), "w", zipfile.ZIP_DEFLATED) as z:
            for file, text in files.items():
                z.writestr(file, text)
        with open(os.path.join(out, f"linkedin--{stem}.txt"), "w") as t:
            t.write("\n".join(files.values()))


if __name__ == "__main__":
    main()
