//! The languages a resume can be printed in (`resume_data.language`, a BCP 47 tag; English
//! when absent): the words every output prints on its own (section headings, "Present", the
//! document's subject) and the direction of the page. The interface language is another
//! choice, made in the web client: an Arabic interface can edit an English resume.

use serde::Serialize;

use crate::sections::SectionKey;

/// The words an output prints that the job seeker did not type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Words {
    pub summary: &'static str,
    pub work_experience: &'static str,
    pub education: &'static str,
    pub skills: &'static str,
    pub certifications: &'static str,
    pub projects: &'static str,
    pub volunteering: &'static str,
    pub awards: &'static str,
    pub publications: &'static str,
    pub languages: &'static str,
    /// Headings some templates use instead: the summary as "Profile", work as "Experience",
    /// skills as "Core Skills".
    pub profile: &'static str,
    pub experience: &'static str,
    pub core_skills: &'static str,
    /// The end of a span still going on ("2021 – Present").
    pub present: &'static str,
    /// What the document is (its PDF subject).
    pub resume: &'static str,
}

/// A language a resume prints in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ResumeLanguage {
    /// BCP 47 tag, as stored.
    pub code: &'static str,
    /// Its name in English.
    pub name: &'static str,
    /// Its name in itself, for the language picker.
    pub native: &'static str,
    /// Written from the right: the page is mirrored.
    pub rtl: bool,
    pub words: Words,
}

impl ResumeLanguage {
    /// The printed heading of a built-in section (custom sections have their own).
    pub fn heading(&self, key: &SectionKey) -> Option<&'static str> {
        let w = &self.words;
        Some(match key {
            SectionKey::Summary => w.summary,
            SectionKey::WorkExperience => w.work_experience,
            SectionKey::Education => w.education,
            SectionKey::Skills => w.skills,
            SectionKey::Certifications => w.certifications,
            SectionKey::Projects => w.projects,
            SectionKey::Volunteering => w.volunteering,
            SectionKey::Awards => w.awards,
            SectionKey::Publications => w.publications,
            SectionKey::Languages => w.languages,
            SectionKey::Custom(_) => return None,
        })
    }

    /// The primary language subtag: `pt` of `pt-BR`.
    pub fn primary(&self) -> &'static str {
        self.code.split('-').next().unwrap_or(self.code)
    }
}

/// The language of a resume that names none, or one no longer supported.
pub const DEFAULT: &str = "en";

/// The language `tag` names: an exact match of a supported tag (case aside), else its
/// primary subtag (`en-GB` prints as `en`, `pt-PT` as `pt`).
pub fn find(tag: &str) -> Option<&'static ResumeLanguage> {
    let tag = tag.trim();
    if tag.is_empty() || tag.len() > 35 {
        return None;
    }
    if let Some(l) = LANGUAGES.iter().find(|l| l.code.eq_ignore_ascii_case(tag)) {
        return Some(l);
    }
    let primary = tag.split(['-', '_']).next().unwrap_or(tag);
    LANGUAGES
        .iter()
        .find(|l| l.code.eq_ignore_ascii_case(primary))
}

/// The language a resume prints in: its own, or English.
pub fn of(tag: &str) -> &'static ResumeLanguage {
    find(tag).unwrap_or(&LANGUAGES[0])
}

macro_rules! language {
    ($code:literal, $name:literal, $native:literal, $rtl:literal,
     [$summary:literal, $work:literal, $education:literal, $skills:literal,
      $certifications:literal, $projects:literal, $volunteering:literal, $awards:literal,
      $publications:literal, $languages:literal, $profile:literal, $experience:literal,
      $core:literal, $present:literal, $resume:literal]) => {
        ResumeLanguage {
            code: $code,
            name: $name,
            native: $native,
            rtl: $rtl,
            words: Words {
                summary: $summary,
                work_experience: $work,
                education: $education,
                skills: $skills,
                certifications: $certifications,
                projects: $projects,
                volunteering: $volunteering,
                awards: $awards,
                publications: $publications,
                languages: $languages,
                profile: $profile,
                experience: $experience,
                core_skills: $core,
                present: $present,
                resume: $resume,
            },
        }
    };
}

