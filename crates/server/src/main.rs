use std::process::ExitCode;

use vitae_server::config::Config;
use vitae_server::{cli, healthcheck, telemetry, Application};

#[cfg(all(feature = "mimalloc", feature = "jemalloc"))]
compile_error!("choose one allocator: `mimalloc` or `jemalloc`");

/// Another allocator than glibc's, when chosen at build time (docs/performance.md, "Memory
/// after a burst").
#[cfg(feature = "mimalloc")]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[cfg(feature = "jemalloc")]
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

#[actix_web::main]
async fn main() -> ExitCode {
    if let Err(e) = dotenvy::dotenv() {
        if !e.not_found() {
            eprintln!("vitae: cannot read .env: {e}");
            return ExitCode::from(2);
        }
    }
    let config = match Config::from_env() {
        Ok(config) => config,
        Err(e) => {
            eprintln!("vitae: configuration error: {e}");
            return ExitCode::from(2);
        }
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(code) = cli::run(&args, &config).await {
        return code;
    }
    if args.first().map(String::as_str) == Some("healthcheck") {
        return match healthcheck::ready(config.bind_addr) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("vitae: not ready: {e}");
                ExitCode::FAILURE
            }
        };
    }
    // Held to the end of `main`, so the last lines are written before the process exits.
    let _log_writer = telemetry::init(config.log_format, config.log_filter.as_deref());
    let app = match Application::build(config.clone()).await {
        Ok(app) => app,
        Err(e) => {
            eprintln!("vitae: cannot start: {}", vitae_domain::error::causes(&e));
            return ExitCode::from(1);
        }
    };
    app.index_fonts_in_background();
    tracing::info!(
        address = %config.bind_addr,
        public_url = %config.public_url,
        "Vitae is serving"
    );
    match app.run_until_stopped().await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("vitae: server error: {e}");
            ExitCode::from(1)
        }
    }
}
