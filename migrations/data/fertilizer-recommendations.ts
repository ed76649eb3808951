/**
 * Published generic fertilizer recommendations (bags of 50 kg per hectare), seeded by the FertilizerRecommendations
 * migration. Every row is copied as it stands from the research file /work/shared/data/fertilizer-recommendations.md
 * (section 9, its machine-readable table: 146 rows, seven countries); each names its source (SOURCES below, from
 * section 10 of that file, which also shows every per-acre and nutrient-to-product conversion). Nothing is added.
 *
 * How the rows become recommendations (FertilizerRecommendations migration):
 * - rows of the same country, region, crop and source make one recommendation; alternatives the source offers for
 *   the same application keep "(alternative ...)" in their product and are shown as such, never summed;
 * - every region string is mapped by hand in REGION_COVERAGE (below): to the whole country where the source says so,
 *   to the states it covers (and not those it excludes), or held back when it cannot be mapped with confidence (gap
 *   8); the region label is shown with the advice, so a condition inside a state (a soil, an altitude zone) is read;
 * - crops are the farmers module's crop types (CROP_IDS). "green gram" has no crop type yet: its one row is kept here
 *   and not loaded. The maize/bean intercrop rows load under maize and the cassava-sweet potato intercrop rows under
 *   cassava, their region saying so.
 *
 * Gaps and cautions (section 8 of the research file; read before relying on a row):
 * 1. Rows per country: Kenya 77, Ghana 33, Nigeria 16, Tanzania 8, Rwanda 7, Senegal 4, Côte d'Ivoire 1.
 * 2. Nigeria's official Federal Fertilizer Department guide was not readable: the Nigerian rows come from IITA
 *    AKILIMO / CGIAR AgWISE code, blogs and a press quote (NG-TRUST-NOTORE, low authority). Treat them as placeholders.
 * 3. Côte d'Ivoire and Senegal have only rice and millet fragments; no maize.
 * 4. Many rows give no timing because their source gives none.
 * 5. No readable source for: sorghum and millet outside Kenya/Senegal; cassava outside Ghana and the Tanzanian
 *    intercrop; cowpea, soybean, groundnut (except Ghana), wheat, beans outside Kenya, potato outside Kenya, Rwanda and
 *    Plateau; tea and coffee everywhere; cocoa outside Ghana.
 * 6. The Ghanaian GH-SMARTAGRO texts do not name their publisher; the Kenyan cowpea phosphorus figure is ambiguous
 *    (elemental P vs P2O5; confirm with KALRO); Rwanda's maize DAP/urea order conflicts between sources.
 * 7. Blanket rates ignore soil tests: they are the generic advice, site-specific advice comes from soil mapping.
 * 8. Held back (not loaded), their region not mappable to states with confidence (REGION_COVERAGE says why):
 *    Ghana "forest-savanna transition" maize (GH-SMARTAGRO-SOIL, 2 rows); Nigeria "humid forest zone" and "savanna
 *    zone" rice (NG-AGROREAD-RICE, 4 rows); Nigeria cassava-maize intercrop maize (NG-AKILIMO-IC, 2 rows); Tanzania
 *    cassava-sweet potato intercrop (TZ-AKILIMO-CIS, 2 rows). Mapped in part: the Ghanaian rice rows for "Guinea
 *    savanna / forest-savanna transition" apply to the Guinea savanna regions only; Kenya's "Coastal lowlands" leave
 *    Taita-Taveta out; Ghana's cocoa belt leaves Oti and Bono East out; Senegal's river valley leaves Bakel
 *    (Tambacounda) out; Tanzania's sub-humid zone is Morogoro only. A place with none of the crop's rows gets none.
 */

/** country, region or state, crop, application (planting, top1, top2, season_total), product, kg of product per ha, 50 kg bags per ha, timing, source id. */
export type PublishedRow = [string, string, string, 'planting' | 'top1' | 'top2' | 'season_total', string, number, number, string, string];

