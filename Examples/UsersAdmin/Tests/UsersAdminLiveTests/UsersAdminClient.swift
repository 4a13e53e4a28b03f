import HTTPClient
import HTTPClientLive
import UsersAdmin

/// The users' client as these tests call it.
typealias UsersAdminClient = ResourceClient<AdminUser, AdminUserDraft>

extension ResourceClient where Record == AdminUser, Draft == AdminUserDraft {
  /// The client of the users' description, through `session`.
  static func live(_ session: HTTPSession) -> Self {
    .live(UsersAdminResources.users, session: session)
  }

  /// Every user, the list answered whole.
  func users() async throws -> Page<AdminUser> {
    try await page(RecordQuery(page: PageRequest(size: 100)))
  }

  /// Creates a user from `draft`.
  func create(_ draft: AdminUserDraft) async throws -> AdminUser {
    try await create(draft, nil)
  }

  /// Updates the user `id` as `draft` says.
  func update(_ id: AdminUser.ID, _ draft: AdminUserDraft) async throws -> AdminUser {
    try await update("\(id)", draft)
  }
}
