//! Job families, the keyword bank of each, and how a target job title maps to one.
//!
//! Keywords are the terms applicant tracking systems and recruiters search for in a field. No
//! keyword contains a digit: the writers must never add a number the job seeker did not write.

use serde::{Deserialize, Serialize};
use vitae_domain::ExperienceLevel;

use crate::text::{contains_phrase, words};

/// The field a target job title belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JobFamily {
    Software,
    Data,
    Design,
    Product,
    Marketing,
    Sales,
    CustomerSuccess,
    Finance,
    Operations,
    HumanResources,
    Healthcare,
    Education,
    Legal,
    Engineering,
    Hospitality,
    Administrative,
    Writing,
    General,
}

pub(crate) struct Bank {
    pub family: JobFamily,
    pub label: &'static str,
    /// Words or phrases of a job title that point to this family.
    pub title_terms: &'static [&'static str],
    /// ATS keywords, most important first.
    pub keywords: &'static [&'static str],
    /// Skills worth listing for the field, most important first.
    pub skills: &'static [&'static str],
    /// What good work in the field is about, for summaries ("building reliable software").
    pub focus: &'static str,
    /// One field-specific LinkedIn tip.
    pub linkedin_tip: &'static str,
}

pub(crate) const BANKS: &[Bank] = &[
    Bank {
        family: JobFamily::Data,
        label: "data and analytics",
        title_terms: &[
            "data", "analytics", "analyst", "data scientist", "data engineer", "data analyst",
            "machine learning", "ml engineer", "ai engineer", "bi developer", "business intelligence",
            "statistician", "business analyst", "quantitative", "research scientist",
        ],
        keywords: &[
            "SQL", "Python", "Data Analysis", "Data Visualization", "Statistical Analysis",
            "Machine Learning", "ETL", "Data Modeling", "Dashboards", "A/B Testing", "Tableau",
            "Power BI", "Data Pipelines", "Stakeholder Communication", "Data Quality", "Forecasting",
            "Excel", "Pandas", "Spark", "Business Intelligence",
        ],
        skills: &[
            "SQL", "Python", "Tableau", "Power BI", "Excel", "Pandas", "Statistics", "dbt",
            "Spark", "Data Storytelling",
        ],
        focus: "turning data into decisions people can act on",
        linkedin_tip: "Feature a notebook, dashboard or analysis write-up in the Featured section so recruiters can see how you work with data.",
    },
    Bank {
        family: JobFamily::Software,
        label: "software engineering",
        title_terms: &[
            "software", "developer", "engineer", "programmer", "devops", "sre",
            "site reliability", "backend", "back-end", "frontend", "front-end", "full stack",
            "full-stack", "fullstack", "web developer", "mobile", "ios", "android", "cloud",
            "platform engineer", "qa engineer", "test engineer", "security engineer", "architect",
            "tech lead", "cto", "chief technology officer", "technology", "vp engineering",
            "engineering manager", "head of engineering", "director of engineering", "it support", "systems administrator", "sysadmin",
        ],
        keywords: &[
            "Software Development", "REST APIs", "Microservices", "Cloud", "AWS", "CI/CD",
            "Agile", "Scrum", "Git", "Testing", "Code Review", "System Design", "Docker",
            "Kubernetes", "SQL", "Performance Optimization", "Scalability", "Debugging",
            "TypeScript", "Python", "Java", "Distributed Systems", "Observability",
        ],
        skills: &[
            "Git", "Docker", "Kubernetes", "AWS", "CI/CD", "SQL", "REST APIs", "Unit Testing",
            "System Design", "Linux",
        ],
        focus: "building reliable, maintainable software",
        linkedin_tip: "Link your GitHub profile or a project you are proud of in the Featured section; engineering recruiters look for real code.",
    },
    Bank {
        family: JobFamily::Design,
        label: "design",
        title_terms: &[
            "designer", "design", "ux", "ui", "user experience", "user interface",
            "product designer", "graphic", "visual", "art director", "illustrator",
            "creative director", "interaction", "ux researcher", "motion",
        ],
        keywords: &[
            "User Experience", "User Interface", "Figma", "Prototyping", "Wireframing",
            "User Research", "Usability Testing", "Design Systems", "Interaction Design",
            "Visual Design", "Accessibility", "Information Architecture", "Adobe Creative Suite",
            "Typography", "Branding", "Responsive Design", "Journey Mapping",
        ],
        skills: &[
            "Figma", "Prototyping", "User Research", "Design Systems", "Accessibility",
            "Adobe Illustrator", "Adobe Photoshop", "Usability Testing", "Typography",
        ],
        focus: "designing clear, accessible experiences grounded in user research",
        linkedin_tip: "Add two or three case studies to the Featured section that show the problem, your process and the outcome.",
    },
    Bank {
        family: JobFamily::Product,
        label: "product management",
        title_terms: &[
            "product manager", "product owner", "product lead", "head of product",
            "product director", "vp product", "chief product", "program manager",
            "technical program manager", "product",
        ],
        keywords: &[
            "Product Strategy", "Roadmapping", "Product Discovery", "User Stories",
            "Stakeholder Management", "Prioritization", "Agile", "Scrum", "Go-to-Market",
            "Market Research", "KPIs", "A/B Testing", "Product Analytics", "Requirements Gathering",
            "Cross-Functional Leadership", "Customer Interviews", "Backlog Management",
        ],
        skills: &[
            "Roadmapping", "Jira", "Product Analytics", "User Research", "SQL", "Prioritization",
            "Stakeholder Management", "Experimentation",
        ],
        focus: "shipping products customers value and measuring what they change",
        linkedin_tip: "Describe products you shipped with the problem, your decision and the measured outcome; hiring managers look for product judgement.",
    },
    Bank {
        family: JobFamily::Marketing,
        label: "marketing",
        title_terms: &[
            "marketing", "marketer", "seo", "sem", "growth", "brand", "social media",
            "content marketing", "digital marketing", "communications", "public relations", "pr",
            "campaign", "community manager", "demand generation", "cmo", "chief marketing officer",
        ],
        keywords: &[
            "Digital Marketing", "SEO", "SEM", "Content Strategy", "Social Media Marketing",
            "Email Marketing", "Marketing Automation", "Google Analytics", "Campaign Management",
            "Brand Strategy", "Lead Generation", "Conversion Rate Optimization", "Copywriting",
            "Paid Media", "Market Research", "HubSpot", "ROI", "Customer Segmentation",
        ],
        skills: &[
            "SEO", "Google Analytics", "HubSpot", "Email Marketing", "Copywriting",
            "Paid Social", "Content Strategy", "Marketing Automation",
        ],
        focus: "growing audiences and pipeline with measurable campaigns",
        linkedin_tip: "Feature a campaign you ran with its results, and post about what you learned from it; marketers are hired for visible work.",
    },
    Bank {
        family: JobFamily::Sales,
        label: "sales",
        title_terms: &[
            "sales", "account executive", "account manager", "business development",
            "bdr", "sdr", "sales representative", "sales manager", "territory",
            "key account", "inside sales", "partnerships", "cro",
        ],
        keywords: &[
            "Enterprise Sales", "Pipeline Management", "Prospecting", "Lead Qualification",
            "Negotiation", "Closing", "CRM", "Salesforce", "Account Management", "Quota Attainment",
            "Consultative Selling", "Cold Calling", "Relationship Building", "Sales Forecasting",
            "Territory Management", "Upselling", "Revenue Growth",
        ],
        skills: &[
            "Salesforce", "Prospecting", "Negotiation", "Consultative Selling", "HubSpot CRM",
            "Pipeline Management", "Sales Forecasting", "Presentation Skills",
        ],
        focus: "building relationships that turn into lasting revenue",
        linkedin_tip: "Show quota attainment and deal sizes in your Experience entries; sales leaders scan for numbers first.",
    },
    Bank {
        family: JobFamily::CustomerSuccess,
        label: "customer success and support",
        title_terms: &[
            "customer success", "customer support", "customer service", "support specialist",
            "support agent", "help desk", "helpdesk", "client services", "call center",
            "customer experience", "technical support", "service desk",
        ],
        keywords: &[
            "Customer Service", "Customer Satisfaction", "Ticket Management", "Zendesk",
            "Onboarding", "Retention", "Churn Reduction", "Escalation Management",
            "Conflict Resolution", "Knowledge Base", "SLA", "CRM", "Customer Experience",
            "Troubleshooting", "Communication", "Account Health",
        ],
        skills: &[
            "Zendesk", "Salesforce Service Cloud", "Customer Onboarding", "De-escalation",
            "Troubleshooting", "Knowledge Base Writing", "Empathy", "Active Listening",
        ],
        focus: "resolving problems quickly and keeping customers loyal",
        linkedin_tip: "Mention the tools you use (help desk, CRM) and customer satisfaction or retention results in each role.",
    },
    Bank {
        family: JobFamily::Finance,
        label: "finance and accounting",
        title_terms: &[
            "finance", "financial", "accountant", "accounting", "auditor", "audit",
            "controller", "bookkeeper", "treasury", "tax", "cfo", "chief financial officer", "fp&a", "investment",
            "banker", "banking", "credit", "payroll specialist", "actuary", "underwriter",
        ],
        keywords: &[
            "Financial Analysis", "Financial Reporting", "Budgeting", "Forecasting", "FP&A",
            "GAAP", "IFRS", "Reconciliation", "Accounts Payable", "Accounts Receivable",
            "General Ledger", "Month-End Close", "Variance Analysis", "Financial Modeling",
            "Excel", "Internal Controls", "Audit", "Compliance", "ERP", "Cash Flow",
        ],
        skills: &[
            "Excel", "Financial Modeling", "SAP", "QuickBooks", "GAAP", "Variance Analysis",
            "Power BI", "NetSuite",
        ],
        focus: "accurate numbers, clear reporting and sound financial control",
        linkedin_tip: "Name the systems and standards you work with (ERP, GAAP or IFRS, Excel modelling) in both your Skills and Experience.",
    },
    Bank {
        family: JobFamily::Operations,
        label: "operations and supply chain",
        title_terms: &[
            "operations", "operation", "supply chain", "logistics", "warehouse", "procurement",
            "purchasing", "buyer", "inventory", "project manager", "project coordinator",
            "coo", "chief operating officer", "fleet", "dispatcher", "planner", "production manager", "plant manager",
            "facilities",
        ],
        keywords: &[
            "Operations Management", "Process Improvement", "Supply Chain Management",
            "Logistics", "Inventory Management", "Vendor Management", "Procurement",
            "Lean", "Six Sigma", "KPIs", "Project Management", "Cost Reduction",
            "Quality Control", "Scheduling", "Forecasting", "ERP", "Stakeholder Management",
            "Risk Management",
        ],
        skills: &[
            "Process Improvement", "Lean", "Inventory Control", "Vendor Negotiation", "ERP",
            "Excel", "Project Planning", "Root Cause Analysis",
        ],
        focus: "running efficient, reliable processes that scale",
        linkedin_tip: "Quantify processes you improved (time, cost, error rate) in your Experience; operations hiring managers look for measurable gains.",
    },
    Bank {
        family: JobFamily::HumanResources,
        label: "human resources",
        title_terms: &[
            "hr", "human resources", "recruiter", "recruiting", "recruitment",
            "talent acquisition", "talent", "people operations", "people partner",
            "hr business partner", "compensation", "benefits", "learning and development",
            "chro", "chief people officer", "people",
        ],
        keywords: &[
            "Talent Acquisition", "Recruiting", "Employee Relations", "Onboarding",
            "Performance Management", "HRIS", "Compensation and Benefits", "Employment Law",
            "Employee Engagement", "Training and Development", "Workforce Planning",
            "Sourcing", "Interviewing", "Diversity and Inclusion", "Policy Development",
            "Retention", "Succession Planning",
        ],
        skills: &[
            "Workday", "BambooHR", "Sourcing", "Interviewing", "Employee Relations",
            "Onboarding", "HR Policy", "Conflict Resolution",
        ],
        focus: "hiring well and helping people do their best work",
        linkedin_tip: "Show the scope of your work (hires made, programmes run, employee groups supported) and the HR systems you use.",
    },
    Bank {
        family: JobFamily::Healthcare,
        label: "healthcare",
        title_terms: &[
            "nurse", "nursing", "rn", "lpn", "physician", "doctor", "medical", "clinical",
            "clinic", "healthcare", "health", "pharmacist", "pharmacy", "therapist",
            "caregiver", "paramedic", "emt", "dental", "dentist", "hygienist", "patient",
            "hospital", "care assistant", "radiographer", "physiotherapist", "midwife",
        ],
        keywords: &[
            "Patient Care", "Patient Safety", "Clinical Assessment", "EHR", "Electronic Health Records",
            "HIPAA", "Care Planning", "Medication Administration", "Infection Control",
            "Vital Signs", "Patient Education", "Interdisciplinary Collaboration", "Triage",
            "Documentation", "Evidence-Based Practice", "Compassionate Care", "BLS",
        ],
        skills: &[
            "Patient Assessment", "EHR Documentation", "Medication Administration",
            "Infection Control", "Patient Education", "Triage", "Epic", "Care Coordination",
        ],
        focus: "safe, compassionate, evidence-based patient care",
        linkedin_tip: "List your licences and certifications in the Licenses & Certifications section so recruiters can verify them quickly.",
    },
    Bank {
        family: JobFamily::Education,
        label: "education",
        title_terms: &[
            "teacher", "teaching", "tutor", "educator", "professor", "lecturer", "instructor",
            "principal", "school", "curriculum", "instructional designer", "teaching assistant",
            "academic", "trainer", "coach", "counselor", "education",
        ],
        keywords: &[
            "Curriculum Development", "Lesson Planning", "Classroom Management",
            "Differentiated Instruction", "Student Assessment", "Student Engagement",
            "Educational Technology", "Parent Communication", "Learning Outcomes",
            "Special Education", "Instructional Design", "Google Classroom", "Mentoring",
            "Inclusive Education", "Data-Driven Instruction",
        ],
        skills: &[
            "Lesson Planning", "Classroom Management", "Google Classroom", "Assessment Design",
            "Differentiated Instruction", "Mentoring", "Public Speaking",
        ],
        focus: "helping every learner make measurable progress",
        linkedin_tip: "Add the subjects, age groups and curricula you teach, and feature a lesson or programme you designed.",
    },
    Bank {
        family: JobFamily::Legal,
        label: "legal",
        title_terms: &[
            "lawyer", "attorney", "legal", "paralegal", "counsel", "solicitor", "barrister",
            "compliance", "contracts manager", "law clerk", "general counsel",
        ],
        keywords: &[
            "Legal Research", "Contract Drafting", "Contract Negotiation", "Litigation",
            "Compliance", "Regulatory Affairs", "Due Diligence", "Legal Writing",
            "Case Management", "Risk Assessment", "Corporate Law", "Intellectual Property",
            "Data Protection", "GDPR", "Client Counseling",
        ],
        skills: &[
            "Legal Research", "Contract Review", "Westlaw", "LexisNexis", "Legal Drafting",
            "Negotiation", "Regulatory Compliance",
        ],
        focus: "precise, practical advice that manages risk",
        linkedin_tip: "List your practice areas and jurisdictions, and add bar admissions or certifications in Licenses & Certifications.",
    },
    Bank {
        family: JobFamily::Engineering,
        label: "engineering",
        title_terms: &[
            "mechanical engineer", "civil engineer", "electrical engineer",
            "structural engineer", "chemical engineer", "manufacturing engineer",
            "process engineer", "industrial engineer", "mechanical", "civil", "electrical",
            "structural", "manufacturing", "technician", "maintenance", "hvac",
            "construction", "site engineer", "quality engineer", "aerospace",
        ],
        keywords: &[
            "AutoCAD", "SolidWorks", "CAD", "Root Cause Analysis", "Quality Assurance",
            "Technical Drawings", "Project Management", "Health and Safety", "Lean Manufacturing",
            "Six Sigma", "Design Validation", "Regulatory Standards", "Prototyping",
            "Process Optimization", "Preventive Maintenance", "Cost Estimation", "FMEA",
        ],
        skills: &[
            "AutoCAD", "SolidWorks", "MATLAB", "Root Cause Analysis", "Technical Drawings",
            "Lean Manufacturing", "Project Planning",
        ],
        focus: "safe, well-engineered solutions delivered to specification",
        linkedin_tip: "Name the standards, tools and project types you work with, and feature a project with its scope and outcome.",
    },
    Bank {
        family: JobFamily::Hospitality,
        label: "hospitality and retail",
        title_terms: &[
            "chef", "cook", "restaurant", "hotel", "hospitality", "barista", "server",
            "waiter", "waitress", "bartender", "front desk", "concierge", "retail",
            "store manager", "cashier", "sales associate", "shift supervisor", "housekeeping",
            "event", "events", "catering", "travel",
        ],
        keywords: &[
            "Customer Service", "Guest Experience", "Food Safety", "Inventory Management",
            "Team Leadership", "Scheduling", "Point of Sale", "Merchandising", "Upselling",
            "Cash Handling", "Health and Safety", "Staff Training", "Cost Control",
            "Visual Merchandising", "Loss Prevention", "Event Planning",
        ],
        skills: &[
            "Customer Service", "POS Systems", "Food Safety", "Staff Training",
            "Inventory Control", "Cash Handling", "Scheduling",
        ],
        focus: "memorable guest experiences and smooth day-to-day operations",
        linkedin_tip: "Highlight guest satisfaction, team size and service volume; hospitality recruiters hire for reliability under pressure.",
    },
    Bank {
        family: JobFamily::Administrative,
        label: "administration",
        title_terms: &[
            "administrative", "administrator", "admin", "assistant", "executive assistant",
            "office manager", "receptionist", "secretary", "clerk", "coordinator",
            "data entry", "virtual assistant",
        ],
        keywords: &[
            "Calendar Management", "Scheduling", "Microsoft Office", "Data Entry",
            "Office Administration", "Travel Coordination", "Record Keeping", "Correspondence",
            "Meeting Coordination", "Document Management", "Confidentiality", "Time Management",
            "Vendor Coordination", "Expense Reporting", "Customer Service",
        ],
        skills: &[
            "Microsoft Office", "Google Workspace", "Calendar Management", "Data Entry",
            "Travel Planning", "Minute Taking", "Organization",
        ],
        focus: "keeping people, schedules and information organised",
        linkedin_tip: "List the tools you master (calendars, office suites, expense systems) and the people or teams you support.",
    },
    Bank {
        family: JobFamily::Writing,
        label: "writing and content",
        title_terms: &[
            "writer", "copywriter", "editor", "content", "journalist", "technical writer",
            "author", "reporter", "proofreader", "content strategist",
        ],
        keywords: &[
            "Content Writing", "Copywriting", "Editing", "Proofreading", "Content Strategy",
            "SEO Writing", "Storytelling", "Research", "Style Guides", "Content Management Systems",
            "Technical Writing", "Editorial Calendar", "Audience Engagement", "WordPress",
        ],
        skills: &[
            "Copywriting", "Editing", "SEO Writing", "WordPress", "Research", "Storytelling",
            "AP Style",
        ],
        focus: "clear, engaging writing that serves its audience",
        linkedin_tip: "Feature your best published pieces in the Featured section; editors hire from samples.",
    },
];

