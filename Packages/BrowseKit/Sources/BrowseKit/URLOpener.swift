import Foundation

/// Opens an address with the desktop's `xdg-open`, when it is on `PATH`.
public enum URLOpener {
  /// Starts `xdg-open url` in the background, its input and output on `/dev/null` so that it
  /// never disturbs the screen, and returns without waiting; false when the address is not one
  /// to open (see ``isOpenable(_:)``), there is no `xdg-open`, or it cannot be started.
  @Sendable public static func open(_ url: String) -> Bool {
    let environment = ProcessInfo.processInfo.environment
    guard isOpenable(url),
      let program = executable(named: "xdg-open", path: environment["PATH"])
    else {
      return false
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = [url]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      return true
    } catch {
      return false
    }
  }

  /// Whether `url`, which comes from the server, may be handed to `xdg-open`: a web address
  /// (`http` or `https`) with a host. Anything else (`file:`, another program's scheme, an
  /// option such as `--help`) is only shown.
  public static func isOpenable(_ url: String) -> Bool {
    guard let components = URLComponents(string: url),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = components.host, !host.isEmpty
    else { return false }
    return true
  }

  /// The first executable file `name` in the folders of `path`, a `PATH` value.
  static func executable(named name: String, path: String?) -> String? {
    for folder in (path ?? "").split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) {
        return candidate
      }
    }
    return nil
  }
}
