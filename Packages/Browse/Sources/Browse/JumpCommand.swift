/// A command typed after `:`, as in k9s and vim: `:post 7`, `:user 3`, `:album 12`,
/// `:todos 2` (user 2's to-dos), `:q`.
enum JumpCommand: Sendable, Hashable {
  case post(Int)
  case user(Int)
  case album(Int)
  /// The to-dos of a user.
  case todos(user: Int)
  case quit

  /// The commands' names, for completion and for the message of an unknown one.
  static let names = ["post", "user", "album", "todos", "q"]

  /// The command `text` names, or the one line that says what is wrong with it.
  static func parse(_ text: String) -> Result<JumpCommand, Problem> {
    let words = text.split(separator: " ").map(String.init)
    guard let name = words.first else { return .failure(.empty) }
    let argument = words.dropFirst().first
    switch name {
    case "q", "quit", "q!":
      return .success(.quit)
    case "post", "user", "album", "todos":
      guard let argument else { return .failure(.missingID(name)) }
      guard let id = Int(argument), id > 0, words.count == 2 else {
        return .failure(.badID(name, argument))
      }
      switch name {
      case "post": return .success(.post(id))
      case "user": return .success(.user(id))
      case "album": return .success(.album(id))
      default: return .success(.todos(user: id))
      }
    default:
      return .failure(.unknown(name))
    }
  }

  /// What is wrong with a command line.
  enum Problem: Error, Sendable, Hashable {
    case empty
    case unknown(String)
    case missingID(String)
    case badID(String, String)

    /// The status line's message; `nil` for an empty line, which only closes.
    var message: String? {
      let tried = JumpCommand.names.map { ":\($0)" }.joined(separator: ", ")
      switch self {
      case .empty: return nil
      case .unknown(let name): return "Unknown command: \(name) — try \(tried)"
      case .missingID(let name): return ":\(name) needs a number, such as :\(name) 1"
      case .badID(let name, let id): return "Not a \(Self.noun(name)) number: \(id)"
      }
    }

    private static func noun(_ name: String) -> String {
      name == "todos" ? "user" : name
    }
  }

  /// `text` with its command's name completed: to the only name it starts, with a space
  /// after it, or as far as the names it starts share; unchanged after the name.
  static func completed(_ text: String) -> String {
    guard !text.contains(" ") else { return text }
    let matches = names.filter { $0.hasPrefix(text) }
    guard let first = matches.first else { return text }
    if matches.count == 1 { return first + (first == "q" ? "" : " ") }
    var common = first
    for match in matches.dropFirst() {
      while !match.hasPrefix(common) { common.removeLast() }
    }
    return common.count > text.count ? common : text
  }
}
