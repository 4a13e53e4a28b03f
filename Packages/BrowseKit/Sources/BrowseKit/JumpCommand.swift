import Foundation
import TerminalKit

/// A command typed after `:`, as in k9s and vim: a resource's name, its singular or the start
/// of either that no other's starts, to switch to its tab (`:customers`, `:customer`, `:cust`),
/// with an id, a name or a title to open its record (`:customers 7`, `:post 7`, `:pos 7`,
/// `:orders a1b2`, `:user Ervin`, `:authors Søren`); a registered list's command
/// (`:shelf 3`); and `:q`.
public enum JumpCommand: Sendable, Hashable {
  /// What the tab's command names by number: a record of its (`:album 12`), or a user's
  /// to-dos (`:todos 2`).
  case record(BrowsedResource.Screens, Int)
  /// The record of this id of the generic tab of this index.
  case resourceRecord(Int, String)
  /// The first item whose id, name or title matches.
  case named(NameJump)
  /// A tab, named on its own (`:users`).
  case tab(BrowseTab)
  case quit

  /// The command `text` names among `names` (``JumpNames/naming(_:)``), or the one line that
  /// says what is wrong with it. After a registered list's command, a number names an id and
  /// any other words a name or a title; after a resource's name, the words are a record's id,
  /// name or title.
  public static func parse(_ text: String, names: JumpNames) -> Result<JumpCommand, Problem> {
    let words = text.split(separator: " ").map(String.init)
    guard let name = words.first else { return .failure(.empty) }
    if ["q", "quit", "q!"].contains(name) { return .success(.quit) }
    switch names.naming(text) {
    case nil:
      return .failure(.unknown(name, names))
    case .ambiguous(let typed, let choices)?:
      return .failure(.ambiguous(typed, choices))
    case .tab(.records(let index, let name), let rest)?:
      let argument = rest.split(separator: " ").joined(separator: " ")
      guard !argument.isEmpty else { return .success(.tab(BrowseTab(resource: name))) }
      return .success(.named(NameJump(.records(index, name: name), text: argument)))
    case .tab(.own(let tab), let rest)?:
      let argument = rest.split(separator: " ").joined(separator: " ")
      guard !argument.isEmpty else { return .success(.tab(BrowseTab(tab))) }
      guard isNumber(argument) else {
        return .success(.named(NameJump(tab: tab, text: argument)))
      }
      guard let id = Int(argument), id > 0 else { return .failure(.badID(tab, argument)) }
      return .success(.record(tab, id))
    }
  }

  public enum Problem: Error, Sendable, Hashable {
    case empty
    case unknown(String, JumpNames)
    case badID(BrowsedResource.Screens, String)
    /// The words typed start the commands of several tabs, these.
    case ambiguous(String, [String])

    /// The status line's message; `nil` for an empty line, which only closes.
    public var message: String? {
      switch self {
      case .empty: return nil
      case .unknown(let name, let names):
        let tried = names.all.map { ":\($0)" }.joined(separator: ", ")
        return "Unknown command: \(name) — try \(tried)"
      case .badID(let tab, let id): return "Not a \(tab.list?.idNoun ?? tab.name) number: \(id)"
      case .ambiguous(let typed, let choices):
        return ":\(typed) is \(TextLayout.listedWithOr(choices)): type more"
      }
    }
  }

  /// `text` completed: a command's name, to the only name it starts, with a space after it,
  /// or as far as the names it starts share; after a command's name, the name or title typed
  /// so far, to the only one of `candidates` (the names or titles of what the command looks
  /// for) that it starts, or as far as those it starts share, ignoring case and accents.
  public static func completed(
    _ text: String, names: JumpNames, candidates: (NameJump.Target) -> [String]
  ) -> String {
    guard let (command, target, typed) = names.argument(of: text) else {
      return text.contains(" ") ? text : completedName(text, names)
    }
    let folded = NameJump.fold(typed)
    let matches = candidates(target).filter { NameJump.fold($0).hasPrefix(folded) }
    guard let shared = sharedStart(of: matches), shared.count >= typed.count else { return text }
    return "\(command) \(shared)"
  }

  /// Every whole line `text` could be completed to, as ``completed(_:names:candidates:)``
  /// reads it: the commands' names it starts, or the command with each name or title of
  /// `candidates` that the rest starts; the first 100.
  static func choices(
    _ text: String, names: JumpNames, candidates: (NameJump.Target) -> [String]
  ) -> [String] {
    let named = names.all.filter { $0.hasPrefix(text) }
    guard let (command, target, typed) = names.argument(of: text) else {
      guard text.contains(" ") else { return named.map { $0 == "q" ? $0 : $0 + " " } }
      return Array(named.prefix(100))
    }
    let folded = NameJump.fold(typed)
    var seen: Set<String> = []
    var lines: [String] = []
    for candidate in candidates(target) where lines.count < 100 {
      guard NameJump.fold(candidate).hasPrefix(folded), seen.insert(candidate).inserted else {
        continue
      }
      lines.append("\(command) \(candidate)")
    }
    return lines
  }

  /// Whether `text` is a number, digits only, which names an id rather than a name.
  public static func isNumber(_ text: String) -> Bool {
    !text.isEmpty && text.allSatisfy { ("0"..."9").contains($0) }
  }

  private static func completedName(_ text: String, _ names: JumpNames) -> String {
    let matches = names.all.filter { $0.hasPrefix(text) }
    guard let first = matches.first else { return text }
    if matches.count == 1 { return first + (first == "q" ? "" : " ") }
    guard let common = sharedStart(of: matches) else { return text }
    return common.count > text.count ? common : text
  }

  /// The start that every one of `texts` shares, ignoring case and accents, as the first of
  /// them spells it; `nil` when there are none.
  private static func sharedStart(of texts: [String]) -> String? {
    guard let first = texts.first else { return nil }
    var shared = Array(first)
    for text in texts.dropFirst() {
      let characters = Array(text)
      var count = 0
      while count < min(shared.count, characters.count),
        NameJump.fold(String(shared[count])) == NameJump.fold(String(characters[count]))
      {
        count += 1
      }
      shared.removeLast(shared.count - count)
    }
    return String(shared)
  }
}