pub(crate) const GENERAL: Bank = Bank {
    family: JobFamily::General,
    label: "professional",
    title_terms: &[],
    keywords: &[
        "Communication",
        "Problem Solving",
        "Teamwork",
        "Project Management",
        "Time Management",
        "Stakeholder Management",
        "Process Improvement",
        "Customer Focus",
        "Leadership",
        "Microsoft Office",
        "Attention to Detail",
        "Organization",
    ],
    skills: &[
        "Communication",
        "Problem Solving",
        "Teamwork",
        "Time Management",
        "Microsoft Office",
        "Organization",
    ],
    focus: "reliable work and clear communication",
    linkedin_tip:
        "Describe each role with two or three concrete results rather than a list of duties.",
};

impl JobFamily {
    /// The family of a target job title: the one whose title term matches the most words;
    /// ties go to the more specific family (earlier in the bank). `General` when none does.
    pub fn of_title(job_title: &str) -> Self {
        bank_for_title(job_title).family
    }

    /// Human-readable name of the field ("software engineering").
    pub fn label(self) -> &'static str {
        bank(self).label
    }

    /// The keyword bank of the family, most important first.
    pub fn keywords(self) -> &'static [&'static str] {
        bank(self).keywords
    }
}

pub(crate) fn bank(family: JobFamily) -> &'static Bank {
    BANKS
        .iter()
        .find(|b| b.family == family)
        .unwrap_or(&GENERAL)
}

