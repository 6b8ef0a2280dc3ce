//! A full sample resume shared by the tests and the benchmark.
#![allow(dead_code, clippy::expect_used)]

use std::io::Cursor;

use base64::Engine;
use vitae_domain::resume::{
    AiEnhancedData, Education, EnhancedWorkExperience, ExperienceLevel, ResumeData, TemplateStyle,
    WorkExperience,
};
use vitae_domain::sections::{
    Award, CustomEntry, CustomSection, Language, Link, Project, Publication, Volunteering,
};
use vitae_pdf::{Content, Paper, RenderOptions};

/// A 480×480 JPEG "portrait" (a shaded disc on a gradient), as a browser would upload it.
/// Film-grain noise makes it weigh what a real 480 px portrait does (~50 kB at quality 75).
pub fn photo_data_url() -> String {
    encode(&portrait(480), image::ImageFormat::Jpeg, "image/jpeg")
}

/// A large PNG (a screenshot-sized upload): the slow path, decoded and re-encoded.
pub fn large_png_data_url() -> String {
    encode(&portrait(1200), image::ImageFormat::Png, "image/png")
}

fn portrait(side: u32) -> image::DynamicImage {
    let mut seed = 0x2545_f491_u32;
    let k = side as f32 / 480.0;
    let img = image::RgbImage::from_fn(side, side, |x, y| {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        let grain = (seed % 23) as f32 - 11.0;
        let (fx, fy) = (x as f32 / k, y as f32 / k);
        let (dx, dy) = (fx - 240.0, fy - 200.0);
        let d = (dx * dx + dy * dy).sqrt();
        let base = if d < 110.0 || (fy > 330.0 && dx.abs() < 190.0 - (480.0 - fy) * 0.3) {
            [205.0 - d * 0.3, 160.0 - d * 0.25, 130.0]
        } else {
            [60.0 + fx / 8.0, 90.0 + fy / 8.0, 140.0]
        };
        image::Rgb(base.map(|c| (c + grain).clamp(0.0, 255.0) as u8))
    });
    image::DynamicImage::ImageRgb8(img)
}

fn encode(img: &image::DynamicImage, format: image::ImageFormat, mime: &str) -> String {
    let mut buf = Cursor::new(Vec::new());
    img.write_to(&mut buf, format).expect("encode");
    format!(
        "data:{mime};base64,{}",
        base64::engine::general_purpose::STANDARD.encode(buf.into_inner())
    )
}

pub fn work(position: &str, company: &str, duration: &str, description: &str) -> WorkExperience {
    WorkExperience {
        position: position.into(),
        company: company.into(),
        duration: duration.into(),
        description: description.into(),
        ..Default::default()
    }
}