export const PUBLISHED_ROWS: PublishedRow[] = [
  ["Kenya", "national (KCEP-CRAL handbook; choice 1)", "maize", "planting", "NPK 23-23-0", 247.1, 4.94, "at planting (2 bags/acre)", "KE-KALRO-KCEP-2021"],
  ["Kenya", "national (KCEP-CRAL handbook; choice 1)", "maize", "top1", "CAN 26-0-0", 185.3, 3.71, "top dress (1.5 bags/acre); timing not stated in Table 4.4", "KE-KALRO-KCEP-2021"],
  ["Kenya", "national (KCEP-CRAL handbook; choice 2)", "maize", "planting", "MEA Mazao 10-26-10 +25% Ca + micronutrients", 247.1, 4.94, "at planting (2 bags/acre)", "KE-KALRO-KCEP-2021"],
  ["Kenya", "national (KCEP-CRAL handbook; choice 2)", "maize", "top1", "CAN 26-0-0", 185.3, 3.71, "top dress (1.5 bags/acre); timing not stated", "KE-KALRO-KCEP-2021"],
  ["Kenya", "national (KCEP-CRAL handbook; choice 3)", "maize", "planting", "Mavuno Basal 10-26-10 + Ca + micronutrients", 247.1, 4.94, "at planting (2 bags/acre)", "KE-KALRO-KCEP-2021"],
  ["Kenya", "national (KCEP-CRAL handbook; choice 3)", "maize", "top1", "Mavuno top dress", 185.3, 3.71, "top dress (1.5 bags/acre); timing not stated", "KE-KALRO-KCEP-2021"],
  ["Kenya", "national (KCEP-CRAL handbook)", "sorghum", "planting", "NPK 20-20-0 or 23-23-0 or 17-17-17", 123.6, 2.47, "at planting, drilled in furrow (1 bag/acre)", "KE-KALRO-KCEP-2021"],
  ["Kenya", "national (KCEP-CRAL handbook)", "sorghum", "top1", "CAN", 123.6, 2.47, "after first weeding (first weeding 2-3 weeks after emergence)", "KE-KALRO-KCEP-2021"],
  ["Kenya", "national (KCEP-CRAL handbook)", "millet", "planting", "NPK 20-20-0 or 23-23-0", 123.6, 2.47, "at planting (1 bag/acre)", "KE-KALRO-KCEP-2021"],
  ["Kenya", "national (KCEP-CRAL handbook)", "millet", "top1", "CAN", 123.6, 2.47, "only on low-fertility soils / where rain continues >30 days after planting; stage not stated", "KE-KALRO-KCEP-2021"],
  ["Kenya", "national (KCEP-CRAL handbook)", "beans", "planting", "DAP or NPK 23-23-0 or Mavuno", 197.7, 3.95, "at planting, mixed with soil (80 kg/acre)", "KE-KALRO-KCEP-2021"],
  ["Kenya", "national (KCEP-CRAL handbook)", "green gram", "planting", "NPK 23-23-0", 123.6, 2.47, "basal, broadcast (1 bag/acre)", "KE-KALRO-KCEP-2021"],
  ["Kenya", "national (KCEP-CRAL handbook)", "pigeon pea", "planting", "NPK 20-20-0 or 23-23-0", 123.6, 2.47, "basal at planting (1 bag/acre)", "KE-KALRO-KCEP-2021"],
  ["Kenya", "national (KCEP-CRAL handbook)", "cowpea", "planting", "SSP (assumed 18% P2O5)", 503.3, 10.07, "at planting, mixed with soil (source: 'about 16 kg of P/acre')", "KE-KALRO-KCEP-2021"],
  ["Kenya", "national, maize/bean intercrop (KCEP-CRAL handbook)", "maize+bean intercrop", "planting", "NPK 23-23-0 (choice 1) - EXTRA on top of the 2 bags/acre maize rate", 61.8, 1.24, "at planting (extra 25 kg/acre)", "KE-KALRO-KCEP-2021"],
  ["Kenya", "national, maize/bean intercrop (KCEP-CRAL handbook)", "maize+bean intercrop", "planting", "MEA Mazao 10-26-10 (choice 2) - EXTRA on top of the 2 bags/acre maize rate", 61.8, 1.24, "at planting (extra 25 kg/acre)", "KE-KALRO-KCEP-2021"],
  ["Kenya", "national, maize/bean intercrop (KCEP-CRAL handbook)", "maize+bean intercrop", "planting", "Mavuno Basal (choice 3) - EXTRA on top of the 2 bags/acre maize rate", 61.8, 1.24, "at planting (extra 25 kg/acre)", "KE-KALRO-KCEP-2021"],
  ["Kenya", "Trans Nzoia/Nandi/Uasin Gishu/Kericho - newly cultivated forest soils (option TSP)", "maize", "planting", "TSP", 89, 1.78, "in planting hole at sowing", "KE-NAFIS-MAIZE"],
  ["Kenya", "Trans Nzoia/Nandi/Uasin Gishu/Kericho - newly cultivated forest soils (option TSP)", "maize", "top1", "CAN or ASN", 153.2, 3.06, "when maize is knee high (45-60 cm); high-rainfall areas split: 6 weeks after sowing + 10-15 days later (see top2)", "KE-NAFIS-MAIZE"],
  ["Kenya", "Trans Nzoia/Nandi/Uasin Gishu/Kericho - newly cultivated forest soils (option DAP)", "maize", "planting", "DAP", 89, 1.78, "in planting hole at sowing", "KE-NAFIS-MAIZE"],
  ["Kenya", "Trans Nzoia/Nandi/Uasin Gishu/Kericho - newly cultivated forest soils (option DAP)", "maize", "top1", "CAN or ASN", 98.8, 1.98, "when maize is knee high (45-60 cm); high-rainfall areas split: 6 weeks after sowing + 10-15 days later (see top2)", "KE-NAFIS-MAIZE"],
  ["Kenya", "Trans Nzoia/Nandi/Uasin Gishu/Kericho - old cultivated fertile soils (option TSP)", "maize", "planting", "TSP", 128.5, 2.57, "in planting hole at sowing", "KE-NAFIS-MAIZE"],
  ["Kenya", "Trans Nzoia/Nandi/Uasin Gishu/Kericho - old cultivated fertile soils (option TSP)", "maize", "top1", "CAN or ASN", 227.3, 4.55, "when maize is knee high (45-60 cm); high-rainfall areas split: 6 weeks after sowing + 10-15 days later (see top2)", "KE-NAFIS-MAIZE"],
  ["Kenya", "Trans Nzoia/Nandi/Uasin Gishu/Kericho - old cultivated fertile soils (option DAP)", "maize", "planting", "DAP", 128.5, 2.57, "in planting hole at sowing", "KE-NAFIS-MAIZE"],
  ["Kenya", "Trans Nzoia/Nandi/Uasin Gishu/Kericho - old cultivated fertile soils (option DAP)", "maize", "top1", "CAN", 143.3, 2.87, "when maize is knee high (45-60 cm); high-rainfall areas split: 6 weeks after sowing + 10-15 days later (see top2)", "KE-NAFIS-MAIZE"],
  ["Kenya", "Trans Nzoia/Nandi/Uasin Gishu/Kericho - moderately fertile soils (option TSP)", "maize", "planting", "TSP", 173, 3.46, "in planting hole at sowing", "KE-NAFIS-MAIZE"],
  ["Kenya", "Trans Nzoia/Nandi/Uasin Gishu/Kericho - moderately fertile soils (option TSP)", "maize", "top1", "CAN or ASN", 306.4, 6.13, "when maize is knee high (45-60 cm); high-rainfall areas split: 6 weeks after sowing + 10-15 days later (see top2)", "KE-NAFIS-MAIZE"],
  ["Kenya", "Trans Nzoia/Nandi/Uasin Gishu/Kericho - moderately fertile soils (option DAP)", "maize", "planting", "DAP", 173, 3.46, "in planting hole at sowing", "KE-NAFIS-MAIZE"],
  ["Kenya", "Trans Nzoia/Nandi/Uasin Gishu/Kericho - moderately fertile soils (option DAP)", "maize", "top1", "CAN", 182.9, 3.66, "when maize is knee high (45-60 cm); high-rainfall areas split: 6 weeks after sowing + 10-15 days later (see top2)", "KE-NAFIS-MAIZE"],
  ["Kenya", "Trans Nzoia/Nandi/Uasin Gishu/Kericho - low fertility soils (option FYM only at planting)", "maize", "top1", "CAN or ASN (after 1 t/acre farmyard manure at planting)", 153.2, 3.06, "knee high (45-60 cm); FYM 1 t/acre = 2.47 t/ha at planting", "KE-NAFIS-MAIZE"],
  ["Kenya", "Trans Nzoia/Nandi/Uasin Gishu/Kericho - low fertility soils (option DAP + FYM)", "maize", "planting", "DAP (plus 1 t/acre farmyard manure)", 89, 1.78, "in planting hole at sowing", "KE-NAFIS-MAIZE"],
  ["Kenya", "Trans Nzoia/Nandi/Uasin Gishu/Kericho - low fertility soils (option DAP + FYM)", "maize", "top1", "CAN or ASN", 98.8, 1.98, "knee high (45-60 cm)", "KE-NAFIS-MAIZE"],
  ["Kenya", "Kisii highlands & Central Kenya (option TSP)", "maize", "planting", "TSP", 128.5, 2.57, "in planting hole at sowing", "KE-NAFIS-MAIZE"],
  ["Kenya", "Kisii highlands & Central Kenya (option TSP)", "maize", "top1", "CAN or ASN", 227.3, 4.55, "when maize is knee high (45-60 cm); high-rainfall areas split: 6 weeks after sowing + 10-15 days later (see top2)", "KE-NAFIS-MAIZE"],
  ["Kenya", "Kisii highlands & Central Kenya (option DAP)", "maize", "planting", "DAP", 128.5, 2.57, "in planting hole at sowing", "KE-NAFIS-MAIZE"],
  ["Kenya", "Kisii highlands & Central Kenya (option DAP)", "maize", "top1", "CAN", 143.3, 2.87, "when maize is knee high (45-60 cm); high-rainfall areas split: 6 weeks after sowing + 10-15 days later (see top2)", "KE-NAFIS-MAIZE"],
  ["Kenya", "Nyanza & Western (excl. black cotton soils, Kisii) (option DAP)", "maize", "planting", "DAP", 89, 1.78, "in planting hole at sowing", "KE-NAFIS-MAIZE"],
  ["Kenya", "Nyanza & Western (excl. black cotton soils, Kisii) (option DAP)", "maize", "top1", "CAN", 98.8, 1.98, "when maize is knee high (45-60 cm); high-rainfall areas split: 6 weeks after sowing + 10-15 days later (see top2)", "KE-NAFIS-MAIZE"],
  ["Kenya", "Nyanza & Western (excl. black cotton soils, Kisii) (option SSP)", "maize", "planting", "SSP", 197.7, 3.95, "in planting hole at sowing", "KE-NAFIS-MAIZE"],
  ["Kenya", "Nyanza & Western (excl. black cotton soils, Kisii) (option SSP)", "maize", "top1", "CAN", 153.2, 3.06, "when maize is knee high (45-60 cm); high-rainfall areas split: 6 weeks after sowing + 10-15 days later (see top2)", "KE-NAFIS-MAIZE"],
  ["Kenya", "Medium zones of Central Province", "maize", "planting", "NPK 20-20-0", 247.1, 4.94, "in planting hole at sowing", "KE-NAFIS-MAIZE"],
  ["Kenya", "Marginal areas of Eastern Province (lower bound)", "maize", "planting", "NPK 20-20-0", 148.3, 2.97, "in planting hole at sowing", "KE-NAFIS-MAIZE"],
  ["Kenya", "Marginal areas of Eastern Province (upper bound)", "maize", "planting", "NPK 20-20-0", 197.7, 3.95, "in planting hole at sowing", "KE-NAFIS-MAIZE"],
  ["Kenya", "Coastal lowlands sandy soils", "maize", "planting", "NPK 20-20-0", 247.1, 4.94, "in planting hole at sowing", "KE-NAFIS-MAIZE"],
  ["Kenya", "national, maize (H512, long rains) with 5 or 10 t/ha cattle manure - fertilizer level 1 (KALRO research as reported)", "maize", "planting", "TSP", 125, 2.5, "prior to sowing, with manure (2.5 bags/ha)", "KE-FARMBIZ-KALRO"],
  ["Kenya", "national, maize (H512, long rains) with 5 or 10 t/ha cattle manure - fertilizer level 1 (KALRO research as reported)", "maize", "top1", "CAN", 225, 4.5, "7th week after sowing (4.5 bags/ha)", "KE-FARMBIZ-KALRO"],
  ["Kenya", "national, maize (H512, long rains) with 5 or 10 t/ha cattle manure - fertilizer level 2 (KALRO research as reported)", "maize", "planting", "TSP", 250, 5, "prior to sowing, with manure (5 bags/ha)", "KE-FARMBIZ-KALRO"],
  ["Kenya", "national, maize (H512, long rains) with 5 or 10 t/ha cattle manure - fertilizer level 2 (KALRO research as reported)", "maize", "top1", "CAN", 450, 9, "7th week after sowing (9 bags/ha)", "KE-FARMBIZ-KALRO"],
  ["Kenya", "national (target yield 2 t/ha)", "maize", "planting", "DAP 18-46-0", 60, 1.2, "at planting (1st of 3 equal N splits)", "KE-APNI-2020"],
  ["Kenya", "national (target yield 2 t/ha)", "maize", "top1", "Urea 46% N (or CAN - next row)", 20, 0.4, "3 weeks after germination", "KE-APNI-2020"],
  ["Kenya", "national (target yield 2 t/ha)", "maize", "top1", "CAN 27% N (alternative to urea)", 40, 0.8, "3 weeks after germination", "KE-APNI-2020"],
  ["Kenya", "national (target yield 2 t/ha)", "maize", "top2", "Urea 46% N (or CAN - next row)", 20, 0.4, "6 weeks after germination", "KE-APNI-2020"],
  ["Kenya", "national (target yield 2 t/ha)", "maize", "top2", "CAN 27% N (alternative to urea)", 40, 0.8, "6 weeks after germination", "KE-APNI-2020"],
  ["Kenya", "national (target yield 3 t/ha)", "maize", "planting", "DAP 18-46-0", 120, 2.4, "at planting (1st of 3 equal N splits)", "KE-APNI-2020"],
  ["Kenya", "national (target yield 3 t/ha)", "maize", "top1", "Urea 46% N (or CAN - next row)", 40, 0.8, "3 weeks after germination", "KE-APNI-2020"],
  ["Kenya", "national (target yield 3 t/ha)", "maize", "top1", "CAN 27% N (alternative to urea)", 80, 1.6, "3 weeks after germination", "KE-APNI-2020"],
  ["Kenya", "national (target yield 3 t/ha)", "maize", "top2", "Urea 46% N (or CAN - next row)", 40, 0.8, "6 weeks after germination", "KE-APNI-2020"],
  ["Kenya", "national (target yield 3 t/ha)", "maize", "top2", "CAN 27% N (alternative to urea)", 80, 1.6, "6 weeks after germination", "KE-APNI-2020"],
  ["Kenya", "national (target yield 4 t/ha)", "maize", "planting", "DAP 18-46-0", 180, 3.6, "at planting (1st of 3 equal N splits)", "KE-APNI-2020"],
  ["Kenya", "national (target yield 4 t/ha)", "maize", "top1", "Urea 46% N (or CAN - next row)", 60, 1.2, "3 weeks after germination", "KE-APNI-2020"],
  ["Kenya", "national (target yield 4 t/ha)", "maize", "top1", "CAN 27% N (alternative to urea)", 120, 2.4, "3 weeks after germination", "KE-APNI-2020"],
  ["Kenya", "national (target yield 4 t/ha)", "maize", "top2", "Urea 46% N (or CAN - next row)", 60, 1.2, "6 weeks after germination", "KE-APNI-2020"],
  ["Kenya", "national (target yield 4 t/ha)", "maize", "top2", "CAN 27% N (alternative to urea)", 120, 2.4, "6 weeks after germination", "KE-APNI-2020"],
  ["Kenya", "national (target yield 5 t/ha)", "maize", "planting", "DAP 18-46-0", 240, 4.8, "at planting (1st of 3 equal N splits)", "KE-APNI-2020"],
  ["Kenya", "national (target yield 5 t/ha)", "maize", "top1", "Urea 46% N (or CAN - next row)", 80, 1.6, "3 weeks after germination", "KE-APNI-2020"],
  ["Kenya", "national (target yield 5 t/ha)", "maize", "top1", "CAN 27% N (alternative to urea)", 160, 3.2, "3 weeks after germination", "KE-APNI-2020"],
  ["Kenya", "national (target yield 5 t/ha)", "maize", "top2", "Urea 46% N (or CAN - next row)", 80, 1.6, "6 weeks after germination", "KE-APNI-2020"],
  ["Kenya", "national (target yield 5 t/ha)", "maize", "top2", "CAN 27% N (alternative to urea)", 160, 3.2, "6 weeks after germination", "KE-APNI-2020"],
  ["Kenya", "national, K-deficient soils option (target yield 2 t/ha)", "maize", "planting", "NPK 15-15-15", 150, 3, "at planting", "KE-APNI-2020"],
  ["Kenya", "national, K-deficient soils option (target yield 2 t/ha)", "maize", "top1", "CAN", 30, 0.6, "topdressing (timing: see Table 2 scheme, 3 & 6 weeks after germination)", "KE-APNI-2020"],
  ["Kenya", "national, K-deficient soils option (target yield 3 t/ha)", "maize", "planting", "NPK 15-15-15", 300, 6, "at planting", "KE-APNI-2020"],
  ["Kenya", "national, K-deficient soils option (target yield 3 t/ha)", "maize", "top1", "CAN", 60, 1.2, "topdressing (timing: see Table 2 scheme, 3 & 6 weeks after germination)", "KE-APNI-2020"],
  ["Kenya", "national, K-deficient soils option (target yield 4 t/ha)", "maize", "planting", "NPK 15-15-15", 450, 9, "at planting", "KE-APNI-2020"],
  ["Kenya", "national, K-deficient soils option (target yield 4 t/ha)", "maize", "top1", "CAN", 90, 1.8, "topdressing (timing: see Table 2 scheme, 3 & 6 weeks after germination)", "KE-APNI-2020"],
  ["Kenya", "national, K-deficient soils option (target yield 5 t/ha)", "maize", "planting", "NPK 15-15-15", 600, 12, "at planting", "KE-APNI-2020"],
  ["Kenya", "national, K-deficient soils option (target yield 5 t/ha)", "maize", "top1", "CAN", 120, 2.4, "topdressing (timing: see Table 2 scheme, 3 & 6 weeks after germination)", "KE-APNI-2020"],
  ["Kenya", "national (KALRO figure quoted by NPCK)", "potato", "planting", "DAP", 500, 10, "at planting", "KE-NPCK-POTATO"],
  ["Tanzania", "national (irrigated/lowland rice, general recommendation)", "rice", "planting", "DAP 18-46-0 (product = conversion choice for 40 kg P2O5)", 87, 1.74, "basal, within 1 week before transplanting, incorporated", "TZ-NAFAKA-RICE-2017"],
  ["Tanzania", "national (irrigated/lowland rice, general recommendation)", "rice", "planting", "MOP 0-0-60 (product = conversion choice for 40 kg K2O)", 66.7, 1.33, "basal, within 1 week before transplanting", "TZ-NAFAKA-RICE-2017"],
  ["Tanzania", "national (irrigated/lowland rice, general recommendation)", "rice", "top1", "Urea 46% N (60 kg N = half of 120 kg N)", 130.4, 2.61, "at transplanting, or >=1 month after emergence if direct-seeded", "TZ-NAFAKA-RICE-2017"],
  ["Tanzania", "national (irrigated/lowland rice, general recommendation)", "rice", "top2", "Urea 46% N (60 kg N = half of 120 kg N)", 130.4, 2.61, "panicle initiation to shortly before heading", "TZ-NAFAKA-RICE-2017"],
  ["Tanzania", "sub-humid zone (Morogoro trials; 'recommended rate')", "maize", "planting", "DAP 18-46-0 (product = conversion choice for 40 kg P)", 199.3, 3.99, "timing not stated in source", "TZ-SAIDIA-2018"],
  ["Tanzania", "sub-humid zone (Morogoro trials; 'recommended rate')", "maize", "top1", "Urea 46% N (balance of 80 kg N after DAP-N)", 95.9, 1.92, "timing not stated in source", "TZ-SAIDIA-2018"],
  ["Tanzania", "cassava-sweet potato intercrop (AKILIMO CIS tool; target 68 N, 33.2 P, 60 K kg/ha)", "cassava (intercropped with sweet potato)", "season_total", "NPK 17-17-17", 400, 8, "8 bags/ha per code comment; timing not stated; comment is approximate vs nutrient target", "TZ-AKILIMO-CIS"],
  ["Tanzania", "cassava-sweet potato intercrop (AKILIMO CIS tool; target 68 N, 33.2 P, 60 K kg/ha)", "cassava (intercropped with sweet potato)", "season_total", "Urea 46% N", 100, 2, "2 bags/ha per code comment; timing not stated", "TZ-AKILIMO-CIS"],
  ["Rwanda", "national (current practice/blanket stated by maize federation; see AgWISE conflict note)", "maize", "planting", "DAP 18-46-0", 100, 2, "at planting", "RW-NEWTIMES-2020"],
  ["Rwanda", "national (current practice/blanket stated by maize federation; see AgWISE conflict note)", "maize", "top1", "Urea 46% N", 50, 1, "timing not stated in 2020 source; RADA 2007 practice: urea 'at this early time of weeding'", "RW-NEWTIMES-2020"],
  ["Rwanda", "national (RAB rice blanket as quoted in CGIAR AgWISE code)", "rice", "planting", "NPK 17-17-17", 200, 4, "timing not stated in source", "RW-AGWISE-2024"],
  ["Rwanda", "national (RAB rice blanket as quoted in CGIAR AgWISE code)", "rice", "top1", "Urea 46% N", 100, 2, "timing not stated in source", "RW-AGWISE-2024"],
  ["Rwanda", "national (e-hinga)", "potato", "planting", "NPK 17-17-17", 300, 6, "in planting holes at planting (single-dose option)", "RW-EHINGA-POTATO"],
  ["Rwanda", "national (e-hinga, split option)", "potato", "planting", "NPK 17-17-17", 150, 3, "at planting", "RW-EHINGA-POTATO"],
  ["Rwanda", "national (e-hinga, split option)", "potato", "top1", "NPK 17-17-17", 150, 3, "at weeding", "RW-EHINGA-POTATO"],
  ["Ghana", "Guinea/Sudan savanna ('savanna ecology')", "maize", "planting", "NPK 15-20-20", 200, 4, "basal (4 bags/ha)", "GH-SMARTAGRO-SOIL"],
  ["Ghana", "Guinea/Sudan savanna ('savanna ecology')", "maize", "top1", "Urea 46% N", 150, 3, "top dressing (3 bags/ha); timing not stated", "GH-SMARTAGRO-SOIL"],
  ["Ghana", "forest-savanna transition", "maize", "planting", "NPK 15-20-20", 300, 6, "basal (6 bags/ha)", "GH-SMARTAGRO-SOIL"],
  ["Ghana", "forest-savanna transition", "maize", "top1", "Urea 46% N", 100, 2, "top dressing (2 bags/ha); timing not stated", "GH-SMARTAGRO-SOIL"],
  ["Ghana", "lowland rice (national)", "rice", "planting", "NPK 15-20-20", 300, 6, "basal (6 bags/ha)", "GH-SMARTAGRO-SOIL"],
  ["Ghana", "lowland rice (national)", "rice", "top1", "Sulphate of ammonia 21% N", 150, 3, "top dressing (3 bags/ha, lowlands); timing not stated", "GH-SMARTAGRO-SOIL"],
  ["Ghana", "national", "yam", "planting", "NPK 15-20-20", 200, 4, "basal (4 bags/ha)", "GH-SMARTAGRO-SOIL"],
  ["Ghana", "lowland rice - Guinea savanna / forest-savanna transition", "rice", "planting", "NPK 15-20-20", 300, 6, "basal (6 bags/ha)", "GH-SMARTAGRO-RICE"],
  ["Ghana", "lowland rice - Guinea savanna / forest-savanna transition", "rice", "top1", "Urea 46% N (or 4 bags/ha SA - next row)", 100, 2, "top dressing (2 bags/ha); guide's general N timing: 5-6 weeks after seedling emergence, before booting", "GH-SMARTAGRO-RICE"],
  ["Ghana", "lowland rice - Guinea savanna / forest-savanna transition", "rice", "top1", "Sulphate of ammonia 21% N (alternative)", 200, 4, "top dressing (4 bags/ha)", "GH-SMARTAGRO-RICE"],
  ["Ghana", "upland rice - Guinea savanna / forest-savanna transition", "rice", "planting", "NPK 15-20-20", 200, 4, "basal (4 bags/ha)", "GH-SMARTAGRO-RICE"],
  ["Ghana", "upland rice - Guinea savanna / forest-savanna transition", "rice", "top1", "Urea 46% N", 150, 3, "top dressing (3 bags/ha)", "GH-SMARTAGRO-RICE"],
  ["Ghana", "national (rice guide, section 6.1)", "rice", "top2", "Sulphate of ammonia 21% N (or 75 kg urea)", 50, 1, "5-6 weeks after seedling emergence, just before booting", "GH-SMARTAGRO-RICE"],
  ["Ghana", "national (maize guide, per ha text)", "maize", "planting", "NPK 15-15-15", 250, 5, "10-14 days after planting (5 bags/ha)", "GH-SMARTAGRO-MAIZE"],
  ["Ghana", "national (maize guide, per ha text)", "maize", "top1", "Sulphate of ammonia 21% N (or 1.5 bags/ha urea)", 125, 2.5, "at tasselling/booting (2.5 bags/ha)", "GH-SMARTAGRO-MAIZE"],
  ["Ghana", "national (maize guide, per ha text)", "maize", "top1", "Urea 46% N (alternative to SA)", 75, 1.5, "at tasselling/booting (1.5 bags/ha)", "GH-SMARTAGRO-MAIZE"],
  ["Ghana", "national (maize guide, per acre text)", "maize", "planting", "NPK compound (15-15-15 named elsewhere)", 247.1, 4.94, "2 bags/acre; timing per guide 10-14 days after planting", "GH-SMARTAGRO-MAIZE"],
  ["Ghana", "national (maize guide, per acre text)", "maize", "top1", "Urea 46% N", 123.6, 2.47, "1 bag/acre", "GH-SMARTAGRO-MAIZE"],
  ["Ghana", "national (optimum requirement, MOFA 2003 via FAO 2005)", "maize", "season_total", "Ammonium sulphate (AS)", 250, 5, "split/timing not given in Table 39", "GH-FAO-2005"],
  ["Ghana", "national (optimum requirement, MOFA 2003 via FAO 2005)", "maize", "season_total", "SSP", 250, 5, "split/timing not given in Table 39", "GH-FAO-2005"],
  ["Ghana", "national (optimum requirement, MOFA 2003 via FAO 2005)", "maize", "season_total", "MOP", 50, 1, "split/timing not given in Table 39", "GH-FAO-2005"],
  ["Ghana", "national, flooded rice (optimum requirement, MOFA 2003 via FAO 2005)", "rice", "season_total", "Ammonium sulphate (AS)", 250, 5, "split/timing not given in Table 39", "GH-FAO-2005"],
  ["Ghana", "national, flooded rice (optimum requirement, MOFA 2003 via FAO 2005)", "rice", "season_total", "TSP", 125, 2.5, "split/timing not given in Table 39", "GH-FAO-2005"],
  ["Ghana", "national (optimum requirement, MOFA 2003 via FAO 2005)", "cassava", "season_total", "Ammonium sulphate (AS)", 375, 7.5, "split/timing not given in Table 39", "GH-FAO-2005"],
  ["Ghana", "national (optimum requirement, MOFA 2003 via FAO 2005)", "cassava", "season_total", "SSP", 250, 5, "split/timing not given in Table 39", "GH-FAO-2005"],
  ["Ghana", "national (optimum requirement, MOFA 2003 via FAO 2005)", "cassava", "season_total", "MOP", 125, 2.5, "split/timing not given in Table 39", "GH-FAO-2005"],
  ["Ghana", "national (optimum requirement, MOFA 2003 via FAO 2005)", "groundnut", "season_total", "Ammonium sulphate (AS)", 75, 1.5, "split/timing not given in Table 39", "GH-FAO-2005"],
  ["Ghana", "national (optimum requirement, MOFA 2003 via FAO 2005)", "groundnut", "season_total", "SSP", 250, 5, "split/timing not given in Table 39", "GH-FAO-2005"],
  ["Ghana", "national (optimum requirement, MOFA 2003 via FAO 2005)", "groundnut", "season_total", "MOP", 25, 0.5, "split/timing not given in Table 39", "GH-FAO-2005"],
  ["Ghana", "national average (CSIR Ghana agritech Q&A)", "maize", "planting", "NPK 15-15-15 (product = conversion choice for 60-60-60 kg/ha N-P2O5-K2O)", 400, 8, "within 7-10 days after planting (basal: all P, K and 2/3 of N)", "GH-CSIR-QA"],
  ["Ghana", "national average (CSIR Ghana agritech Q&A)", "maize", "top1", "Urea 46% N (30 kg N/ha)", 65.2, 1.3, "4 weeks after planting (early maturing) or 6 weeks (intermediate/late maturing)", "GH-CSIR-QA"],
  ["Ghana", "cocoa belt (CRIG-approved package as described by Yara Ghana)", "cocoa", "season_total", "Asaase Wura (cocoa NPK)", 370.7, 7.41, "3 bags/acre in April/May", "GH-GNA-COCOA-2013"],
  ["Ghana", "cocoa belt (CRIG-approved package as described by Yara Ghana)", "cocoa", "season_total", "Nitrabor (N + Ca + B)", 123.6, 2.47, "1 bag/acre in July/August", "GH-GNA-COCOA-2013"],
  ["Nigeria", "cassava-maize intercrop areas (AKILIMO IC tool)", "maize", "season_total", "NPK 15-15-15", 300, 6, "6 bags/ha; timing not stated in code", "NG-AKILIMO-IC"],
  ["Nigeria", "cassava-maize intercrop areas (AKILIMO IC tool)", "maize", "season_total", "Urea 46% N", 100, 2, "2 bags/ha; timing not stated in code", "NG-AKILIMO-IC"],
  ["Nigeria", "Plateau State (potato, MercyCorps use case)", "potato", "season_total", "NPK 15-15-15", 650, 13, "13 bags/ha; timing not stated", "NG-AGWISE-POTATO"],
  ["Nigeria", "not zone-specific (blog)", "maize", "planting", "NPK 15-15-15", 247.1, 4.94, "2 bags/acre; timing not in excerpt", "NG-FARMSQUARE-MAIZE"],
  ["Nigeria", "not zone-specific (blog)", "maize", "top1", "Sulphate of ammonia (or half-bag urea/acre)", 123.6, 2.47, "1 bag/acre; timing not in excerpt", "NG-FARMSQUARE-MAIZE"],
  ["Nigeria", "not zone-specific (blog)", "maize", "top1", "Urea 46% N (alternative)", 61.8, 1.24, "half bag/acre", "NG-FARMSQUARE-MAIZE"],
  ["Nigeria", "national (press quote of fertilizer-company expert)", "rice", "season_total", "NPK (grade not stated)", 200, 4, "4 bags/ha; split not stated", "NG-TRUST-NOTORE"],
  ["Nigeria", "national (press quote of fertilizer-company expert)", "rice", "season_total", "Urea 46% N", 100, 2, "2 bags/ha; split not stated", "NG-TRUST-NOTORE"],
  ["Nigeria", "national (press quote of fertilizer-company expert)", "maize", "season_total", "NPK (grade not stated)", 100, 2, "2 bags/ha; split not stated (low vs other sources)", "NG-TRUST-NOTORE"],
  ["Nigeria", "national (press quote of fertilizer-company expert)", "maize", "season_total", "Urea 46% N", 50, 1, "1 bag/ha; split not stated", "NG-TRUST-NOTORE"],
  ["Nigeria", "national (press quote of fertilizer-company expert)", "yam", "season_total", "NPK (grade not stated)", 200, 4, "4 bags/ha; 'one dosage of a match box for each heap'", "NG-TRUST-NOTORE"],
  ["Nigeria", "national (press quote of fertilizer-company expert)", "yam", "season_total", "Urea 46% N", 100, 2, "2 bags/ha", "NG-TRUST-NOTORE"],
  ["Nigeria", "humid forest zone", "rice", "planting", "NPK 15-15-15 (conversion choice for 30-30-30)", 200, 4, "basal; timing not in excerpt", "NG-AGROREAD-RICE"],
  ["Nigeria", "humid forest zone", "rice", "top1", "Urea 46% N (balance to 60 kg N)", 65.2, 1.3, "timing not in excerpt", "NG-AGROREAD-RICE"],
  ["Nigeria", "savanna zone (upper N bound)", "rice", "planting", "NPK 15-15-15 (conversion choice for 30-30-30)", 200, 4, "basal; timing not in excerpt", "NG-AGROREAD-RICE"],
  ["Nigeria", "savanna zone (upper N bound)", "rice", "top1", "Urea 46% N (balance to 80 kg N)", 108.7, 2.17, "timing not in excerpt", "NG-AGROREAD-RICE"],
  ["Côte d'Ivoire", "irrigated lowland (bas-fond) rice", "rice", "planting", "NPK (formula not given in excerpt)", 200, 4, "basal after draining, before shallow ploughing and levelling", "CI-CNRA-RIZ-IRR"],
  ["Senegal", "Senegal River valley irrigated rice", "rice", "top1", "Urea 46% N", 120, 2.4, "start of tillering (4-leaf stage)", "SN-AGRISENEGAL-RIZ"],
  ["Senegal", "Senegal River valley irrigated rice", "rice", "top2", "Urea 46% N", 120, 2.4, "panicle initiation", "SN-AGRISENEGAL-RIZ"],
  ["Senegal", "Haute Casamance (Vélingara) - mil sanio", "millet", "season_total", "NPK (formula not stated)", 150, 3, "'dose recommandée'; split not stated", "SN-UASZ-MIL"],
  ["Senegal", "Haute Casamance (Vélingara) - mil sanio", "millet", "season_total", "Urea 46% N", 100, 2, "'dose recommandée'; split not stated", "SN-UASZ-MIL"],
];

