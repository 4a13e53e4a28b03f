import Foundation
import JSONCoding

extension ServerSettingsFile {
  /// One server the file names: its name as written, the line it starts on, and its settings,
  /// or what is wrong with them (each server's mistakes are its own).
  public struct Entry: Sendable {
    /// The name as written: `https://api.example/v1`.
    public var name: String
    /// The root the name stands for, as servers are matched, without a user, a password or a
    /// final `/`; `nil` for a name that is no API root.
    public var root: String?
    /// The line of the file the server's entry starts on.
    public var line: Int
    /// The server's settings, or why they cannot be read.
    public var settings: Result<ServerSettings, Problem> = .success(ServerSettings())
    /// The entry's value as written.
    public var value: JSONValue
    let lines: JSONMemberLines

    init(name: String, line: Int, value: JSONValue, lines: JSONMemberLines) {
      self.name = name
      self.line = line
      self.value = value
      self.lines = lines
    }

    /// The line of the file that holds the member at `keys` below the server (`["headers",
    /// "Accept"]`): the server's own line for no key.
    public func line(of keys: [String]) -> Int {
      keys.isEmpty ? line : lines.line(of: [name] + keys)
    }
  }

  /// The servers the file of `program` in `environment` names (``entries(in:path:environment:)``),
  /// and its path; none when there is no file, or no path can be told.
  ///
  /// - Throws: ``Problem`` when the file cannot be read, others may read or change it, it is not
  ///   JSON, or not an object.
  public static func listing(program: String, environment: [String: String]) throws(Problem)
    -> (path: String?, entries: [Entry])
  {
    guard let path = path(program: program, environment: environment) else { return (nil, []) }
    guard let data = try contents(of: path) else { return (path, []) }
    return (path, try entries(in: data, path: path, environment: environment))
  }

  /// The entry of the server at `baseURL` among `entries`, the first that names it.
  public static func entry(for baseURL: URL, in entries: [Entry]) -> Entry? {
    let wanted = rootText(of: baseURL)
    return entries.first { $0.root == wanted }
  }
}