pub(crate) fn bank_for_title(job_title: &str) -> &'static Bank {
    let title = words(job_title);
    let mut best: Option<(&'static Bank, usize)> = None;
    for b in BANKS {
        let score = b
            .title_terms
            .iter()
            .filter(|t| contains_phrase(&title, t))
            .map(|t| words(t).len() * 10 + t.len())
            .max()
            .unwrap_or(0);
        if score > 0 && best.is_none_or(|(_, s)| score > s) {
            best = Some((b, score));
        }
    }
    best.map(|(b, _)| b).unwrap_or(&GENERAL)
}

/// Specialisations inside a family whose keywords differ from the family's core: a frontend
/// developer and an SRE are both in software but are searched for with different terms.
const SPECIALTIES: &[(&[&str], &[&str])] = &[
    (
        &[
            "frontend",
            "front-end",
            "front end",
            "web developer",
            "ui developer",
            "ui engineer",
        ],
        &[
            "JavaScript",
            "TypeScript",
            "React",
            "HTML",
            "CSS",
            "Accessibility",
            "Responsive Design",
            "Web Performance",
        ],
    ),
    (
        &["mobile", "ios", "android"],
        &[
            "iOS",
            "Android",
            "Swift",
            "Kotlin",
            "React Native",
            "Mobile UI",
            "App Store",
        ],
    ),
    (
        &[
            "devops",
            "sre",
            "site reliability",
            "platform engineer",
            "cloud engineer",
            "infrastructure",
        ],
        &[
            "Kubernetes",
            "Terraform",
            "Infrastructure as Code",
            "CI/CD",
            "Observability",
            "Incident Response",
            "Linux",
            "AWS",
        ],
    ),
    (
        &[
            "cto",
            "chief technology officer",
            "vp engineering",
            "engineering manager",
            "head of engineering",
            "director of engineering",
            "tech lead",
        ],
        &[
            "Engineering Leadership",
            "Technical Strategy",
            "System Design",
            "Scalability",
            "Distributed Systems",
            "Cloud",
            "Hiring",
            "Mentoring",
        ],
    ),
    (
        &[
            "data scientist",
            "machine learning",
            "ml engineer",
            "ai engineer",
        ],
        &[
            "Machine Learning",
            "Python",
            "Statistical Modeling",
            "Deep Learning",
            "Feature Engineering",
            "Model Deployment",
            "Experimentation",
        ],
    ),
    (
        &[
            "warehouse",
            "picker",
            "packer",
            "forklift",
            "fulfilment",
            "fulfillment",
            "stock associate",
            "delivery driver",
            "driver",
            "courier",
        ],
        &[
            "Order Picking",
            "Packing",
            "Inventory Management",
            "Forklift Operation",
            "Shipping and Receiving",
            "Health and Safety",
            "Quality Control",
            "Logistics",
            "Scheduling",
            "Teamwork",
        ],
    ),
    (
        &[
            "social media",
            "community manager",
            "content creator",
            "influencer",
        ],
        &[
            "Social Media Marketing",
            "Content Creation",
            "Community Management",
            "Content Calendar",
            "Influencer Marketing",
            "Paid Social",
            "Social Media Analytics",
            "Copywriting",
            "Content Strategy",
            "Campaign Management",
        ],
    ),
    (
        &["pharmacist", "pharmacy"],
        &[
            "Medication Review",
            "Pharmacotherapy",
            "Dispensing",
            "Patient Counselling",
            "Drug Interactions",
            "Clinical Pharmacology",
            "Patient Safety",
            "Formulary Management",
        ],
    ),
    (
        &["accountant", "accounting", "bookkeeper", "bookkeeping"],
        &[
            "Month-End Close",
            "Reconciliation",
            "General Ledger",
            "Journal Entries",
            "Accounts Payable",
            "Accounts Receivable",
            "GAAP",
            "Audit",
        ],
    ),
    (
        &["data engineer"],
        &[
            "ETL",
            "Data Pipelines",
            "Spark",
            "Airflow",
            "Data Warehousing",
            "Data Modeling",
            "SQL",
        ],
    ),
];