/** source id -> title (organisation, year) and where it was read. */
export const SOURCES: Record<string, { title: string; where: string }> = {
  "KE-KALRO-KCEP-2021": { title: "Esilaba A.O. et al., KCEP-CRAL Farmers' Extension Handbook: Cereals and Pulses, Kenya Agricultural and Livestock Research Organization (KALRO), 2021 (also listed on ResearchGate 370004897)", where: "text copy in GitHub Patricknmaina/Shamba-AI, `ml_service/data/corpus/FarmersExtensionHandbookCerealsandPulses.md`, commit 4fc33252 (2025-10-03): Table 4.4 and sections 4.2, 4.3, 5.1–5.4" },
  "KE-NAFIS-MAIZE": { title: "National Farmers Information Service (NAFIS), Ministry of Agriculture, Kenya, \"Maize – Field management practices\" (undated)", where: "http://www.nafis.go.ke/agriculture/maize/field-management-practices/" },
  "KE-APNI-2020": { title: "Mutegi J., Gitonga A., Muthamia J., Higher Maize Yield, African Plant Nutrition Institute (APNI), 2020, CC-BY; tables adapted from Baijukya et al. 2016", where: "text copy in Shamba-AI `ml_service/data/corpus/Higher-Maize-Yield-0720.md` (Tables 2–3)" },
  "KE-FARMBIZ-KALRO": { title: "FarmBiz Africa, \"Farmers use cattle manure and mineral fertilizers to double crops yields\" (reporting KALRO research)", where: "https://farmbiz.glorycarefoundation.org/our-club/10-smart-farms/1851-farmers-use-cattle-manure-and-mineral-fertilizers-to-double-crops-yields" },
  "KE-NPCK-POTATO": { title: "National Potato Council of Kenya, \"Fertilization\" (modernization options page)", where: "http://modernizationoption.npck.org/fertilization/" },
  "GH-FAO-2005": { title: "FAO, Fertilizer use by crop in Ghana, 2005, chapter 6, Table 39 (adapted from MOFA 2003)", where: "http://www.fao.org/docrep/008/a0013e/a0013e0a.htm" },
  "GH-SMARTAGRO-SOIL": { title: "Ghanaian soil-fertility extension text (\"Current situation of soils in Ghana…\", crop sections maize/rice/yam); publisher not named in copy", where: "GitHub Softtouch-developers/smartagro `backend/knowledgebase/soil_nutrients.md`, commit 4513f44b (2026-01-30)" },
  "GH-SMARTAGRO-RICE": { title: "Ghanaian rice production guide (sections 6.0–6.2 and blend table); publisher not named", where: "same repo, `backend/knowledgebase/rice.md`" },
  "GH-SMARTAGRO-MAIZE": { title: "Ghanaian maize production guide (section 6.0 and blend table); publisher not named", where: "same repo, `backend/knowledgebase/maize.md`" },
  "GH-CSIR-QA": { title: "CSIR Ghana agritech Q&A portal: maize fertilizer rates (Q 358) and \"What is the best time to apply fertilizer\" (Q 360)", where: "http://agritech.csirgh.com/?qa=358 ; http://agritech.csirgh.com/?qa=360&qa_1=what-is-the-best-time-to-apply-fertilizer" },
  "GH-GNA-COCOA-2013": { title: "Ghana News Agency report on CRIG-approved cocoa fertilizer (Yara Ghana), 4 Apr 2013 (via ghanamma.com); CRIG scientist quoted by GhanaWeb", where: "ghanamma.com / ghanaweb.com articles (exact paths not recorded)" },
  "NG-AKILIMO-IC": { title: "IITA AKILIMO, `akilimo-recommendations`, function for cassava–maize intercrop recommendations (`AkilimoFunctions_5D.R` line 115)", where: "GitHub IITA-AKILIMO/akilimo-recommendations, commit 1d630102 (2025-05-28)" },
  "NG-AGWISE-POTATO": { title: "CGIAR Excellence in Agronomy AgWISE, Nigeria MercyCorps potato use case (`responsefunctions/Scripts/useCases/useCase_Nigeria_MercyCorps/Potato/randomNoiseReduction_Potato_MercyCops.R` line 721)", where: "GitHub AgWISE-EiA/responsefunctions, commit ba5e46cc (2024-11-23)" },
  "NG-AGROREAD-RICE": { title: "AgroRead blog, rice fertilizer recommendation by zone (2018)", where: "agroread.com (exact path not recorded)" },
  "NG-FARMSQUARE-MAIZE": { title: "Farmsquare blog, maize fertilizer application in Nigeria", where: "farmsquare.ng (exact path not recorded)" },
  "NG-TRUST-NOTORE": { title: "Trust Radio / Daily Trust, \"Farmers suffer collapse of extension services\" (quoting a Notore fertilizer expert)", where: "https://trustradio.com.ng/en/farmers-suffer-collapse-of-extension-services" },
  "NG-SOILMAP-FORMULATIONS": { title: "\"Soil and crop specific fertilizer formulations based on soil fertility\" (table from Nigeria's soil fertility maps), reproduced on a Premium Agrochemicals web page", where: "https://premiumagrochemicals.com/10-workout-tips-for-increasing-muscle-size-2 (page slug unrelated to content)" },
  "RW-NEWTIMES-2020": { title: "The New Times (Rwanda), \"High costs blamed for low fertiliser uptake\", 17 Mar 2020", where: "http://www.newtimes.co.rw/article/175094/News/high-costs-blamed-for-low-fertiliser-uptake/amp" },
  "RW-NEWTIMES-2007": { title: "The New Times (Rwanda), \"RADA official predicts high maize production in Kayonza\", 3 Dec 2007", where: "http://newtimes.co.rw/article/3206/rada-official-predicts-high-maize-production-in-kayonza/amp" },
  "RW-AGWISE-2024": { title: "CGIAR AgWISE, Rwanda RAB use cases: rice (`responsefunctions/Scripts/useCases/UseCase_Rwanda_RAB/Rice/agwise_QUEFTS_routine_Rice.R` line 473), potato (`…/Potato/agwise_QUEFTS_routine_Potato2.R` line 1614), maize (`responsefunctions/Scripts/useCases/UseCase_Ghana_Maize/randomNoiseReduction_maize2.R`, which sets `country <- \"Rwanda\"`, line 1365)", where: "GitHub AgWISE-EiA/responsefunctions, commit ba5e46cc (2024-11-23)" },
  "RW-EHINGA-POTATO": { title: "e-hinga (MINAGRI/RAB e-extension), \"Irish potatoes\"", where: "https://ehinga.org/en_irish-potatoes" },
  "TZ-NAFAKA-RICE-2017": { title: "Kashenge-Killenga S. et al., Compendium of Rice Production Training Protocols, Africa RISING–NAFAKA, ARI Dakawa / IITA, June 2017", where: "text copy in Shamba-AI `ml_service/data/corpus/89f97827e32ec2f7ba7220dcf5ac20f0.md`" },
  "TZ-SAIDIA-2018": { title: "Saidia P.S. et al., \"Effects of Nitrogen and Phosphorus Micro-Doses on Maize Growth and Yield in a Sub-Humid Tropical Climate\", Annals of Biological Research 9(2), 2018", where: "http://www.scholarsresearchlibrary.com/articles/effects-of-nitrogen-and-phosphorus-microdoses-on-maize-growth-and-yield-in-a-subhumid-tropical-climate-14990.html" },
  "TZ-AKILIMO-CIS": { title: "IITA AKILIMO, cassava–sweet potato intercropping recommendations (`AkilimoFunctions_5D.R` line 2831)", where: "GitHub IITA-AKILIMO/akilimo-recommendations, commit 1d630102" },
  "TZ-TARI-ACID-2021": { title: "Daily News (Tanzania) via allAfrica, \"Tanzania: Right Fertilizers to Use Training Looms\", 10 May 2021", where: "https://allafrica.com/stories/202105100505.html" },
  "SN-AGRISENEGAL-RIZ": { title: "agrisenegal.com, \"Riz – Guide du producteur / L'itinéraire technique\"", where: "https://agrisenegal.com/litineraire-technique/" },
  "SN-UASZ-MIL": { title: "Université Assane Seck de Ziguinchor thesis abstract on mil sanio fertilization, PAPEM Vélingara (2017)", where: "rivieresdusud.uasz.sn (repository handle 832)" },
  "SN-TALKAG-ARACHIDE": { title: "TalkAg, \"Faut-il une fertilisation pour un bon rendement de l'arachide ?\"", where: "https://www.talkag.com/post/?src=28356" },
  "CI-CNRA-RIZ-IRR": { title: "CNRA (Côte d'Ivoire), fiche technique Bien pratiquer la riziculture irriguée en Côte d'Ivoire; CNRA Bien fertiliser le riz pluvial", where: "fr.scribd.com/document/622025061 (first page only)" },
  "CI-KOKO-COCOA-2014": { title: "Koko L. et al. (CNRA), cocoa fertilization paper, Procedia Engineering 83, 2014 (formula 0-23-19 + 10CaO + 5MgO)", where: "abstract/first page only" },
  "NG-RESEARCH": { title: "PMC9674543 (N × P trials at Iburu and Zaria); Ogunboye O.I. et al. 2020, \"Effects of Split Application of Urea Fertilizer on Soil Chemical Properties, Maize Performance and Profitability in Southwest Nigeria\", Bentham Open (TOASJ-14-36)", where: "https://pmc.ncbi.nlm.nih.gov/articles/PMC9674543 ; https://www.benthamopen.com/FULLTEXT/TOASJ-14-36" },
  "KE-TEA-PRESS": { title: "People Daily (Kenya) report on KTDA fertilizer supply (one 50 kg bag per 700 bushes); TRFK NPK 26:5:5 trial rates (research page)", where: "press/research pages (exact paths not recorded); narrative only" },
};

