import ArgumentParsing
import ServerSettingsKit

extension SettingsReport {
  /// The servers the settings file at `path` names (`entries`), one line each: its name as
  /// written, its line (the mistake's, when it has one), and the keys it sets or what is wrong
  /// with it; or why there are none.
  public static func listing(path: String?, entries: [ServerSettingsFile.Entry]) -> String {
    guard let path else { return "No settings: neither $XDG_CONFIG_HOME nor $HOME is set.\n" }
    guard !entries.isEmpty else { return "No server has settings in \(path).\n" }
    let width = entries.map(\.name.count).max() ?? 0
    let rows = entries.map { entry in
      let name = entry.name.padding(toLength: width, withPad: " ", startingAt: 0)
      switch entry.settings {
      case .success:
        let keys = entry.value.object?.names ?? []
        let said = keys.isEmpty ? "no settings" : keys.joined(separator: ", ")
        return "\(name)  line \(entry.line)  \(said)"
      case .failure(let problem):
        return "\(name)  line \(problem.line ?? entry.line)  error: \(problem.reason)"
      }
    }
    return "\(path)\n" + rows.joined(separator: "\n") + "\n"
  }
}

extension SettingsReport {
  /// What `PROGRAM settings` prints: the servers of the settings file of `program` in
  /// `environment` (``listing(path:entries:)``).
  ///
  /// - Throws: `UsageError` when the file cannot be read, or is not an object of servers.
  public static func listing(program: String, environment: [String: String], command: String)
    throws(UsageError) -> String
  {
    do throws(ServerSettingsFile.Problem) {
      let (path, entries) = try ServerSettingsFile.listing(
        program: program, environment: environment)
      return listing(path: path, entries: entries)
    } catch {
      throw UsageError(error.description, command: command, showsUsage: false)
    }
  }
}