/// The keywords for a target job title: those of its specialisation first, then the family's.
pub(crate) fn keywords_for_title(job_title: &str) -> Vec<&'static str> {
    let title = words(job_title);
    let mut out: Vec<&'static str> = Vec::new();
    for (terms, keywords) in SPECIALTIES {
        if terms.iter().any(|t| contains_phrase(&title, t)) {
            out.extend(keywords.iter().copied());
        }
    }
    for k in bank_for_title(job_title).keywords {
        if !out.contains(k) {
            out.push(k);
        }
    }
    out
}

/// Every keyword of every bank, for picking a job description's own terms.
pub(crate) fn all_keywords() -> impl Iterator<Item = &'static str> {
    BANKS
        .iter()
        .chain(std::iter::once(&GENERAL))
        .flat_map(|b| b.keywords.iter().chain(b.skills.iter()).copied())
        .chain(SPECIALTIES.iter().flat_map(|(_, k)| k.iter().copied()))
}

/// How the writing changes with experience level.
pub(crate) struct Tone {
    /// Adjective that opens the summary.
    pub adjective: &'static str,
    /// Verb replacing "responsible for <noun>".
    pub ownership_verb: &'static str,
    /// Verb replacing "in charge of <noun>".
    pub charge_verb: &'static str,
    /// Closing line of the summary; `{title}` is the target job title, `{a}` its article.
    pub closing: &'static str,
    /// How the cover letter frames the candidate.
    pub letter_frame: &'static str,
}