/** The geography's country ids. */
export const COUNTRY_IDS: Record<string, number> = { Nigeria: 1, Ghana: 2, "Côte d'Ivoire": 3, Senegal: 4, Kenya: 5, Rwanda: 6, Tanzania: 7 };

/** The crop types (FarmerRecordTypes migration) the rows' crops are: 1 maize, 2 rice, 3 sorghum, 4 millet, 6 cassava, 7 yam, 9 Irish potato, 11 cowpea, 12 beans, 13 pigeon pea, 15 groundnut, 18 cocoa. */
export const CROP_IDS: Record<string, number | null> = {
  maize: 1,
  'maize+bean intercrop': 1,
  rice: 2,
  sorghum: 3,
  millet: 4,
  cassava: 6,
  'cassava (intercropped with sweet potato)': 6,
  yam: 7,
  potato: 9,
  cowpea: 11,
  beans: 12,
  'pigeon pea': 13,
  groundnut: 15,
  cocoa: 18,
  'green gram': null,
};

/**
 * Where each region string of the rows applies, decided one by one (the research file says its region strings are
 * descriptive and must be mapped; nothing here is inferred from the wording at run time). Keyed by country, then by
 * the region string exactly as in PUBLISHED_ROWS; every region of a row must have an entry (the migration and
 * fertilizer-recommendations.spec.ts refuse one without).
 * - COUNTRY: the source gives the advice for the whole country, on purpose ("national", "not zone-specific").
 * - STATES: the states (Kenyan counties, Ghanaian and Senegalese regions, ...) by the geography's names. A region
 *   named by a province or zone applies only to the states lying in it as a whole; `excludes` names the states the
 *   source leaves out in so many words. A condition inside a state (soil, altitude zone) stays in the region label
 *   the farmer reads.
 * - HELD_BACK: the region cannot be mapped to states with confidence: the row is not loaded (listed in gap 8 above).
 * `why` is for maintainers: it is not shown to users.
 */