/// Every language a resume can print in; English first (the default).
pub static LANGUAGES: [ResumeLanguage; 27] = [
    language!(
        "en",
        "English",
        "English",
        false,
        [
            "Professional Summary",
            "Work Experience",
            "Education",
            "Skills",
            "Certifications",
            "Projects",
            "Volunteering",
            "Awards",
            "Publications",
            "Languages",
            "Profile",
            "Experience",
            "Core Skills",
            "Present",
            "Resume"
        ]
    ),
    language!(
        "ar",
        "Arabic",
        "العربية",
        true,
        [
            "الملخص المهني",
            "الخبرة العملية",
            "التعليم",
            "المهارات",
            "الشهادات",
            "المشاريع",
            "العمل التطوعي",
            "الجوائز",
            "المنشورات",
            "اللغات",
            "نبذة شخصية",
            "الخبرة",
            "المهارات الأساسية",
            "حتى الآن",
            "سيرة ذاتية"
        ]
    ),
    language!(
        "hi",
        "Hindi",
        "हिन्दी",
        false,
        [
            "पेशेवर सारांश",
            "कार्य अनुभव",
            "शिक्षा",
            "कौशल",
            "प्रमाणपत्र",
            "परियोजनाएँ",
            "स्वयंसेवा",
            "पुरस्कार",
            "प्रकाशन",
            "भाषाएँ",
            "प्रोफ़ाइल",
            "अनुभव",
            "मुख्य कौशल",
            "वर्तमान",
            "रिज़्यूमे"
        ]
    ),
    language!(
        "es",
        "Spanish",
        "Español",
        false,
        [
            "Resumen profesional",
            "Experiencia laboral",
            "Formación",
            "Habilidades",
            "Certificaciones",
            "Proyectos",
            "Voluntariado",
            "Premios",
            "Publicaciones",
            "Idiomas",
            "Perfil",
            "Experiencia",
            "Competencias clave",
            "Actualidad",
            "Currículum"
        ]
    ),
    language!(
        "fr",
        "French",
        "Français",
        false,
        [
            "Profil professionnel",
            "Expérience professionnelle",
            "Formation",
            "Compétences",
            "Certifications",
            "Projets",
            "Bénévolat",
            "Distinctions",
            "Publications",
            "Langues",
            "Profil",
            "Expérience",
            "Compétences clés",
            "Aujourd’hui",
            "CV"
        ]
    ),
    language!(
        "de",
        "German",
        "Deutsch",
        false,
        [
            "Kurzprofil",
            "Berufserfahrung",
            "Ausbildung",
            "Kenntnisse",
            "Zertifikate",
            "Projekte",
            "Ehrenamt",
            "Auszeichnungen",
            "Veröffentlichungen",
            "Sprachen",
            "Profil",
            "Erfahrung",
            "Kernkompetenzen",
            "heute",
            "Lebenslauf"
        ]
    ),
    language!(
        "pt-BR",
        "Portuguese (Brazil)",
        "Português (Brasil)",
        false,
        [
            "Resumo profissional",
            "Experiência profissional",
            "Formação acadêmica",
            "Habilidades",
            "Certificações",
            "Projetos",
            "Voluntariado",
            "Prêmios",
            "Publicações",
            "Idiomas",
            "Perfil",
            "Experiência",
            "Principais competências",
            "Atual",
            "Currículo"
        ]
    ),
    language!(
        "pt",
        "Portuguese",
        "Português",
        false,
        [
            "Resumo profissional",
            "Experiência profissional",
            "Formação académica",
            "Competências",
            "Certificações",
            "Projetos",
            "Voluntariado",
            "Prémios",
            "Publicações",
            "Línguas",
            "Perfil",
            "Experiência",
            "Competências principais",
            "Atual",
            "Currículo"
        ]
    ),
    language!(
        "he",
        "Hebrew",
        "עברית",
        true,
        [
            "תקציר מקצועי",
            "ניסיון תעסוקתי",
            "השכלה",
            "כישורים",
            "הסמכות",
            "פרויקטים",
            "התנדבות",
            "פרסים",
            "פרסומים",
            "שפות",
            "פרופיל",
            "ניסיון",
            "כישורי ליבה",
            "היום",
            "קורות חיים"
        ]
    ),
    language!(
        "fa",
        "Persian",
        "فارسی",
        true,
        [
            "خلاصه حرفه‌ای",
            "سوابق کاری",
            "تحصیلات",
            "مهارت‌ها",
            "گواهینامه‌ها",
            "پروژه‌ها",
            "فعالیت‌های داوطلبانه",
            "جوایز",
            "انتشارات",
            "زبان‌ها",
            "درباره من",
            "تجربه",
            "مهارت‌های کلیدی",
            "تاکنون",
            "رزومه"
        ]
    ),
    language!(
        "ur",
        "Urdu",
        "اردو",
        true,
        [
            "پیشہ ورانہ خلاصہ",
            "ملازمت کا تجربہ",
            "تعلیم",
            "مہارتیں",
            "اسناد",
            "منصوبے",
            "رضاکارانہ خدمات",
            "اعزازات",
            "مطبوعات",
            "زبانیں",
            "تعارف",
            "تجربہ",
            "بنیادی مہارتیں",
            "تاحال",
            "ریزیومے"
        ]
    ),
    language!(
        "zh",
        "Chinese (Simplified)",
        "简体中文",
        false,
        [
            "职业概述",
            "工作经历",
            "教育背景",
            "技能",
            "证书",
            "项目经历",
            "志愿服务",
            "荣誉奖项",
            "出版物",
            "语言能力",
            "个人简介",
            "工作经验",
            "核心技能",
            "至今",
            "简历"
        ]
    ),
    language!(
        "zh-TW",
        "Chinese (Traditional)",
        "繁體中文",
        false,
        [
            "職業概述",
            "工作經歷",
            "學歷",
            "技能",
            "證照",
            "專案經歷",
            "志工服務",
            "獲獎紀錄",
            "出版著作",
            "語言能力",
            "個人簡介",
            "工作經驗",
            "核心技能",
            "至今",
            "履歷"
        ]
    ),
    language!(
        "ja",
        "Japanese",
        "日本語",
        false,
        [
            "職務要約",
            "職務経歴",
            "学歴",
            "スキル",
            "資格",
            "プロジェクト",
            "ボランティア活動",
            "受賞歴",
            "著書・論文",
            "語学",
            "プロフィール",
            "経歴",
            "主要スキル",
            "現在",
            "職務経歴書"
        ]
    ),
    language!(
        "ko",
        "Korean",
        "한국어",
        false,
        [
            "경력 요약",
            "경력 사항",
            "학력",
            "보유 기술",
            "자격증",
            "프로젝트",
            "봉사 활동",
            "수상 경력",
            "출판물",
            "언어",
            "프로필",
            "경력",
            "핵심 역량",
            "현재",
            "이력서"
        ]
    ),
    language!(
        "it",
        "Italian",
        "Italiano",
        false,
        [
            "Profilo professionale",
            "Esperienza lavorativa",
            "Istruzione",
            "Competenze",
            "Certificazioni",
            "Progetti",
            "Volontariato",
            "Premi",
            "Pubblicazioni",
            "Lingue",
            "Profilo",
            "Esperienza",
            "Competenze chiave",
            "Oggi",
            "Curriculum"
        ]
    ),
    language!(
        "nl",
        "Dutch",
        "Nederlands",
        false,
        [
            "Profiel",
            "Werkervaring",
            "Opleiding",
            "Vaardigheden",
            "Certificeringen",
            "Projecten",
            "Vrijwilligerswerk",
            "Prijzen",
            "Publicaties",
            "Talen",
            "Profiel",
            "Ervaring",
            "Kerncompetenties",
            "heden",
            "Cv"
        ]
    ),
    language!(
        "pl",
        "Polish",
        "Polski",
        false,
        [
            "Podsumowanie zawodowe",
            "Doświadczenie zawodowe",
            "Wykształcenie",
            "Umiejętności",
            "Certyfikaty",
            "Projekty",
            "Wolontariat",
            "Nagrody",
            "Publikacje",
            "Języki",
            "Profil",
            "Doświadczenie",
            "Kluczowe umiejętności",
            "obecnie",
            "CV"
        ]
    ),
    language!(
        "tr",
        "Turkish",
        "Türkçe",
        false,
        [
            "Profesyonel Özet",
            "İş Deneyimi",
            "Eğitim",
            "Beceriler",
            "Sertifikalar",
            "Projeler",
            "Gönüllülük",
            "Ödüller",
            "Yayınlar",
            "Diller",
            "Profil",
            "Deneyim",
            "Temel Yetkinlikler",
            "Halen",
            "Özgeçmiş"
        ]
    ),
    language!(
        "ru",
        "Russian",
        "Русский",
        false,
        [
            "Профессиональный профиль",
            "Опыт работы",
            "Образование",
            "Навыки",
            "Сертификаты",
            "Проекты",
            "Волонтёрство",
            "Награды",
            "Публикации",
            "Языки",
            "Профиль",
            "Опыт",
            "Ключевые навыки",
            "настоящее время",
            "Резюме"
        ]
    ),
    language!(
        "uk",
        "Ukrainian",
        "Українська",
        false,
        [
            "Професійний профіль",
            "Досвід роботи",
            "Освіта",
            "Навички",
            "Сертифікати",
            "Проєкти",
            "Волонтерство",
            "Нагороди",
            "Публікації",
            "Мови",
            "Профіль",
            "Досвід",
            "Ключові навички",
            "дотепер",
            "Резюме"
        ]
    ),
    language!(
        "el",
        "Greek",
        "Ελληνικά",
        false,
        [
            "Επαγγελματικό προφίλ",
            "Επαγγελματική εμπειρία",
            "Εκπαίδευση",
            "Δεξιότητες",
            "Πιστοποιήσεις",
            "Έργα",
            "Εθελοντισμός",
            "Βραβεία",
            "Δημοσιεύσεις",
            "Γλώσσες",
            "Προφίλ",
            "Εμπειρία",
            "Βασικές δεξιότητες",
            "σήμερα",
            "Βιογραφικό"
        ]
    ),
    language!(
        "sv",
        "Swedish",
        "Svenska",
        false,
        [
            "Sammanfattning",
            "Arbetslivserfarenhet",
            "Utbildning",
            "Färdigheter",
            "Certifieringar",
            "Projekt",
            "Volontärarbete",
            "Utmärkelser",
            "Publikationer",
            "Språk",
            "Profil",
            "Erfarenhet",
            "Nyckelkompetenser",
            "pågående",
            "CV"
        ]
    ),
    language!(
        "vi",
        "Vietnamese",
        "Tiếng Việt",
        false,
        [
            "Tóm tắt chuyên môn",
            "Kinh nghiệm làm việc",
            "Học vấn",
            "Kỹ năng",
            "Chứng chỉ",
            "Dự án",
            "Hoạt động tình nguyện",
            "Giải thưởng",
            "Ấn phẩm",
            "Ngôn ngữ",
            "Hồ sơ",
            "Kinh nghiệm",
            "Kỹ năng chính",
            "Hiện tại",
            "Sơ yếu lý lịch"
        ]
    ),
    language!(
        "id",
        "Indonesian",
        "Bahasa Indonesia",
        false,
        [
            "Ringkasan Profesional",
            "Pengalaman Kerja",
            "Pendidikan",
            "Keahlian",
            "Sertifikasi",
            "Proyek",
            "Kegiatan Sukarela",
            "Penghargaan",
            "Publikasi",
            "Bahasa",
            "Profil",
            "Pengalaman",
            "Keahlian Utama",
            "Sekarang",
            "Riwayat Hidup"
        ]
    ),
    language!(
        "bn",
        "Bengali",
        "বাংলা",
        false,
        [
            "পেশাগত সারসংক্ষেপ",
            "কাজের অভিজ্ঞতা",
            "শিক্ষা",
            "দক্ষতা",
            "সনদপত্র",
            "প্রকল্প",
            "স্বেচ্ছাসেবা",
            "পুরস্কার",
            "প্রকাশনা",
            "ভাষা",
            "প্রোফাইল",
            "অভিজ্ঞতা",
            "মূল দক্ষতা",
            "বর্তমান",
            "জীবনবৃত্তান্ত"
        ]
    ),
    language!(
        "ta",
        "Tamil",
        "தமிழ்",
        false,
        [
            "தொழில்முறை சுருக்கம்",
            "பணி அனுபவம்",
            "கல்வி",
            "திறன்கள்",
            "சான்றிதழ்கள்",
            "திட்டங்கள்",
            "தன்னார்வப் பணி",
            "விருதுகள்",
            "வெளியீடுகள்",
            "மொழிகள்",
            "சுயவிவரம்",
            "அனுபவம்",
            "முக்கிய திறன்கள்",
            "தற்போது",
            "சுயவிவரக் குறிப்பு"
        ]
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_find_their_language_or_its_primary_one() {
        assert_eq!(find("ar").map(|l| l.code), Some("ar"));
        assert_eq!(find("PT-br").map(|l| l.code), Some("pt-BR"));
        assert_eq!(find("pt-PT").map(|l| l.code), Some("pt"));
        assert_eq!(find("en-GB").map(|l| l.code), Some("en"));
        assert_eq!(find("zh-TW").map(|l| l.code), Some("zh-TW"));
        assert_eq!(find("zh-Hans-CN").map(|l| l.code), Some("zh"));
        assert_eq!(find("tlh"), None);
        assert_eq!(find(""), None);
        assert_eq!(of("").code, "en");
    }

    #[test]
    fn every_language_has_every_word_and_rtl_ones_are_marked() {
        assert!(LANGUAGES.len() >= 20);
        for l in &LANGUAGES {
            let w = &l.words;
            for word in [
                w.summary,
                w.work_experience,
                w.education,
                w.skills,
                w.certifications,
                w.projects,
                w.volunteering,
                w.awards,
                w.publications,
                w.languages,
                w.profile,
                w.experience,
                w.core_skills,
                w.present,
                w.resume,
            ] {
                assert!(!word.trim().is_empty(), "{}", l.code);
            }
            assert_eq!(
                l.rtl,
                ["ar", "he", "fa", "ur"].contains(&l.code),
                "{}",
                l.code
            );
        }
        let codes: std::collections::HashSet<_> = LANGUAGES.iter().map(|l| l.code).collect();
        assert_eq!(codes.len(), LANGUAGES.len(), "no language twice");
    }
}