/// A complete resume that fills about two pages.
pub fn full() -> (ResumeData, AiEnhancedData) {
    let data = ResumeData {
        name: "Ana Souza".into(),
        email: "ana.souza@example.com".into(),
        phone: "+55 11 5555 0100".into(),
        location: "São Paulo, Brazil".into(),
        summary: "Backend engineer who builds payment systems that stay up.".into(),
        job_title: "Senior Backend Engineer".into(),
        experience_level: ExperienceLevel::Senior,
        work_experience: vec![
            work(
                "Staff Engineer",
                "Quantum Payments",
                "2021 – Present",
                "Led the ledger rewrite.\n• Cut settlement time from hours to minutes\n• Mentored six engineers across two squads",
            ),
            work(
                "Senior Software Engineer",
                "Atlas Logistics",
                "2017 – 2021",
                "Built the routing service that plans forty thousand deliveries a day.",
            ),
            work(
                "Software Engineer",
                "Northwind Health",
                "2014 – 2017",
                "Maintained the patient records API and its reporting jobs.",
            ),
            work(
                "Junior Developer",
                "Lumen Studio",
                "2012 – 2014",
                "Shipped marketing sites and an internal asset tracker.",
            ),
        ],
        education: vec![
            Education {
                degree: "MSc Distributed Systems".into(),
                institution: "University of Campinas".into(),
                year: "2014".into(),
                ..Default::default()
            },
            Education {
                degree: "BSc Computer Science".into(),
                institution: "University of São Paulo".into(),
                year: "2012".into(),
                ..Default::default()
            },
        ],
        skills: vec![
            "Rust".into(),
            "PostgreSQL".into(),
            "Kafka".into(),
            "Kubernetes".into(),
            "Distributed tracing".into(),
            "Domain-driven design".into(),
            "AWS".into(),
            "Terraform".into(),
        ],
        certifications: vec![
            "AWS Certified Solutions Architect – Professional".into(),
            "Certified Kubernetes Administrator".into(),
        ],
        profile_photo: Some(photo_data_url()),
        ..ResumeData::default()
    };
    let enhanced = AiEnhancedData {
        enhanced_summary: "Senior backend engineer with twelve years of experience designing \
            fault-tolerant payment and logistics platforms. Known for turning fragile legacy \
            systems into observable, well-tested services, and for growing the engineers \
            around her. Comfortable owning a system from the first design document to the \
            on-call rotation."
            .into(),
        enhanced_work_experience: vec![
            EnhancedWorkExperience {
                enhanced_description: "Led the rewrite of the double-entry ledger that settles \
                    R$ 2 billion a month, moving it from nightly batches to streaming.\n\
                    • Cut settlement time from six hours to four minutes with Kafka and Rust\n\
                    • Designed the reconciliation checks that caught every mismatch in two years\n\
                    • Mentored six engineers across two squads; three were promoted"
                    .into(),
                ..Default::default()
            },
            EnhancedWorkExperience {
                enhanced_description: "Built the routing service that plans forty thousand \
                    deliveries a day across three countries.\n\
                    • Reduced average route length by 11% with a constraint solver\n\
                    • Introduced tracing and service-level objectives for every team"
                    .into(),
                ..Default::default()
            },
            EnhancedWorkExperience {
                enhanced_description: "Maintained the patient records API used by 200 clinics \
                    and rebuilt its reporting jobs to finish before the morning shift."
                    .into(),
                ..Default::default()
            },
            EnhancedWorkExperience {
                enhanced_description: String::new(),
                ..Default::default()
            },
        ],
        ..Default::default()
    };
    (data, enhanced)
}

/// The benchmark's resume: the full sample with two more entries, two pages in every template.
pub fn two_pages() -> (ResumeData, AiEnhancedData) {
    let (mut data, mut enhanced) = full();
    for (position, company) in [
        ("Contract Developer", "Freelance"),
        ("Teaching Assistant", "UNICAMP"),
    ] {
        data.work_experience.push(work(
            position,
            company,
            "2010 – 2012",
            "Delivered web applications for small businesses.\n\
             • Built booking, invoicing and inventory tools in PHP and PostgreSQL\n\
             • Taught two semesters of introductory programming to 120 students",
        ));
        enhanced.enhanced_work_experience.push(Default::default());
    }
    (data, enhanced)
}

/// `full()` with every optional section filled, printed in a custom order: projects and the
/// custom "Talks" section lead, skills come before experience, awards are hidden.
pub fn every_section() -> (ResumeData, AiEnhancedData) {
    let (data, enhanced) = full();
    let data = ResumeData {
        links: vec![Link {
            label: "GitHub".into(),
            url: "https://github.com/anasouza".into(),
        }],
        projects: vec![Project {
            name: "Open Ledger".into(),
            role: "Maintainer".into(),
            url: "https://openledger.dev".into(),
            duration: "2020 – Present".into(),
            description: "An open-source double-entry ledger.\n• Used by nine fintechs".into(),
            ..Default::default()
        }],
        volunteering: vec![Volunteering {
            role: "Mentor".into(),
            organization: "Code Club Brasil".into(),
            duration: "2018 – 2020".into(),
            description: "Taught weekly Python lessons to teenagers.".into(),
            ..Default::default()
        }],
        awards: vec![Award {
            title: "Hidden Award Title".into(),
            awarder: "Quantum Payments".into(),
            date: "2023".into(),
            description: "Never printed.".into(),
            ..Default::default()
        }],
        publications: vec![Publication {
            name: "Ledgers That Never Lie".into(),
            publisher: "ACM Queue".into(),
            date: "2024".into(),
            url: "https://queue.acm.org/ledgers".into(),
            description: "How streaming settlement stays exact.".into(),
            ..Default::default()
        }],
        languages: vec![
            Language {
                language: "Portuguese".into(),
                fluency: "Native".into(),
            },
            Language {
                language: "English".into(),
                fluency: "Fluent".into(),
            },
        ],
        custom_sections: vec![CustomSection {
            id: "talks".into(),
            heading: "Talks".into(),
            entries: vec![CustomEntry {
                title: "Streaming Settlement".into(),
                subtitle: "RustConf".into(),
                date: "2024".into(),
                description: "Keynote on exactly-once payments.".into(),
                ..Default::default()
            }],
        }],
        section_order: vec![
            "projects".into(),
            "custom:talks".into(),
            "summary".into(),
            "skills".into(),
        ],
        hidden_sections: vec!["awards".into()],
        ..data
    };
    (data, enhanced)
}

