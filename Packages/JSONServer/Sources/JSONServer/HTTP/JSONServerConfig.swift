import Foundation

/// `app serve`'s options as a command line or a configuration file gives them, each `nil` where
/// it gives none: json-server's `json-server.json`, read from the working directory or
/// from the file `--config` names.
///
/// A configuration file is a JSON object whose members are options, by any name json-server's
/// command line takes for them (`"port"` or `"p"`, `"read-only"`, `"readOnly"` or `"ro"`):
///
/// ```json
/// { "port": 5000, "host": "0.0.0.0", "routes": "routes.json", "read-only": true, "delay": 250 }
/// ```
///
/// The command line wins over the file (``merged(over:)``). Paths in the file (`routes`,
/// `static`) are taken from the working directory, as json-server takes them.
///
/// ```swift
/// let file = try JSONServerConfig(parsing: Data(#"{"port": 5000, "ro": true}"#.utf8),
///   fileName: "json-server.json")
/// var given = JSONServerConfig()
/// given.port = 4000
/// let config = given.merged(over: file)  // port 4000, read-only
/// ```
public struct JSONServerConfig: Sendable, Hashable {
  /// The name of the file read from the working directory when `--config` names none.
  public static let defaultFileName = "json-server.json"

  public var port: Int?
  public var host: String?
  public var watch: Bool?
  /// `--routes`: the rewrite rules' file.
  public var routes: String?
  /// `--static`: the folder of static files.
  public var staticFolder: String?
  public var readOnly: Bool?
  public var noCORS: Bool?
  public var noGzip: Bool?
  public var fake: Bool?
  public var quiet: Bool?
  /// `--delay`, in milliseconds.
  public var delay: Int?
  public var id: String?
  public var foreignKeySuffix: String?

  public init() {}

  /// This configuration's options, and those of `base` where this one gives none.
  public func merged(over base: JSONServerConfig) -> JSONServerConfig {
    var result = self
    result.port = port ?? base.port
    result.host = host ?? base.host
    result.watch = watch ?? base.watch
    result.routes = routes ?? base.routes
    result.staticFolder = staticFolder ?? base.staticFolder
    result.readOnly = readOnly ?? base.readOnly
    result.noCORS = noCORS ?? base.noCORS
    result.noGzip = noGzip ?? base.noGzip
    result.fake = fake ?? base.fake
    result.quiet = quiet ?? base.quiet
    result.delay = delay ?? base.delay
    result.id = id ?? base.id
    result.foreignKeySuffix = foreignKeySuffix ?? base.foreignKeySuffix
    return result
  }

  /// How the API answers under these options, with json-server's defaults where none is given.
  public var serverOptions: JSONServerOptions {
    var options = JSONServerOptions()
    options.idField = id ?? options.idField
    options.foreignKeySuffix = foreignKeySuffix ?? options.foreignKeySuffix
    options.isReadOnly = readOnly ?? false
    options.isFake = fake ?? false
    options.allowsCrossOrigin = !(noCORS ?? false)
    return options
  }

  /// The configuration file's options: the file `path` names when it is given (relative to
  /// `workingDirectory`), else ``defaultFileName`` in `workingDirectory` when there is one;
  /// `nil` when neither is.
  ///
  /// - Throws: ``ServeError``: ``ServeError/Kind/unreadable`` when the file `path`
  ///   names cannot be read, ``ServeError/Kind/invalidContent`` when either file is not
  ///   a configuration.
  public static func load(
    path: String?, workingDirectory: URL
  ) throws(ServeError) -> JSONServerConfig? {
    let name = path ?? defaultFileName
    let url =
      name.hasPrefix("/")
      ? URL(fileURLWithPath: name) : workingDirectory.appendingPathComponent(name)
    guard path != nil || FileManager.default.fileExists(atPath: url.path) else { return nil }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      let reason =
        FileManager.default.fileExists(atPath: url.path) ? "it is unreadable" : "no such file"
      throw ServeError(.unreadable, "cannot read the config file '\(name)': \(reason)")
    }
    return try JSONServerConfig(parsing: data, fileName: name)
  }

  /// - Throws: ``ServeError`` with ``ServeError/Kind/invalidContent`` when `data`
  ///   is not a JSON object, or holds an option that is unknown, needs node, or has a value of
  ///   the wrong kind.
  public init(parsing data: Data, fileName: String) throws(ServeError) {
    let members: [String: ConfigValue]
    do {
      members = try JSONDecoder().decode([String: ConfigValue].self, from: data)
    } catch {
      throw ServeError(
        .invalidContent, "\(fileName) is not a JSON object of options: \(Self.reason(of: error))")
    }
    for (key, value) in members.sorted(by: { $0.key < $1.key }) {
      func required<Value>(_ value: Value?, _ expected: String) throws(ServeError) -> Value {
        guard let value else {
          throw ServeError(.invalidContent, "\(fileName): \"\(key)\" must be \(expected)")
        }
        return value
      }
      switch key {
      case "port", "p":
        port = try required(
          value.integer.flatMap { (0...65_535).contains($0) ? $0 : nil }, "a port from 0 to 65535")
      case "host", "H": host = try required(value.text, "a host name")
      case "watch", "w": watch = try required(value.flag, "true or false")
      case "routes", "r": routes = try required(value.text, "a file name")
      case "static", "s": staticFolder = try required(value.text, "a folder name")
      case "read-only", "readOnly", "ro":
        readOnly = try required(value.flag, "true or false")
      case "no-cors", "noCors", "nc": noCORS = try required(value.flag, "true or false")
      case "no-gzip", "noGzip", "ng": noGzip = try required(value.flag, "true or false")
      case "fake": fake = try required(value.flag, "true or false")
      case "quiet", "q": quiet = try required(value.flag, "true or false")
      case "delay", "d":
        delay = try required(
          value.integer.flatMap { (0...600_000).contains($0) ? $0 : nil },
          "a whole number of milliseconds up to 600000")
      case "id", "i": id = try required(value.text, "a member name")
      case "foreignKeySuffix", "foreign-key-suffix", "fks":
        foreignKeySuffix = try required(value.text, "a suffix")
      case "middlewares", "m", "snapshots", "S", "config", "c":
        throw ServeError(
          .invalidContent,
          "\(fileName): \"\(key)\" is not supported: it needs json-server's node runtime")
      default:
        throw ServeError(.invalidContent, "\(fileName): unknown option \"\(key)\"")
      }
    }
  }

  /// The decoder's reason, without the words that name no place.
  private static func reason(of error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context):
      let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey]
      return (underlying as? String) ?? context.debugDescription
    case DecodingError.typeMismatch(_, let context):
      return context.debugDescription
    default:
      return "\(error)"
    }
  }
}

/// A value of a configuration file: any JSON value, read as the option it is given to needs.
private enum ConfigValue: Decodable {
  case flag(Bool)
  case number(Double)
  case text(String)
  case other

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let flag = try? container.decode(Bool.self) {
      self = .flag(flag)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .text(text)
    } else {
      self = .other
    }
  }

  /// A boolean, or the text `true` or `false`, as yargs reads a boolean option.
  var flag: Bool? {
    switch self {
    case .flag(let flag): flag
    case .text("true"): true
    case .text("false"): false
    default: nil
    }
  }

  /// A whole number, or the text of one.
  var integer: Int? {
    switch self {
    case .number(let number) where number == number.rounded() && abs(number) < 1e15:
      Int(number)
    case .text(let text): Int(text)
    default: nil
    }
  }

  /// A text that is not empty.
  var text: String? {
    guard case .text(let text) = self, !text.isEmpty else { return nil }
    return text
  }
}
