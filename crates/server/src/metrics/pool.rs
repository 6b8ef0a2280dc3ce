//! The database pool's gauges and counters, read from the pool at each scrape.

use prometheus_client::collector::Collector;
use prometheus_client::encoding::{DescriptorEncoder, EncodeMetric};
use prometheus_client::metrics::counter::ConstCounter;
use prometheus_client::metrics::gauge::ConstGauge;
use vitae_persistence::Database;

pub(super) struct PoolCollector {
    db: Database,
}

impl PoolCollector {
    pub(super) fn new(db: Database) -> Self {
        Self { db }
    }
}

impl std::fmt::Debug for PoolCollector {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PoolCollector")
    }
}

impl Collector for PoolCollector {
    fn encode(&self, mut encoder: DescriptorEncoder) -> Result<(), std::fmt::Error> {
        let stats = self.db.pool_stats();
        let gauges = [
            (
                "vitae_db_pool_connections",
                "Database connections open, in use or idle",
                stats.connections,
            ),
            (
                "vitae_db_pool_idle_connections",
                "Open database connections not in use",
                stats.idle,
            ),
            (
                "vitae_db_pool_max_connections",
                "The most connections the pool opens (DATABASE_POOL_SIZE)",
                stats.max_size,
            ),
        ];
        for (name, help, value) in gauges {
            let gauge = ConstGauge::new(i64::from(value));
            gauge.encode(encoder.encode_descriptor(name, help, None, gauge.metric_type())?)?;
        }
        let counters = [
            (
                "vitae_db_pool_checkouts",
                "Connections handed out by the pool",
                stats.checkouts,
            ),
            (
                "vitae_db_pool_timeouts",
                "Waits for a connection that gave up (answered with an error)",
                stats.timeouts,
            ),
        ];
        for (name, help, value) in counters {
            let counter = ConstCounter::new(value);
            counter.encode(encoder.encode_descriptor(
                name,
                help,
                None,
                counter.metric_type(),
            )?)?;
        }
        let waited = ConstCounter::new(stats.checkout_wait_seconds);
        waited.encode(encoder.encode_descriptor(
            "vitae_db_pool_checkout_wait_seconds",
            "Time spent waiting for a connection, summed",
            None,
            waited.metric_type(),
        )?)?;
        Ok(())
    }
}
