import Foundation
import HTTPClient
import HTTPClientLive
import JSONCoding

/// `servers.json`, the settings of each server a program talks to:
/// `$XDG_CONFIG_HOME/PROGRAM/servers.json` when that is an absolute path, else
/// `~/.config/PROGRAM/servers.json`. Its object's names are API roots (``APIRoot``), matched as
/// the cache keys them (with or without a final `/`, one root); each value is a
/// ``ServerSettings``.
///
/// The file may hold secrets, so it is refused, as ssh refuses a key others can read, unless it
/// is its user's alone: owned by the user, and neither readable nor writable by anyone else.
public enum ServerSettingsFile {
  public static let name = "servers.json"
  /// The largest file read: settings are small, and a larger file is a mistake.
  public static let sizeLimit = 1 << 20

  /// What is wrong with the file, as one line that names it, and the line and key within it.
  public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String
    /// The line of the file the problem is on, when it is one line's.
    public var line: Int?
    /// What is wrong, without the file and the line: `'auth.type' of http://… must be …`.
    public var reason: String

    public init(description: String) {
      self.description = description
      reason = description
    }

    /// The problem `reason` on `line` of the file at `path`.
    public init(path: String, line: Int, reason: String) {
      description = "\(path), line \(line): \(reason)"
      self.line = line
      self.reason = reason
    }

    /// Two problems are one when they say the same: their line and reason are its parts.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.description == rhs.description
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(description)
    }
  }

  /// The path of the file of `program` in `environment`; `nil` when neither
  /// `$XDG_CONFIG_HOME` nor `$HOME` is an absolute path.
  public static func path(program: String, environment: [String: String]) -> String? {
    let folder: URL
    if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
      folder = URL(fileURLWithPath: base, isDirectory: true)
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      folder = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".config")
    } else {
      return nil
    }
    return folder.appendingPathComponent(program)
      .appendingPathComponent(name).path
  }

  /// The settings of the server at `baseURL` in the file of `program` in `environment`: none
  /// when there is no file or it names another server.
  ///
  /// - Throws: ``Problem`` when the file cannot be read, others may read or change it, it is not
  ///   JSON, or the settings of the server at `baseURL` are wrong (those of another server are
  ///   not read).
  public static func settings(
    for baseURL: URL, program: String, environment: [String: String]
  ) throws(Problem) -> ServerSettings {
    guard let path = path(program: program, environment: environment),
      let data = try contents(of: path)
    else { return ServerSettings() }
    return try settings(for: baseURL, in: data, path: path, environment: environment)
  }

  /// The settings of the server at `baseURL` in `data`, the text of the file at `path`; none
  /// when it is empty. A message quotes the file's names as they are: a terminal shows them
  /// sanitized.
  public static func settings(
    for baseURL: URL, in data: Data, path: String, environment: [String: String]
  ) throws(Problem) -> ServerSettings {
    // Only the entries of this server count: another's mistake (a name that is no API root,
    // a bad key, a variable not set) is an error for a command that talks to that one alone.
    let wanted = rootText(of: baseURL)
    let entries = try entries(in: data, path: path, environment: environment).filter {
      $0.root == wanted
    }
    guard let entry = entries.first else { return ServerSettings() }
    // A second entry of the server is refused as naming the same server.
    if case .failure(let problem)? = entries.dropFirst().first?.settings { throw problem }
    return try entry.settings.get()
  }

  /// Each server `data`, the text of the file at `path`, names, in its order, with its
  /// settings or what is wrong with them; none when it is empty.
  ///
  /// - Throws: ``Problem`` when the text is not JSON, or not an object.
  public static func entries(
    in data: Data, path: String, environment: [String: String]
  ) throws(Problem) -> [Entry] {
    let value: JSONValue
    do throws(JSONValue.ReadingError) {
      value = try JSONValue(parsing: data)
    } catch .empty {
      return []
    } catch {
      let line = JSONValue.invalidPosition(in: data)?.line ?? 1
      throw Problem(description: "\(path), line \(line): the text is not JSON from here")
    }
    guard let servers = value.object else {
      throw Problem(
        description: "\(path), line 1: must be an object of API roots, such as "
          + #"{"https://api.example": {"headers": {…}}}"#)
    }
    let lines = JSONMemberLines(data)
    var named: [String: String] = [:]
    return servers.map { member in
      let line = lines.line(of: [member.name])
      func problem(_ reason: String, on line: Int = line) -> Problem {
        Problem(path: path, line: line, reason: reason)
      }
      var entry = Entry(name: member.name, line: line, value: member.value, lines: lines)
      do throws(APIRoot.Problem) {
        let root = rootText(of: try APIRoot.url(parsing: member.name))
        if let earlier = named[root] {
          entry.settings = .failure(
            problem("'\(member.name)' names the same server as '\(earlier)'"))
        } else {
          named[root] = member.name
        }
        entry.root = root
      } catch .invalidPort(let port) {
        entry.settings = .failure(
          problem("'\(member.name)' has an invalid port '\(port)' (expected 1 to 65535)"))
        return entry
      } catch {
        entry.settings = .failure(
          problem(
            "'\(member.name)' is not an API root (expected http:// or https:// and a host)"))
        return entry
      }
      guard case .success = entry.settings else { return entry }
      do throws(ServerSettings.Problem) {
        entry.settings = .success(try ServerSettings(member.value, environment: environment))
      } catch {
        let keys = [member.name] + error.path
        let key = error.path.joined(separator: ".")
        let subject = key.isEmpty ? "the settings of \(member.name)" : "'\(key)' of \(member.name)"
        entry.settings = .failure(problem("\(subject) \(error.reason)", on: lines.line(of: keys)))
      }
      return entry
    }
  }

  /// The root `baseURL` is matched by: without its user and password, which name who asks,
  /// not which server, and without a final `/`.
  static func rootText(of baseURL: URL) -> String {
    var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
    components?.user = nil
    components?.password = nil
    return CacheDirectory.rootText(of: components?.url ?? baseURL)
  }

  /// The file's bytes; `nil` when there is no file.
  ///
  /// - Throws: ``Problem`` when it is not a regular file of the user's alone, cannot be read,
  ///   or is larger than ``sizeLimit``.
  static func contents(of path: String) throws(Problem) -> Data? {
    let manager = FileManager.default
    // The file a symbolic link leads to is the one read, and checked.
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard manager.fileExists(atPath: target) else { return nil }
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try manager.attributesOfItem(atPath: target)
    } catch {
      throw Problem(description: "cannot read \(path): \(error.localizedDescription)")
    }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw Problem(description: "\(path) is not a file")
    }
    guard attributes[.ownerAccountName] as? String == NSUserName() else {
      throw Problem(
        description: "\(path) belongs to another user; it may hold secrets, so only its own "
          + "user's is read")
    }
    let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0o777
    let others = mode & 0o077
    guard others == 0 else {
      throw Problem(
        description: "\(path) may hold secrets and others can "
          + (others & 0o044 != 0 ? "read" : "use") + " it (mode "
          + String(mode & 0o777, radix: 8) + "): run chmod 600 \(path)")
    }
    let tooLarge = Problem(description: "\(path) is larger than 1 MB, too large for settings")
    guard ((attributes[.size] as? NSNumber)?.intValue ?? 0) <= sizeLimit else { throw tooLarge }
    do throws(FileContents.Failure) {
      return try FileContents.read(target, limit: sizeLimit)
    } catch .tooLarge {
      throw tooLarge
    } catch {
      throw Problem(description: "cannot read \(path): \(error)")
    }
  }
}
