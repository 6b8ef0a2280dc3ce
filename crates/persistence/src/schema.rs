//! The portable schema: text ids, text JSON, UTC timestamps; identical on SQLite and PostgreSQL.

diesel::table! {
    users (id) {
        id -> Text,
        issuer -> Text,
        subject -> Text,
        email -> Text,
        name -> Text,
        picture -> Nullable<Text>,
        subscription_plan -> Nullable<Text>,
        subscription_end -> Nullable<Timestamp>,
        subscription_id -> Nullable<Text>,
        pdf_credits -> Integer,
        created_at -> Timestamp,
        updated_at -> Timestamp,
        customer_id -> Nullable<Text>,
        cancel_at_period_end -> Bool,
        resumes_version -> BigInt,
        applications_version -> BigInt,
    }
}

diesel::table! {
    sessions (token_hash) {
        token_hash -> Text,
        user_id -> Text,
        created_at -> Timestamp,
        last_seen_at -> Timestamp,
        expires_at -> Timestamp,
    }
}

diesel::table! {
    login_tickets (ticket_hash) {
        ticket_hash -> Text,
        user_id -> Text,
        expires_at -> Timestamp,
        browser_hash -> Nullable<Text>,
    }
}

diesel::table! {
    ai_global_usage (day) {
        day -> Text,
        calls -> Integer,
    }
}

diesel::table! {
    resumes (id) {
        id -> Text,
        user_id -> Text,
        resume_data -> Text,
        ai_enhanced_data -> Text,
        template_style -> Text,
        created_at -> Timestamp,
        updated_at -> Timestamp,
        change_summary -> Text,
    }
}

diesel::table! {
    resume_photos (resume_id) {
        resume_id -> Text,
        data_url -> Text,
        sha256 -> Nullable<Text>,
    }
}

diesel::table! {
    resume_versions (resume_id, version) {
        resume_id -> Text,
        version -> Integer,
        user_id -> Text,
        resume_data -> Text,
        ai_enhanced_data -> Text,
        template_style -> Text,
        photo_sha256 -> Nullable<Text>,
        change_summary -> Text,
        saved_at -> Timestamp,
        replaced_at -> Timestamp,
        content_bytes -> BigInt,
    }
}

diesel::table! {
    resume_version_photos (resume_id, sha256) {
        resume_id -> Text,
        sha256 -> Text,
        data_url -> Text,
    }
}

