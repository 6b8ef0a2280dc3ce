//! The plans and their prices for a region, from the server-side table.

use actix_web::{get, web};
use serde::{Deserialize, Serialize};
use vitae_domain::{PlanOffer, Region};

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PlansQuery {
    /// Anything but INR and AED is USD.
    #[param(value_type = Option<Region>)]
    region: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Plans {
    region: Region,
    plans: Vec<PlanOffer>,
}

/// Both plans with the region's prices.
#[utoipa::path(get, path = "/api/plans", tag = "billing", params(PlansQuery),
    responses((status = 200, body = Plans),
              (status = 422, description = "A malformed query (a parameter given twice)")))]
#[get("/plans")]
pub async fn plans(query: web::Query<PlansQuery>) -> web::Json<Plans> {
    let region = query
        .region
        .as_deref()
        .map(Region::from_code)
        .unwrap_or_default();
    web::Json(Plans {
        region,
        plans: PlanOffer::all(region),
    })
}
