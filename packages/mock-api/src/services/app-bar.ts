// The app bar's search is @atrium/domain's (the catalogue of the app's pages and the search over
// it, decision 0033), the one the server answers with too.
export { searchAppBar } from '@atrium/domain';
