import HTTPClient
import HTTPClientLive
import UsersAdmin

extension UsersAdminClient {
  /// A client of the users API that `session` sends to, under its transfer policy: timeout,
  /// retries of reads, size limit and safe redirects. Every failure is a `NetworkError`; a
  /// `422` is `NetworkError.rejected(resource:fieldErrors:)` with Rails' messages per field.
  ///
  /// ```swift
  /// let client = UsersAdminClient.live(
  ///   HTTPSession(baseURL: baseURL, userAgent: "UsersAdmin/1.0",
  ///     policy: TransferPolicy(timeout: .seconds(30))))
  /// ```
  public static func live(_ session: HTTPSession) -> UsersAdminClient {
    UsersAdminClient(
      users: { try await session.page(UsersAdminEndpoints.users) },
      create: { draft in try await session.send(UsersAdminEndpoints.create(draft)) },
      update: { id, draft in try await session.send(UsersAdminEndpoints.update(id, draft)) })
  }
}
