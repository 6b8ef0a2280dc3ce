//! Terms ATS filters look for, with their display form and the other ways people write them.
//! The scanner also finds terms that are not listed here (see `extract`); this list gives the
//! common ones a clean name, a kind, and aliases that no spelling rule could guess.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::text::key_of;
use crate::KeywordKind::{self, Certification as C, Education as E, Skill as S};

type Entry = (&'static str, KeywordKind, &'static [&'static str]);

const TERMS: &[Entry] = &[
    // Languages and runtimes.
    ("JavaScript", S, &["JS", "ECMAScript"]),
    ("TypeScript", S, &["TS"]),
    ("Python", S, &[]),
    ("Java", S, &[]),
    ("Kotlin", S, &[]),
    ("Scala", S, &[]),
    ("Rust", S, &[]),
    ("Golang", S, &["Go language"]),
    ("C++", S, &["CPP"]),
    ("C#", S, &["CSharp", "C sharp"]),
    ("Ruby", S, &[]),
    ("Ruby on Rails", S, &["Rails", "RoR"]),
    ("PHP", S, &[]),
    ("Swift", S, &[]),
    ("Objective-C", S, &[]),
    ("Node.js", S, &["Node"]),
    (".NET", S, &["dotnet", "ASP.NET"]),
    ("SQL", S, &[]),
    ("Bash", S, &["shell scripting"]),
    ("HTML", S, &["HTML5"]),
    ("CSS", S, &["CSS3"]),
    ("Sass", S, &["SCSS"]),
    ("GraphQL", S, &[]),
    (
        "REST APIs",
        S,
        &["REST", "RESTful", "RESTful APIs", "REST API"],
    ),
    ("gRPC", S, &[]),
    ("TCP/IP", S, &["TCP"]),
    ("Microservices", S, &["microservice architecture"]),
    // Frameworks and libraries.
    ("React", S, &["React.js", "ReactJS"]),
    ("React Native", S, &[]),
    ("Next.js", S, &["Next"]),
    ("Angular", S, &["AngularJS"]),
    ("Vue.js", S, &["Vue"]),
    ("Svelte", S, &[]),
    ("Redux", S, &[]),
    ("Tailwind CSS", S, &["Tailwind"]),
    ("Django", S, &[]),
    ("Flask", S, &[]),
    ("FastAPI", S, &[]),
    ("Spring Boot", S, &["Spring"]),
    ("Express", S, &["Express.js"]),
    ("Laravel", S, &[]),
    ("Pandas", S, &[]),
    ("NumPy", S, &[]),
    ("scikit-learn", S, &["sklearn"]),
    ("TensorFlow", S, &[]),
    ("PyTorch", S, &[]),
    ("Spark", S, &["Apache Spark", "PySpark"]),
    ("Kafka", S, &["Apache Kafka"]),
    ("Airflow", S, &["Apache Airflow"]),
    ("dbt", S, &[]),
    // Data stores.
    ("PostgreSQL", S, &["Postgres", "psql"]),
    ("MySQL", S, &[]),
    ("SQL Server", S, &["MSSQL", "Microsoft SQL Server"]),
    ("Oracle", S, &[]),
    ("MongoDB", S, &["Mongo"]),
    ("Redis", S, &[]),
    ("Elasticsearch", S, &["Elastic Search", "OpenSearch"]),
    ("DynamoDB", S, &[]),
    ("Snowflake", S, &[]),
    ("BigQuery", S, &[]),
    ("Redshift", S, &[]),
    ("SQLite", S, &[]),
    // Cloud, infrastructure, delivery.
    ("AWS", S, &["Amazon Web Services"]),
    ("Azure", S, &["Microsoft Azure"]),
    ("Google Cloud", S, &["GCP", "Google Cloud Platform"]),
    ("Docker", S, &["containers", "containerization"]),
    ("Kubernetes", S, &["K8s"]),
    ("Terraform", S, &[]),
    ("Ansible", S, &[]),
    ("Helm", S, &[]),
    (
        "CI/CD",
        S,
        &[
            "continuous integration",
            "continuous delivery",
            "continuous deployment",
        ],
    ),
    ("GitHub Actions", S, &[]),
    ("GitLab CI", S, &[]),
    ("Jenkins", S, &[]),
    ("Git", S, &["GitHub", "GitLab", "version control"]),
    ("Linux", S, &["Unix"]),
    ("Prometheus", S, &[]),
    ("Grafana", S, &[]),
    ("Datadog", S, &[]),
    ("Observability", S, &["monitoring"]),
    ("DevOps", S, &[]),
    ("Infrastructure as Code", S, &["IaC"]),
    ("Serverless", S, &["AWS Lambda", "Lambda"]),
    ("Distributed systems", S, &[]),
    ("System design", S, &[]),
    ("Unit testing", S, &["unit tests"]),
    (
        "Test automation",
        S,
        &["automated testing", "automated tests"],
    ),
    ("Selenium", S, &[]),
    ("Cypress", S, &[]),
    ("Playwright", S, &[]),
    ("Jest", S, &[]),
    ("Agile", S, &["Agile methodologies"]),
    ("Scrum", S, &[]),
    ("Kanban", S, &[]),
    ("Jira", S, &[]),
    ("Confluence", S, &[]),
    // Data, analytics, ML.
    ("Machine learning", S, &["ML"]),
    ("Deep learning", S, &[]),
    ("Natural language processing", S, &["NLP"]),
    ("Computer vision", S, &[]),
    ("Large language models", S, &["LLM", "LLMs"]),
    (
        "Data analysis",
        S,
        &["data analytics", "analyzing data", "analysing data"],
    ),
    ("Data visualization", S, &["data visualisation"]),
    ("Data modeling", S, &["data modelling"]),
    ("Data pipelines", S, &["ETL", "ELT", "data pipeline"]),
    ("Data warehousing", S, &["data warehouse"]),
    ("Statistics", S, &["statistical analysis"]),
    (
        "A/B testing",
        S,
        &["AB testing", "A/B tests", "experimentation"],
    ),
    ("Tableau", S, &[]),
    ("Power BI", S, &["PowerBI"]),
    ("Looker", S, &[]),
    ("Excel", S, &["Microsoft Excel", "MS Excel", "spreadsheets"]),
    ("Google Analytics", S, &["GA4"]),
    ("Business intelligence", S, &["BI"]),
    // Design and product.
    ("Figma", S, &[]),
    ("Sketch", S, &[]),
    ("Adobe Creative Suite", S, &["Adobe CC", "Creative Cloud"]),
    ("Photoshop", S, &["Adobe Photoshop"]),
    ("Illustrator", S, &["Adobe Illustrator"]),
    ("InDesign", S, &["Adobe InDesign"]),
    ("UX design", S, &["user experience", "UX"]),
    ("UI design", S, &["user interface design", "UI"]),
    ("User research", S, &["usability testing"]),
    (
        "Prototyping",
        S,
        &["prototypes", "wireframing", "wireframes"],
    ),
    ("Design systems", S, &["design system"]),
    ("Accessibility", S, &["WCAG", "a11y"]),
    ("Product management", S, &[]),
    ("Product strategy", S, &[]),
    ("Roadmapping", S, &["product roadmap", "roadmap"]),
    // Business, marketing, sales, finance, people.
    ("Project management", S, &["managing projects"]),
    ("Program management", S, &[]),
    ("Stakeholder management", S, &["stakeholders"]),
    ("Change management", S, &[]),
    ("Risk management", S, &[]),
    ("Budget management", S, &["budgeting", "budgets"]),
    ("Vendor management", S, &[]),
    (
        "People management",
        S,
        &["team management", "managing teams", "line management"],
    ),
    ("Leadership", S, &["leading teams", "team leadership"]),
    ("Mentoring", S, &["mentorship", "coaching"]),
    ("Communication", S, &["communication skills"]),
    ("Problem solving", S, &["problem-solving"]),
    (
        "Cross-functional collaboration",
        S,
        &["cross-functional", "cross functional"],
    ),
    ("Customer service", S, &["customer support"]),
    ("Account management", S, &[]),
    ("Business development", S, &[]),
    ("Lead generation", S, &[]),
    ("Negotiation", S, &["negotiating"]),
    ("CRM", S, &["customer relationship management"]),
    ("Salesforce", S, &[]),
    ("HubSpot", S, &[]),
    (
        "SEO",
        S,
        &["search engine optimization", "search engine optimisation"],
    ),
    ("SEM", S, &["search engine marketing", "PPC", "paid search"]),
    ("Content marketing", S, &[]),
    ("Digital marketing", S, &[]),
    ("Email marketing", S, &[]),
    ("Social media", S, &["social media marketing"]),
    ("Copywriting", S, &[]),
    ("Brand strategy", S, &["branding"]),
    ("Marketing automation", S, &[]),
    ("Financial modeling", S, &["financial modelling"]),
    ("Financial analysis", S, &[]),
    ("Financial reporting", S, &[]),
    ("Forecasting", S, &["forecasts"]),
    ("Accounts payable", S, &["AP"]),
    ("Accounts receivable", S, &["AR"]),
    ("GAAP", S, &["US GAAP"]),
    ("IFRS", S, &[]),
    ("QuickBooks", S, &[]),
    ("SAP", S, &[]),
    ("Auditing", S, &["audit", "audits"]),
    ("Bookkeeping", S, &[]),
    ("Payroll", S, &[]),
    ("Recruiting", S, &["recruitment", "talent acquisition"]),
    ("Onboarding", S, &[]),
    ("Employee relations", S, &[]),
    ("Supply chain", S, &["supply chain management"]),
    ("Logistics", S, &[]),
    ("Inventory management", S, &[]),
    ("Process improvement", S, &["continuous improvement"]),
    ("Compliance", S, &["regulatory compliance"]),
    ("GDPR", S, &[]),
    ("HIPAA", S, &[]),
    (
        "Cybersecurity",
        S,
        &["information security", "InfoSec", "security"],
    ),
    ("Penetration testing", S, &["pen testing"]),
    ("Technical writing", S, &["documentation"]),
    // Health care and education.
    ("Patient care", S, &[]),
    ("Electronic health records", S, &["EHR", "EMR", "Epic"]),
    ("Medication administration", S, &[]),
    ("Triage", S, &[]),
    ("Infection control", S, &[]),
    ("Curriculum development", S, &["curriculum design"]),
    ("Classroom management", S, &[]),
    ("Lesson planning", S, &["lesson plans"]),
    // Certifications.
    ("PMP", C, &["Project Management Professional"]),
    ("Certified ScrumMaster", C, &["CSM", "Scrum Master", "PSM"]),
    (
        "AWS Certified Solutions Architect",
        C,
        &["AWS Solutions Architect"],
    ),
    ("CKA", C, &["Certified Kubernetes Administrator"]),
    ("CISSP", C, &[]),
    ("CompTIA Security+", C, &["Security+"]),
    ("CCNA", C, &[]),
    ("ITIL", C, &[]),
    ("Six Sigma", C, &["Lean Six Sigma"]),
    ("CPA", C, &["Certified Public Accountant"]),
    ("CFA", C, &["Chartered Financial Analyst"]),
    ("ACCA", C, &[]),
    ("SHRM-CP", C, &["SHRM"]),
    ("PHR", C, &[]),
    ("Google Analytics Certification", C, &["GAIQ"]),
    ("Registered Nurse", C, &["RN"]),
    ("BLS", C, &["Basic Life Support"]),
    ("ACLS", C, &["Advanced Cardiovascular Life Support"]),
    ("CPR", C, &[]),
    ("Teaching license", C, &["teaching certificate", "QTS"]),
    // Degrees.
    (
        "Bachelor's degree",
        E,
        &[
            "Bachelor",
            "BSc",
            "BS",
            "BA",
            "BEng",
            "B.Sc",
            "B.A",
            "undergraduate degree",
        ],
    ),
    (
        "Master's degree",
        E,
        &["Master", "MSc", "MS", "MA", "MEng", "M.Sc"],
    ),
    ("MBA", E, &["Master of Business Administration"]),
    ("PhD", E, &["Ph.D", "doctorate", "doctoral degree"]),
    ("Computer Science", E, &["CS"]),
];

/// A listed term: its display form, kind and every key it may appear under.
pub struct Known {
    pub display: &'static str,
    pub kind: KeywordKind,
    pub keys: Vec<String>,
    /// Spotted in a job description only when capitalised: "Excel" the tool, not "excel in".
    pub proper_only: bool,
}

pub struct Lexicon {
    pub terms: Vec<Known>,
    /// Key of the display form or of an alias → index into `terms`.
    pub by_key: HashMap<String, usize>,
    /// The longest term in words, so the scanner knows how far to look ahead.
    pub max_words: usize,
}

/// Aliases that are ordinary words elsewhere ("Node", "Next", "Spring", "AP") are used only
/// to find the term in a resume, never to spot it in a job description; the display form and
/// multi-word or unambiguous aliases do both.
/// Tools named like ordinary words.
const PROPER_ONLY: &[&str] = &[
    "Excel",
    "Swift",
    "Sketch",
    "Spark",
    "Helm",
    "Jest",
    "Oracle",
    "Rust",
    "Ruby",
    "Snowflake",
    "Cypress",
    "Playwright",
    "Looker",
    "Flask",
    "Airflow",
    "Redux",
];

const RESUME_ONLY_ALIASES: &[&str] = &[
    "Node",
    "Next",
    "Spring",
    "Express",
    "Git",
    "Lambda",
    "AP",
    "AR",
    "BS",
    "BA",
    "MS",
    "MA",
    "CS",
    "UI",
    "UX",
    "BI",
    "ML",
    "Master",
    "Bachelor",
    "audit",
    "audits",
    "roadmap",
    "security",
    "monitoring",
    "containers",
    "stakeholders",
    "budgets",
    "forecasts",
    "Epic",
    "TS",
    "JS",
    "Rails",
    "documentation",
    "coaching",
    "experimentation",
    "branding",
];

pub fn lexicon() -> &'static Lexicon {
    static LEXICON: OnceLock<Lexicon> = OnceLock::new();
    LEXICON.get_or_init(|| {
        let mut terms = Vec::with_capacity(TERMS.len());
        let mut by_key = HashMap::new();
        let mut max_words = 1;
        for (i, (display, kind, aliases)) in TERMS.iter().enumerate() {
            let mut keys = vec![key_of(display)];
            by_key.entry(key_of(display)).or_insert(i);
            for alias in *aliases {
                let key = key_of(alias);
                if !RESUME_ONLY_ALIASES.contains(alias) {
                    by_key.entry(key.clone()).or_insert(i);
                }
                keys.push(key);
            }
            for t in std::iter::once(display).chain(aliases.iter()) {
                max_words = max_words.max(t.split([' ', '-', '/']).count());
            }
            terms.push(Known {
                display,
                kind: *kind,
                keys,
                proper_only: PROPER_ONLY.contains(display),
            });
        }
        Lexicon {
            terms,
            by_key,
            max_words,
        }
    })
}