pub(crate) fn tone(level: ExperienceLevel) -> Tone {
    match level {
        ExperienceLevel::Entry => Tone {
            adjective: "Motivated",
            ownership_verb: "Managed",
            charge_verb: "Coordinated",
            closing: "Eager to learn quickly and contribute as {a} {title}.",
            letter_frame: "an early-career professional eager to learn and contribute",
        },
        ExperienceLevel::Mid => Tone {
            adjective: "Results-driven",
            ownership_verb: "Owned",
            charge_verb: "Managed",
            closing: "Ready to take on greater scope as {a} {title}.",
            letter_frame: "a professional who owns work from start to finish",
        },
        ExperienceLevel::Senior => Tone {
            adjective: "Seasoned",
            ownership_verb: "Led",
            charge_verb: "Led",
            closing: "Seeking {a} {title} role to lead high-impact work.",
            letter_frame: "a senior professional used to leading complex work",
        },
        ExperienceLevel::Executive => Tone {
            adjective: "Strategic",
            ownership_verb: "Directed",
            charge_verb: "Directed",
            closing: "Seeking {a} {title} role to set direction and scale the organisation.",
            letter_frame: "a leader who sets direction and builds strong organisations",
        },
    }
}

/// Prompt guidance for a level, from `prompts/v3/levels/*.md`.
pub(crate) fn level_guidance(level: ExperienceLevel) -> &'static str {
    match level {
        ExperienceLevel::Entry => include_str!("../prompts/v3/levels/entry.md"),
        ExperienceLevel::Mid => include_str!("../prompts/v3/levels/mid.md"),
        ExperienceLevel::Senior => include_str!("../prompts/v3/levels/senior.md"),
        ExperienceLevel::Executive => include_str!("../prompts/v3/levels/executive.md"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_map_to_the_most_specific_family() {
        let cases = [
            ("Senior Backend Engineer", JobFamily::Software),
            ("Data Engineer", JobFamily::Data),
            ("Product Designer", JobFamily::Design),
            ("Product Manager", JobFamily::Product),
            ("Registered Nurse", JobFamily::Healthcare),
            ("Financial Analyst", JobFamily::Finance),
            ("Mechanical Engineer", JobFamily::Engineering),
            ("Account Executive", JobFamily::Sales),
            ("Executive Assistant", JobFamily::Administrative),
            ("Customer Success Manager", JobFamily::CustomerSuccess),
            ("HR Business Partner", JobFamily::HumanResources),
            ("High School Teacher", JobFamily::Education),
            ("Digital Marketing Manager", JobFamily::Marketing),
            ("Supply Chain Analyst", JobFamily::Operations),
            ("Paralegal", JobFamily::Legal),
            ("Restaurant Manager", JobFamily::Hospitality),
            ("Technical Writer", JobFamily::Writing),
            ("Chief of Staff", JobFamily::General),
            ("Chief Technology Officer", JobFamily::Software),
            ("VP Engineering", JobFamily::Software),
            ("Chief Financial Officer", JobFamily::Finance),
        ];
        for (title, family) in cases {
            assert_eq!(JobFamily::of_title(title), family, "{title}");
        }
    }

    #[test]
    fn no_keyword_carries_a_number() {
        for k in all_keywords() {
            assert!(!k.chars().any(|c| c.is_ascii_digit()), "{k}");
        }
    }
}
