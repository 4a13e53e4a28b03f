import Foundation
import NetworkClient
import UsersAdmin

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension UsersAdminClient {
  /// A client of the users API at `baseURL`, on `URLSession`: each request has `timeout`, an
  /// answer over `sizeLimit` bytes is refused, and every failure is a `NetworkError` (`422` as
  /// `NetworkError.rejected(resource:fieldErrors:)` with Rails' messages).
  public static func live(
    baseURL: URL, session: URLSession = .shared, timeout: Duration = .seconds(30),
    sizeLimit: Int = 16 << 20
  ) -> UsersAdminClient {
    let exchange = JSONExchange(
      baseURL: baseURL, session: session, timeout: timeout, sizeLimit: sizeLimit)
    return UsersAdminClient(
      users: {
        try await exchange.send(
          "GET", "users.json", expecting: [200], resource: "users", as: [AdminUser].self)
      },
      create: { draft in
        try await exchange.send(
          "POST", "users.json", body: try JSONEncoder().encode(AdminUserEnvelope(user: draft)),
          expecting: [201], resource: "user", as: AdminUser.self)
      },
      update: { id, draft in
        try await exchange.send(
          "PATCH", "users/\(id.rawValue).json",
          body: try JSONEncoder().encode(AdminUserEnvelope(user: draft)),
          expecting: [200], resource: "user", as: AdminUser.self)
      })
  }
}