/// A resume written in `language` (ar, he, hi, zh, ja, fa or ur), every field in that script,
/// with an English company name and a Latin email inside the right-to-left ones. Its fields
/// are what `pdftotext` must give back.
pub fn in_language(language: &str) -> ResumeData {
    let (name, title, location, summary, works, education, skills) = match language {
        "ar" => (
            "ليلى حسن",
            "مهندسة برمجيات أولى",
            "دبي، الإمارات العربية المتحدة",
            "مهندسة برمجيات بخبرة عشر سنوات في أنظمة الدفع والخدمات السحابية.",
            vec![
                ("قائدة فريق الخلفية", "Careem", "٢٠٢٠ – حتى الآن", "قادت إعادة بناء نظام المدفوعات لخدمة سلاسل المتاجر.\n• خفضت زمن التسوية من ست ساعات إلى أربع دقائق\n• درّبت ستة مهندسين في فريقين"),
                ("مهندسة برمجيات", "شركة الاتصالات", "٢٠١٥ – ٢٠٢٠", "بنت واجهات برمجية لخدمة الفواتير بلغة Rust وقاعدة PostgreSQL."),
            ],
            ("ماجستير علوم الحاسوب", "جامعة الإمارات", "٢٠١٥"),
            vec!["أنظمة موزعة", "Rust", "قواعد البيانات", "لا سلاسل"],
        ),
        "he" => (
            "נועה כהן",
            "מהנדסת תוכנה בכירה",
            "תל אביב, ישראל",
            "מהנדסת תוכנה עם עשר שנות ניסיון במערכות תשלומים ובשירותי ענן.",
            vec![
                ("ראש צוות צד שרת", "Wix", "2020 – היום", "הובילה את בניית מערכת התשלומים מחדש.\n• קיצרה את זמן ההתחשבנות משש שעות לארבע דקות"),
                ("מהנדסת תוכנה", "בנק הפועלים", "2015 – 2020", "פיתחה ממשקים לשירות החשבוניות ב־Java."),
            ],
            ("תואר שני במדעי המחשב", "הטכניון", "2015"),
            vec!["מערכות מבוזרות", "Kubernetes", "בסיסי נתונים"],
        ),
        "hi" => (
            "प्रिया शर्मा",
            "वरिष्ठ नर्स",
            "बेंगलुरु, कर्नाटक",
            "दस वर्षों के अनुभव वाली नर्स, जो गहन चिकित्सा इकाई में रोगियों की देखभाल करती है।",
            vec![
                ("वरिष्ठ नर्स", "मणिपाल अस्पताल", "2019 – वर्तमान", "गहन चिकित्सा इकाई में बारह बिस्तरों की देखरेख की।\n• नई नर्सों को प्रशिक्षण दिया\n• दवा वितरण की त्रुटियाँ आधी कीं"),
                ("स्टाफ़ नर्स", "अपोलो अस्पताल", "2014 – 2019", "आपातकालीन विभाग में रात्रि पाली का प्रबंधन किया।"),
            ],
            ("बी.एससी. नर्सिंग", "राजीव गांधी स्वास्थ्य विज्ञान विश्वविद्यालय", "2014"),
            vec!["रोगी देखभाल", "प्राथमिक चिकित्सा", "क्षत्रिय", "स्त्री"],
        ),
        "zh" => (
            "王小明",
            "高级后端工程师",
            "中国上海",
            "拥有十年支付系统与云服务开发经验的后端工程师。",
            vec![
                ("技术负责人", "蚂蚁集团", "2020 – 至今", "主导账务系统重构。\n• 将结算时间从六小时缩短到四分钟\n• 指导六名工程师"),
                ("软件工程师", "携程", "2015 – 2020", "使用 Rust 和 PostgreSQL 开发账单服务接口。"),
            ],
            ("计算机科学硕士", "复旦大学", "2015"),
            vec!["分布式系统", "Rust", "数据库"],
        ),
        "ja" => (
            "佐藤花子",
            "シニアバックエンドエンジニア",
            "東京都渋谷区",
            "決済システムとクラウドサービスの開発で十年の経験を持つエンジニアです。",
            vec![("テックリード", "メルカリ", "2020 – 現在", "決済基盤の刷新を主導しました。")],
            ("情報科学修士", "東京大学", "2015"),
            vec!["分散システム", "Go", "データベース"],
        ),
        "fa" => (
            "سارا احمدی",
            "مهندس نرم‌افزار ارشد",
            "تهران، ایران",
            "مهندس نرم‌افزار با ده سال تجربه در سامانه‌های پرداخت.",
            vec![("سرپرست تیم", "Digikala", "۱۳۹۹ – تاکنون", "بازسازی سامانهٔ پرداخت را رهبری کرد.")],
            ("کارشناسی ارشد علوم کامپیوتر", "دانشگاه تهران", "۱۳۹۴"),
            vec!["سامانه‌های توزیع‌شده", "پایگاه داده"],
        ),
        "ur" => (
            "عائشہ خان",
            "سینئر سافٹ ویئر انجینئر",
            "لاہور، پاکستان",
            "ادائیگی کے نظاموں میں دس سال کا تجربہ رکھنے والی انجینئر۔",
            vec![("ٹیم لیڈ", "Jazz", "2020 – تاحال", "ادائیگی کے نظام کی تعمیر نو کی قیادت کی۔")],
            ("کمپیوٹر سائنس میں ماسٹرز", "پنجاب یونیورسٹی", "2015"),
            vec!["تقسیم شدہ نظام", "ڈیٹا بیس"],
        ),
        other => panic!("no sample resume in {other}"),
    };
    ResumeData {
        name: name.into(),
        email: "person@example.com".into(),
        phone: "+971 50 123 4567".into(),
        location: location.into(),
        summary: summary.into(),
        job_title: title.into(),
        language: language.into(),
        work_experience: works
            .into_iter()
            .map(|(p, c, d, desc)| work(p, c, d, desc))
            .collect(),
        education: vec![Education {
            degree: education.0.into(),
            institution: education.1.into(),
            year: education.2.into(),
            ..Default::default()
        }],
        skills: skills.into_iter().map(String::from).collect(),
        ..ResumeData::default()
    }
}

