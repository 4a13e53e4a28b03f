import Foundation

extension Browser {
  /// Where `program`'s browser keeps the commands run on its command line between runs:
  /// `browse-history` in `$XDG_STATE_HOME/PROGRAM` when that is an absolute path, else in
  /// `~/.local/state/PROGRAM`; `nil` when `environment` tells neither.
  public static func historyFile(program: String, environment: [String: String]) -> URL? {
    let folder: URL
    if let base = environment["XDG_STATE_HOME"], base.hasPrefix("/") {
      folder = URL(fileURLWithPath: base, isDirectory: true)
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      folder = URL(fileURLWithPath: home, isDirectory: true)
        .appendingPathComponent(".local/state", isDirectory: true)
    } else {
      return nil
    }
    return folder.appendingPathComponent(program, isDirectory: true)
      .appendingPathComponent("browse-history")
  }
}
