import Features

/// The users list: every user, the list answered whole.
public typealias AdminUsersListFeature = ListFeature<RecordQuery, AdminUser>

/// The users list as lines of text: each user's name and surname as the title, the email under
/// it, and the avatar's address when there is one.
public enum UsersListScreen {
  /// The lines that show `state`.
  public static func lines(_ state: AdminUsersListFeature.State) -> [String] {
    switch state.page {
    case .loading:
      return ["Users", "Loading…"]
    case .failed(let failure):
      return ["Users", "Could not load the users: \(failure.message)"]
    case .loaded(let page) where page.items.isEmpty && page.skipped.isEmpty:
      return ["Users", "No users yet."]
    case .loaded(let page):
      return ["Users (\(page.items.count))"] + page.items.flatMap(lines(for:))
        + page.skipped.map(\.description)
    }
  }

  /// The lines of one user.
  public static func lines(for user: AdminUser) -> [String] {
    var lines = ["#\(user.id.rawValue) \(user.fullName)", "    \(user.email)"]
    if let avatar = user.avatarURL {
      lines.append("    avatar: \(avatar.absoluteString)")
    }
    return lines
  }
}
