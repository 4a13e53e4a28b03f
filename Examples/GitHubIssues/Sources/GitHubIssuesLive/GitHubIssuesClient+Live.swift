import Foundation
import GitHubIssues
import HTTPClient
import HTTPClientLive

extension GitHubIssuesClient {
  /// A client of `repository`'s issues that `session` sends to, under its transfer policy and
  /// through its cache: make the session with ``GitHubSession/session(baseURL:token:policy:cache:)``,
  /// which adds the token and GitHub's headers and follows GitHub's rate limit. Every failure
  /// is a `NetworkError`.
  ///
  /// The feed's next pages are the `Link` header's `next` links, sent below the session's base
  /// URL with the same credentials; a link that leads elsewhere is refused.
  ///
  /// ```swift
  /// let client = GitHubIssuesClient.live(
  ///   GitHubSession.session(baseURL: api, token: token),
  ///   repository: Repository(owner: "octo", name: "harbour"))
  /// ```
  public static func live(_ session: HTTPSession, repository: Repository) -> GitHubIssuesClient {
    GitHubIssuesClient(
      issues: { request in
        var endpoint = GitHubEndpoints.openIssues(in: repository, perPage: request.size)
        if let link = request.continuation?.url {
          endpoint = try endpoint.following(link, below: session.baseURL)
        }
        let (payload, response) = try await session.response(endpoint)
        return try Page(payload, nextLinkIn: response)
      },
      issue: { number in try await session.send(GitHubEndpoints.issue(number, in: repository)) },
      search: { query in try await session.send(GitHubEndpoints.search(query, in: repository)) },
      create: { draft in try await session.send(GitHubEndpoints.create(draft, in: repository)) },
      close: { number in try await session.send(GitHubEndpoints.close(number, in: repository)) })
  }
}
