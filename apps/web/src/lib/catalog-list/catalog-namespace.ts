/**
 * Translation namespaces whose `filters.*` keys the catalog-list kit reads (title, search, open,
 * close, done, showResults, activeCount, town, allTowns, daliPrefecture, elsewhere, townsFailed):
 * the stay and food lists word their filters alike, so the kit's controls take the namespace
 * rather than a dozen label props.
 */
export type CatalogListNamespace = 'stay' | 'food';
