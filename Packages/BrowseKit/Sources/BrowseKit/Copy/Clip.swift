import Features
import Foundation
import ScreenKit
import TerminalKit

/// What `y` or `Y` copies from the screen shown: the text, and how the status line names it.
///
/// `y` copies the id of the row under the cursor on a list (the posts, the users, the albums,
/// the to-dos, an album's photos), the record's URL on a post or a photo, and the email on a
/// user; `Y` copies the record's JSON as the one-shot command prints it with `--json`: a row
/// as an element of `app posts --json`, a post as `app post 7 --json`, a user as
/// `app user 3 --json`.
public struct Clip: Sendable, Hashable {
  public init(text: String, name: String) {
    self.text = text
    self.name = name
  }

  public var text: String
  /// How the status line names it: `id 7`, `email ada@example.com`, `post 7 as JSON`.
  public var name: String

  /// What a copy takes: the id, URL or email (`y`), or the JSON (`Y`).
  public enum Kind: Sendable, Hashable {
    case text
    case json
  }

  /// What a copy of `kind` takes from `screen`, the record URLs made from `baseURL` (none with
  /// the sample data); `nil` when there is nothing to copy yet.
  public static func of(_ kind: Kind, on screen: ShownScreen, baseURL: URL?) -> Clip? {
    screen.screen.clip(kind, baseURL: baseURL)
  }

  /// A record's id, named as such: `id 7`.
  public static func id(_ id: Int?) -> Clip? {
    id.map { Clip(text: String($0), name: "id \($0)") }
  }

  /// The URL of the record `id` of `resource` on the server at `baseURL`, without the password
  /// of the base URL; its id when there is no server (the sample data), said as such.
  public static func url(_ resource: String, _ id: Int, baseURL: URL?) -> Clip {
    guard let baseURL, var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
    else { return Clip(text: String(id), name: "id \(id) (the sample data has no URL)") }
    components.user = nil
    components.password = nil
    let base = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
    components.path = "\(base)/\(resource)/\(id)"
    let text = components.string ?? "\(resource)/\(id)"
    return Clip(text: text, name: text)
  }

  /// `record`'s JSON as `--json` prints it, named as the `noun` of id `id(record)`.
  public static func json<Record: Encodable>(
    _ record: Record?, _ noun: String, id: (Record) -> Int
  ) -> Clip? {
    guard let record, let text = try? JSONOutput.text(for: record) else { return nil }
    return Clip(text: text, name: "\(noun) \(id(record)) as JSON (\(text.utf8.count) bytes)")
  }
}
