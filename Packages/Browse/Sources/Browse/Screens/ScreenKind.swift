import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

/// The kinds of the browser's screens: a tab's root list, or a screen opened over it. The
/// layout, the key help and the status line's keys differ by kind.
enum ScreenKind: CaseIterable, Sendable, Hashable {
  case posts
  case users
  case albums
  case todos
  case post
  case user
  case album
  case photo
  case form
}