diesel::table! {
    resume_shares (slug) {
        slug -> Text,
        resume_id -> Text,
        user_id -> Text,
        password_hash -> Nullable<Text>,
        hide_contact -> Bool,
        allow_indexing -> Bool,
        created_at -> Timestamp,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    dead_share_slugs (slug) {
        slug -> Text,
        died_at -> Timestamp,
    }
}

diesel::table! {
    share_daily_counts (slug, day) {
        slug -> Text,
        day -> Text,
        views -> BigInt,
        downloads -> BigInt,
    }
}

diesel::table! {
    share_visitors (slug, day, kind, visitor) {
        slug -> Text,
        day -> Text,
        kind -> Text,
        visitor -> Text,
    }
}

diesel::table! {
    share_visitor_salts (day) {
        day -> Text,
        salt -> Text,
    }
}

diesel::table! {
    share_access_failures (id) {
        id -> Text,
        slug -> Text,
        client -> Text,
        failed_at -> Timestamp,
    }
}

diesel::table! {
    support_requests (id) {
        id -> Text,
        user_id -> Text,
        category -> Text,
        subject -> Text,
        message -> Text,
        created_at -> Timestamp,
        delivered_at -> Nullable<Timestamp>,
        delivery_attempts -> Integer,
        next_delivery_at -> Nullable<Timestamp>,
        delivery_error -> Nullable<Text>,
    }
}

diesel::table! {
    payments (session_id) {
        session_id -> Text,
        user_id -> Text,
        provider -> Text,
        plan -> Text,
        region -> Text,
        amount_total -> Integer,
        currency -> Text,
        status -> Text,
        payment_status -> Text,
        subscription_id -> Nullable<Text>,
        fulfilled_at -> Nullable<Timestamp>,
        created_at -> Timestamp,
        updated_at -> Timestamp,
        payment_intent_id -> Nullable<Text>,
        revoked_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    webhook_events (event_id) {
        event_id -> Text,
        event_type -> Text,
        received_at -> Timestamp,
    }
}

diesel::table! {
    resume_unlocks (resume_id) {
        resume_id -> Text,
        user_id -> Text,
        unlocked_at -> Timestamp,
        payment_session_id -> Nullable<Text>,
    }
}

diesel::table! {
    ai_usage (user_id, window_key) {
        user_id -> Text,
        window_key -> Text,
        calls -> Integer,
    }
}

diesel::table! {
    cover_letters (id) {
        id -> Text,
        resume_id -> Text,
        user_id -> Text,
        company_name -> Text,
        job_description -> Text,
        letter_content -> Text,
        provider -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    reversed_charges (charge_id) {
        charge_id -> Text,
        reversed_at -> Timestamp,
    }
}

diesel::table! {
    applications (id) {
        id -> Text,
        user_id -> Text,
        company -> Text,
        role -> Text,
        job_url -> Text,
        job_description -> Text,
        location -> Text,
        salary_note -> Text,
        status -> Text,
        next_step_date -> Nullable<Text>,
        next_step_note -> Text,
        resume_id -> Nullable<Text>,
        cover_letter_id -> Nullable<Text>,
        ats_score -> Nullable<Integer>,
        created_at -> Timestamp,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    application_status_changes (application_id, seq) {
        application_id -> Text,
        seq -> Integer,
        user_id -> Text,
        status -> Text,
        changed_at -> Timestamp,
    }
}

diesel::table! {
    digest_subscriptions (user_id) {
        user_id -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    digest_unsubscribe_keys (key_hash) {
        key_hash -> Text,
        user_id -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    digest_deliveries (user_id, day) {
        user_id -> Text,
        day -> Text,
        claimed_at -> Timestamp,
        sent_at -> Nullable<Timestamp>,
    }
}

diesel::joinable!(sessions -> users (user_id));
diesel::joinable!(application_status_changes -> applications (application_id));
diesel::joinable!(applications -> users (user_id));
diesel::joinable!(digest_subscriptions -> users (user_id));
diesel::joinable!(cover_letters -> resumes (resume_id));
diesel::joinable!(payments -> users (user_id));
diesel::joinable!(resume_unlocks -> resumes (resume_id));
diesel::joinable!(login_tickets -> users (user_id));
diesel::joinable!(resumes -> users (user_id));
diesel::joinable!(resume_photos -> resumes (resume_id));
diesel::joinable!(support_requests -> users (user_id));
diesel::table! {
    interface_languages (user_id) {
        user_id -> Text,
        language -> Text,
        updated_at -> Timestamp,
    }
}

diesel::joinable!(resume_versions -> resumes (resume_id));
diesel::joinable!(resume_shares -> resumes (resume_id));
diesel::joinable!(resume_shares -> users (user_id));
diesel::joinable!(share_daily_counts -> resume_shares (slug));

diesel::allow_tables_to_appear_in_same_query!(
    users,
    sessions,
    login_tickets,
    resumes,
    resume_photos,
    support_requests,
    payments,
    webhook_events,
    reversed_charges,
    resume_unlocks,
    ai_usage,
    ai_global_usage,
    cover_letters,
    resume_versions,
    resume_version_photos,
    resume_shares,
    dead_share_slugs,
    share_daily_counts,
    share_access_failures,
    applications,
    application_status_changes,
    digest_deliveries,
    digest_subscriptions,
    digest_unsubscribe_keys,
    interface_languages,
    share_visitors,
    share_visitor_salts,
);