export type RegionCoverage =
  | { scope: 'COUNTRY'; why: string }
  | { scope: 'STATES'; states: string[]; excludes?: string[]; why: string }
  | { scope: 'HELD_BACK'; why: string };

const KENYA_CENTRAL_PROVINCE = ['Kiambu', 'Kirinyaga', "Murang'a", 'Nyandarua', 'Nyeri'];
const KENYA_EASTERN_PROVINCE = ['Embu', 'Isiolo', 'Kitui', 'Machakos', 'Makueni', 'Marsabit', 'Meru', 'Tharaka-Nithi'];
const KENYA_NYANZA_PROVINCE = ['Homa Bay', 'Kisii', 'Kisumu', 'Migori', 'Nyamira', 'Siaya'];
const KENYA_WESTERN_PROVINCE = ['Bungoma', 'Busia', 'Kakamega', 'Vihiga'];
/** The Kisii (Gusii) highlands: Kisii and Nyamira counties, the former Kisii District split in 1989. */
const KISII_HIGHLANDS = ['Kisii', 'Nyamira'];
const NAFIS_NORTH_RIFT = ['Trans Nzoia', 'Nandi', 'Uasin Gishu', 'Kericho'];
/** Ghana's five northern regions, savanna as a whole (Guinea savanna, with Sudan savanna in the north-east corner). */
const GHANA_SAVANNA_REGIONS = ['Northern', 'Savannah', 'North East', 'Upper East', 'Upper West'];
/** Guinea savanna only: Upper East, whose north-east is Sudan savanna, is left out. */
const GHANA_GUINEA_SAVANNA_REGIONS = ['Northern', 'Savannah', 'North East', 'Upper West'];