/// The words of bullet `b` of job `j` of [`three_pages`]: about two lines in a full-width column,
/// three beside a sidebar, and unique (its `J3-B4` tag), so a test can find each whole.
pub fn long_bullet(j: usize, b: usize) -> String {
    format!(
        "Coordinated rollout J{j}-B{b} across eleven sites and twenty-four teams in three regions, \
         cutting operating costs by {} percent while keeping every service level agreement met.",
        10 + j + b
    )
}

/// Nine jobs of six two-line bullets: three pages or so in every template, the resume with which
/// page 2 used to open with the end of a bullet begun on page 1.
pub fn three_pages() -> ResumeData {
    let (mut data, _) = full();
    data.profile_photo = None;
    data.work_experience = (0..9)
        .map(|j| {
            let bullets: Vec<String> = (0..6).map(|b| format!("• {}", long_bullet(j, b))).collect();
            work(
                &format!("Operations Lead {j}"),
                &format!("Northwind Region {j}"),
                &format!("{} – {}", 2000 + 2 * j, 2002 + 2 * j),
                &bullets.join("\n"),
            )
        })
        .collect();
    data
}

/// Bullet `b` of job `j` of [`three_pages_arabic`].
pub fn arabic_bullet(j: usize, b: usize) -> String {
    format!(
        "نسقت المشروع رقم {j}{b} في أحد عشر موقعا مع أربعة وعشرين فريقا في ثلاث مناطق وخفضت تكاليف التشغيل \
         بنسبة كبيرة مع الحفاظ على جميع اتفاقيات مستوى الخدمة"
    )
}

/// [`three_pages`] in Arabic: right to left, Arabic fonts, the same shape.
pub fn three_pages_arabic() -> ResumeData {
    let mut data = in_language("ar");
    data.work_experience = (0..9)
        .map(|j| {
            let bullets: Vec<String> = (0..6)
                .map(|b| format!("• {}", arabic_bullet(j, b)))
                .collect();
            work(
                &format!("مديرة العمليات {j}"),
                &format!("شركة المنطقة {j}"),
                &format!("{} – {}", 2000 + 2 * j, 2002 + 2 * j),
                &bullets.join("\n"),
            )
        })
        .collect();
    data
}

/// Options for a PDF on A4 of `content` in `template`, unmarked.
pub fn a4(template: TemplateStyle, content: Content) -> RenderOptions {
    RenderOptions {
        template,
        content,
        paper: Some(Paper::A4),
        watermark: false,
    }
}
