import Foundation
import HTTPClient
import Synchronization
import UsersAdmin

/// Users and clients for the features' tests.
enum Fixtures {
  static let created = Date(timeIntervalSince1970: 1_700_000_000)

  static let ada = AdminUser(
    id: 1, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com",
    avatarURL: URL(string: "https://example.com/ada.png"), createdAt: created)

  static let alan = AdminUser(
    id: 2, firstName: "Alan", lastName: "Turing", email: "alan@example.com", createdAt: created)

  /// A client that lists `users`, answers writes with `answer`, and records the writes in `log`.
  static func client(
    users: [AdminUser] = [ada, alan], log: WriteLog = WriteLog(),
    answer: @escaping @Sendable (AdminUser.ID?, AdminUserDraft) throws -> AdminUser
  ) -> ResourceClient<AdminUser, AdminUserDraft> {
    var client = ResourceClient<AdminUser, AdminUserDraft>.unimplemented
    client.page = { _ in Page(items: users) }
    client.create = { draft, _ in
      log.append(.create(draft))
      return try answer(nil, draft)
    }
    client.update = { id, draft in
      let id = AdminUser.ID(Int(id) ?? 0)
      log.append(.update(id, draft))
      return try answer(id, draft)
    }
    return client
  }
}

/// A write the client was asked for.
enum Write: Sendable, Hashable {
  case create(AdminUserDraft)
  case update(AdminUser.ID, AdminUserDraft)
}

/// The writes a test client was asked for, in order.
final class WriteLog: Sendable {
  private let writes = Mutex<[Write]>([])

  func append(_ write: Write) {
    writes.withLock { $0.append(write) }
  }

  var all: [Write] {
    writes.withLock { $0 }
  }
}