const national = (why: string): RegionCoverage => ({ scope: 'COUNTRY', why });
const nafisNorthRift: RegionCoverage = { scope: 'STATES', states: NAFIS_NORTH_RIFT, why: 'the four counties the NAFIS table names' };
const kisiiAndCentral: RegionCoverage = {
  scope: 'STATES',
  states: [...KISII_HIGHLANDS, ...KENYA_CENTRAL_PROVINCE],
  why: 'Kisii highlands = Kisii and Nyamira counties; Central Kenya = the five counties of the former Central Province',
};
const nyanzaAndWestern: RegionCoverage = {
  scope: 'STATES',
  states: [...KENYA_NYANZA_PROVINCE, ...KENYA_WESTERN_PROVINCE].filter((county) => !KISII_HIGHLANDS.includes(county)),
  excludes: KISII_HIGHLANDS,
  why: 'former Nyanza and Western provinces, without the Kisii highlands the source excludes; black cotton soils (a soil, not a place) stay in the label',
};
const eastern = (why: string): RegionCoverage => ({ scope: 'STATES', states: KENYA_EASTERN_PROVINCE, why });
const guineaSavannaRice: RegionCoverage = {
  scope: 'STATES',
  states: GHANA_GUINEA_SAVANNA_REGIONS,
  why: 'the Guinea savanna part only: the forest-savanna transition crosses Bono, Bono East, Ashanti, Eastern, Volta and Oti without following their borders',
};
const akilimoIntercrop = (why: string): RegionCoverage => ({ scope: 'HELD_BACK', why });

