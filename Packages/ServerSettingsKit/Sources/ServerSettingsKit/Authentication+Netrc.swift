import Foundation

extension Authentication {
  /// Why `~/.netrc` could not be read; its description is one line.
  public enum NetrcFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// `$HOME` is not set to an absolute path.
    case noHome
    /// There is no file at `path`, or it may not be read.
    case unreadable(path: String)
    /// The file at `path` is not a `.netrc` file.
    case malformed(path: String, Netrc.SyntaxError)

    public var description: String {
      switch self {
      case .noHome: "~/.netrc is read from $HOME, which is not set"
      case .unreadable(let path): "cannot read '\(path)'"
      case .malformed(let path, let error): "'\(path)' is not a .netrc file: \(error)"
      }
    }
  }

  /// The login and password of `host` (else the `default` entry) in `~/.netrc` of
  /// `environment`'s `$HOME`, as curl's `--netrc` finds them: an IPv6 host without its
  /// brackets; `nil` when the file has neither. Its ``origin`` is `~/.netrc`.
  ///
  /// - Throws: ``NetrcFailure`` when `$HOME` is not set, the file cannot be read, or it is not a
  ///   `.netrc` file (naming the line).
  public static func netrc(
    forHost host: String, environment: [String: String]
  ) throws(NetrcFailure) -> Authentication? {
    guard let home = environment["HOME"], home.hasPrefix("/") else { throw .noHome }
    let path = URL(fileURLWithPath: home).appendingPathComponent(".netrc").path
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadable(path: path)
    }
    let file: Netrc
    do throws(Netrc.SyntaxError) {
      file = try Netrc(parsing: String(decoding: data, as: UTF8.self))
    } catch {
      throw .malformed(path: path, error)
    }
    let bare =
      host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    guard let entry = file.entry(forHost: bare), let login = entry.login else { return nil }
    var authentication = Authentication(login, kind: .basic, origin: "~/.netrc")
    authentication.secret = entry.password
    return authentication
  }
}
