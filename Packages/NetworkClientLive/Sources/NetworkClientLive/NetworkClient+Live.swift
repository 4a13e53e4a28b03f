import Foundation
import HTTPClient
import Models
import NetworkClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension NetworkClient {
  /// Every request goes below `baseURL`, whose path is kept as a prefix (`…/api` and `…/api/`
  /// both give `…/api/posts`), with `Accept: application/json` and `User-Agent: <userAgent>`.
  /// A read is a `GET`, and any 2xx answer is decoded with `decoder`.
  ///
  /// A write sends its value as JSON with sorted keys and
  /// `Content-Type: application/json; charset=utf-8`: a create is a `POST` answered `201 Created`
  /// (or `200`, as some servers answer) with the stored item, an update a `PATCH` of only the
  /// changed fields answered `200` with the item, and a delete a `DELETE` without a body answered
  /// `200` (or `204 No Content`), whose body is not read. Any other status, 2xx included, is
  /// unexpected. A `422` whose body is `{"errors": {field: [message]}}` is
  /// `NetworkError.rejected(resource:fieldErrors:)`; an error body `{"error": "…"}` gives its
  /// message as the excerpt of `NetworkError.unexpectedStatus(code:bodyExcerpt:request:attempts:)`.
  /// A create answered with success but no readable item is
  /// `NetworkError.unconfirmedCreate(resource:status:reason:)`: it may have been created.
  ///
  /// The policy (see `TransferPolicy`):
  /// - **Timeout.** Every request, its retries and the waits between them, must be done within
  ///   the policy's timeout from the moment it is sent, and by the deadline of a
  ///   `withDeadline(_:isolation:operation:)` scope around the call, on the policy's clock,
  ///   however slowly the server sends; past it the request is abandoned with
  ///   `NetworkError.timedOut(host:limit:attempts:)`.
  /// - **Retries.** A read is tried again, up to `retries` more times, after a connection reset
  ///   or closed before the status line, a timeout, or a `408`, `429`, `500`, `502`, `503` or
  ///   `504`, never after a refused connection, an unknown host, a TLS failure or a bad URL; the
  ///   wait
  ///   doubles from 1 s with a random part (the policy's jitter), or is the server's
  ///   `Retry-After` (seconds or an HTTP date), at most 60 s, and a wait that would pass the
  ///   deadline ends the request with its last error. Errors say how many attempts were made.
  ///   Writes are never retried.
  /// - **Rate limits.** A `429` whose `Retry-After` comes within a minute and the deadline is
  ///   waited for and sent again (a write too, since the server did not carry it out), twice
  ///   at most; a later one fails with `NetworkError.rateLimited(request:status:retryAt:attempts:)`,
  ///   which says when to try again (see `RateLimitPolicy`).
  /// - **Size.** A body larger than `maximumResponseSize` bytes once decompressed, or announced
  ///   so by `Content-Length`, is not read further: `NetworkError.tooLarge(host:limit:)`.
  /// - **Redirects.** A read follows redirects to `http` and `https` URLs; one to another scheme
  ///   is `NetworkError.malformedResponse(host:reason:)`. A write follows `307` and `308` with
  ///   the same method and body (at most 5 in a row) and never follows `301`, `302` or `303`,
  ///   which would turn it into a `GET`: `NetworkError.redirected(request:status:location:)`.
  ///
  /// A query with a parent uses the nested route (`PostQuery(userID: 1)` is `/users/1/posts`);
  /// other filters and the query's `RecordQuery` become percent-encoded query items
  /// (`completed=true`, `q`, `_page`, `_limit`, `_sort`, `_order`), and a default query has none. A page's
  /// `Page.totalCount` comes from `X-Total-Count` when the server sends one; nothing depends
  /// on it. A page past the end is an empty page.
  ///
  /// Every failure is a `NetworkError`: a 404 for an item is
  /// `NetworkError.notFound(resource:id:)`, such as `album 9 not found` (a nested collection
  /// reports its parent: the comments of a missing post report the post), other statuses are
  /// `NetworkError.unexpectedStatus(code:bodyExcerpt:request:attempts:)` naming the method and
  /// final URL (`GET http://…/posts: HTTP 404`), a payload that does not decode is
  /// `NetworkError.undecodable(resource:codingPath:reason:)`; a server that cannot be reached
  /// is `NetworkError.unreachable(host:reason:attempts:)`, one that answered with something
  /// that is not valid HTTP `NetworkError.malformedResponse(host:reason:)`, and a cancelled
  /// call `NetworkError.cancelled`. A call made from a cancelled task throws
  /// `NetworkError.cancelled` without sending anything.
  ///
  /// A post with its author is one request, `GET /posts/{id}?_expand=user`; a server that does
  /// not expand the author is asked for it with `GET /users/{userId}`.
  ///
  /// Reads and writes go through `cache` (see `ResponseCache`): by default nothing is stored.
  ///
  /// The requests go through a session of the client's own made with `session`'s configuration
  /// (its URL protocols included), which the client keeps alive.
  public static func live(
    session: URLSession, decoder: JSONDecoder, baseURL: URL, userAgent: String,
    policy: TransferPolicy = .default, cache: ResponseCache = .disabled
  ) -> NetworkClient {
    live(
      session: HTTPSession(
        session: session, baseURL: baseURL, userAgent: userAgent, cache: cache,
        decoder: decoder),
      policy: { policy })
  }

  /// A client like ``live(session:decoder:baseURL:userAgent:policy:cache:)`` whose session is
  /// made by `makeSession` when the first request is sent, so that reads the cache answers
  /// start no session at all, and whose policy is made by `policy` for each request.
  public static func live(
    makeSession: @escaping @Sendable () -> URLSession, decoder: JSONDecoder, baseURL: URL,
    userAgent: String, policy: @escaping @Sendable () -> TransferPolicy = { .default },
    cache: ResponseCache = .disabled
  ) -> NetworkClient {
    live(
      session: HTTPSession(
        baseURL: baseURL, userAgent: userAgent, cache: cache, decoder: decoder,
        makeSession: makeSession),
      policy: policy)
  }

  /// A client that sends its requests through `session`, under its policy and through its
  /// cache, to the API at its base URL; see
  /// ``live(session:decoder:baseURL:userAgent:policy:cache:)``.
  public static func live(session: HTTPSession) -> NetworkClient {
    live(session: session) { session.policy }
  }

  /// A client that sends its requests through `session`, with the policy `policy` makes for
  /// each request.
  static func live(
    session: HTTPSession, policy: @escaping @Sendable () -> TransferPolicy
  ) -> NetworkClient {
    @Sendable func exchange<Response>(
      _ endpoint: Endpoint<Response>
    ) async throws -> (payload: Response, response: HTTPResponseHead?) {
      var session = session
      session.policy = policy()
      return try await session.response(endpoint)
    }
    @Sendable func fetch<Response>(_ endpoint: Endpoint<Response>) async throws -> Response {
      try await exchange(endpoint).payload
    }
    @Sendable func fetchPage<Item>(
      _ endpoint: Endpoint<ListPayload<Item>>, query: RecordQuery
    ) async throws -> Page<Item> {
      let (payload, response) = try await exchange(endpoint)
      return Page(payload, response: response, query: query)
    }
    @Sendable func fetch<Response>(
      _ makeEndpoint: (JSONEncoder) throws -> Endpoint<Response>
    ) async throws -> Response {
      try await fetch(makeEndpoint(requestEncoder()))
    }
    return NetworkClient(
      posts: { query in try await fetchPage(.posts(query), query: query.list) },
      post: { id in try await fetch(.post(id)) },
      postWithAuthor: { id in
        let expanded = try await fetch(.postExpandingAuthor(id))
        if let author = expanded.author {
          return PostSummary(post: expanded.post, author: author)
        }
        let author = try await Self.author(of: expanded.post) { try await fetch(.user($0)) }
        return PostSummary(post: expanded.post, author: author)
      },
      users: { query in try await fetchPage(.users(query), query: query.list) },
      user: { id in try await fetch(.user(id)) },
      comments: { query in try await fetchPage(.comments(query), query: query.list) },
      albums: { query in try await fetchPage(.albums(query), query: query.list) },
      album: { id in try await fetch(.album(id)) },
      photos: { query in try await fetchPage(.photos(query), query: query.list) },
      photo: { id in try await fetch(.photo(id)) },
      todos: { query in try await fetchPage(.todos(query), query: query.list) },
      createPost: { draft in try await fetch { try .createPost(draft, encoder: $0) } },
      updatePost: { id, changes in
        try await fetch { try .updatePost(id, changes: changes, encoder: $0) }
      },
      deletePost: { id in try await fetch(.deletePost(id)) },
      createUser: { draft in try await fetch { try .createUser(draft, encoder: $0) } },
      updateUser: { id, changes in
        try await fetch { try .updateUser(id, changes: changes, encoder: $0) }
      },
      deleteUser: { id in try await fetch(.deleteUser(id)) },
      updateTodo: { id, changes in
        try await fetch { try .updateTodo(id, changes: changes, encoder: $0) }
      }
    )
  }
}

/// The encoder of request bodies: keys sorted, so that a body is the same from run to run.
private func requestEncoder() -> JSONEncoder {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  return encoder
}