export const REGION_COVERAGE: Record<string, Record<string, RegionCoverage>> = {
  Kenya: {
    'national (KCEP-CRAL handbook; choice 1)': national("KALRO's national handbook, Table 4.4 'for maize in Kenya'"),
    'national (KCEP-CRAL handbook; choice 2)': national("KALRO's national handbook, Table 4.4"),
    'national (KCEP-CRAL handbook; choice 3)': national("KALRO's national handbook, Table 4.4"),
    'national (KCEP-CRAL handbook)': national("KALRO's national handbook"),
    'national, maize/bean intercrop (KCEP-CRAL handbook)': national("KALRO's national handbook (extra rate where beans are intercropped)"),
    'Trans Nzoia/Nandi/Uasin Gishu/Kericho - newly cultivated forest soils (option TSP)': nafisNorthRift,
    'Trans Nzoia/Nandi/Uasin Gishu/Kericho - newly cultivated forest soils (option DAP)': nafisNorthRift,
    'Trans Nzoia/Nandi/Uasin Gishu/Kericho - old cultivated fertile soils (option TSP)': nafisNorthRift,
    'Trans Nzoia/Nandi/Uasin Gishu/Kericho - old cultivated fertile soils (option DAP)': nafisNorthRift,
    'Trans Nzoia/Nandi/Uasin Gishu/Kericho - moderately fertile soils (option TSP)': nafisNorthRift,
    'Trans Nzoia/Nandi/Uasin Gishu/Kericho - moderately fertile soils (option DAP)': nafisNorthRift,
    'Trans Nzoia/Nandi/Uasin Gishu/Kericho - low fertility soils (option FYM only at planting)': nafisNorthRift,
    'Trans Nzoia/Nandi/Uasin Gishu/Kericho - low fertility soils (option DAP + FYM)': nafisNorthRift,
    'Kisii highlands & Central Kenya (option TSP)': kisiiAndCentral,
    'Kisii highlands & Central Kenya (option DAP)': kisiiAndCentral,
    'Nyanza & Western (excl. black cotton soils, Kisii) (option DAP)': nyanzaAndWestern,
    'Nyanza & Western (excl. black cotton soils, Kisii) (option SSP)': nyanzaAndWestern,
    'Medium zones of Central Province': {
      scope: 'STATES',
      states: KENYA_CENTRAL_PROVINCE,
      why: 'the former Central Province; its medium zones (an altitude band inside the counties) stay in the label',
    },
    'Marginal areas of Eastern Province (lower bound)': eastern('the former Eastern Province; its marginal areas stay in the label'),
    'Marginal areas of Eastern Province (upper bound)': eastern('the former Eastern Province; its marginal areas stay in the label'),
    'Coastal lowlands sandy soils': {
      scope: 'STATES',
      states: ['Mombasa', 'Kilifi', 'Kwale', 'Lamu', 'Tana River'],
      why: 'the coastal counties of the former Coast Province; Taita-Taveta (mostly inland hills and plains) left out',
    },
    'national, maize (H512, long rains) with 5 or 10 t/ha cattle manure - fertilizer level 1 (KALRO research as reported)': national('reported as KALRO research without a place'),
    'national, maize (H512, long rains) with 5 or 10 t/ha cattle manure - fertilizer level 2 (KALRO research as reported)': national('reported as KALRO research without a place'),
    'national (target yield 2 t/ha)': national("APNI's national target-yield table"),
    'national (target yield 3 t/ha)': national("APNI's national target-yield table"),
    'national (target yield 4 t/ha)': national("APNI's national target-yield table"),
    'national (target yield 5 t/ha)': national("APNI's national target-yield table"),
    'national, K-deficient soils option (target yield 2 t/ha)': national("APNI's national table for K-deficient soils"),
    'national, K-deficient soils option (target yield 3 t/ha)': national("APNI's national table for K-deficient soils"),
    'national, K-deficient soils option (target yield 4 t/ha)': national("APNI's national table for K-deficient soils"),
    'national, K-deficient soils option (target yield 5 t/ha)': national("APNI's national table for K-deficient soils"),
    'national (KALRO figure quoted by NPCK)': national("KALRO's potato rate as the National Potato Council quotes it"),
  },
  Tanzania: {
    'national (irrigated/lowland rice, general recommendation)': national("the rice compendium's general recommendation"),
    "sub-humid zone (Morogoro trials; 'recommended rate')": {
      scope: 'STATES',
      states: ['Morogoro'],
      why: 'the trials were in Morogoro; the rest of the sub-humid zone has no borders to map',
    },
    'cassava-sweet potato intercrop (AKILIMO CIS tool; target 68 N, 33.2 P, 60 K kg/ha)': akilimoIntercrop(
      "the regions AKILIMO's intercrop tool serves are not in the source, and a cassava lookup cannot tell an intercrop",
    ),
  },
  Rwanda: {
    'national (current practice/blanket stated by maize federation; see AgWISE conflict note)': national('national blanket rate'),
    'national (RAB rice blanket as quoted in CGIAR AgWISE code)': national("RAB's national blanket rate"),
    'national (e-hinga)': national("MINAGRI/RAB's national e-extension"),
    'national (e-hinga, split option)': national("MINAGRI/RAB's national e-extension"),
  },
  Ghana: {
    "Guinea/Sudan savanna ('savanna ecology')": { scope: 'STATES', states: GHANA_SAVANNA_REGIONS, why: "Ghana's five northern regions, savanna as a whole" },
    'forest-savanna transition': {
      scope: 'HELD_BACK',
      why: 'the transition zone crosses Bono, Bono East, Ashanti, Eastern, Volta and Oti without following their borders',
    },
    'lowland rice (national)': national('national, for lowland rice'),
    national: national('national'),
    'lowland rice - Guinea savanna / forest-savanna transition': guineaSavannaRice,
    'upland rice - Guinea savanna / forest-savanna transition': guineaSavannaRice,
    'national (rice guide, section 6.1)': national("the rice guide's general rule"),
    'national (maize guide, per ha text)': national("the maize guide's general rule"),
    'national (maize guide, per acre text)': national("the maize guide's general rule"),
    'national (optimum requirement, MOFA 2003 via FAO 2005)': national("MOFA's national optimum requirement"),
    'national, flooded rice (optimum requirement, MOFA 2003 via FAO 2005)': national("MOFA's national optimum requirement"),
    'national average (CSIR Ghana agritech Q&A)': national("CSIR's national average"),
    'cocoa belt (CRIG-approved package as described by Yara Ghana)': {
      scope: 'STATES',
      states: ['Western', 'Western North', 'Ashanti', 'Ahafo', 'Bono', 'Central', 'Eastern', 'Volta'],
      why: "COCOBOD's cocoa regions (Brong-Ahafo's cocoa in today's Ahafo and Bono); Oti and Bono East, with a few cocoa districts, left out",
    },
  },
  Nigeria: {
    'cassava-maize intercrop areas (AKILIMO IC tool)': akilimoIntercrop(
      "the areas AKILIMO's intercrop tool serves are not in the source, and a maize lookup cannot tell an intercrop",
    ),
    'Plateau State (potato, MercyCorps use case)': { scope: 'STATES', states: ['Plateau'], why: 'Plateau State, as named' },
    'not zone-specific (blog)': national('the blog gives it for Nigeria without a zone'),
    'national (press quote of fertilizer-company expert)': national('quoted for Nigeria without a zone'),
    'humid forest zone': { scope: 'HELD_BACK', why: "the humid forest zone's edge crosses the southern states; no state list in the source" },
    'savanna zone (upper N bound)': {
      scope: 'HELD_BACK',
      why: 'which savanna (Guinea only, or with the Sudan/Sahel whose figure was cut off) is not clear, nor its states',
    },
  },
  "Côte d'Ivoire": {
    'irrigated lowland (bas-fond) rice': national("CNRA's national fiche for irrigated lowland rice"),
  },
  Senegal: {
    'Senegal River valley irrigated rice': {
      scope: 'STATES',
      states: ['Saint-Louis', 'Matam'],
      why: "the valley's irrigated rice regions (Dagana and Podor in Saint-Louis, Matam); Bakel's stretch in Tambacounda left out",
    },
    'Haute Casamance (Vélingara) - mil sanio': { scope: 'STATES', states: ['Kolda'], why: 'Haute Casamance is the Kolda region, Vélingara one of its departments' },
  },
};

/** Where the rows of a region apply; throws for a region no one has mapped yet. */
export function coverageOf(country: string, region: string): RegionCoverage {
  const coverage = REGION_COVERAGE[country]?.[region];
  if (!coverage) throw new Error(`Fertilizer recommendations: region "${region}" of ${country} is not mapped in REGION_COVERAGE`);
  return coverage;
}
