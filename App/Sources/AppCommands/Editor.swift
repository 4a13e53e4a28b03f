/// The text editor a person chose, found the way `git` finds it: `$VISUAL`, else `$EDITOR`.
///
/// A post's body asked on a terminal offers it: an empty answer opens the editor on the body
/// (the current one when editing), and the saved text, without its final line breaks, is the
/// answer.
public struct Editor: Sendable, Hashable {
  /// Why the editor gave no text: it could not start, failed, or its file could not be read.
  public struct Failure: Error, Sendable, Hashable {
    /// A one-line message for a person, such as `the editor vim exited with status 1`.
    public var message: String

    /// Creates a failure described by `message`.
    public init(message: String) {
      self.message = message
    }
  }

  /// The shell command line that runs the editor; the file to edit follows its words.
  public var command: String

  /// Creates an editor run by `command`.
  public init(command: String) {
    self.command = command
  }

  /// The editor set in `environment`, or `nil` when `VISUAL` and `EDITOR` are unset or blank.
  public init?(environment: [String: String]) {
    let chosen = [environment["VISUAL"], environment["EDITOR"]].lazy.compactMap { $0 }
      .first { !$0.allSatisfy(\.isWhitespace) }
    guard let chosen else { return nil }
    self.init(command: chosen)
  }

  /// The editor's name as a person knows it: the program of the command, without its folder
  /// (`vim` for `/usr/bin/vim -f`).
  public var name: String {
    let program = command.split(whereSeparator: \.isWhitespace).first ?? ""
    return program.split(separator: "/").last.map(String.init) ?? command
  }
}

extension String {
  /// This text without its final line feeds, as a file or an editor leaves them.
  var droppingFinalLineBreaks: String {
    var text = self
    while text.hasSuffix("\n") {
      text.removeLast()
    }
    return text
  }
}
