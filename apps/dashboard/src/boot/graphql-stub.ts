// Stands in for `graphql` in the mock API worker. MSW's core imports it for its GraphQL
// handlers (GraphQLHandler and the request parser call `parse`), which Atrium's REST mock never
// registers; the real library is ~67 kB gzip on the signed-in landing's wire.
export function parse(): never {
  throw new Error('The Atrium mock API serves no GraphQL');
}
