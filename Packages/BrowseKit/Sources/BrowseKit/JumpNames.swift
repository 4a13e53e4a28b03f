import RecordConventions

/// The commands of the command line that name the browser's tabs: the commands of the lists
/// registered for resources (`:shelf`, `:shelves`) and the names of the other resources
/// (`:customers`, `:line items`), each as the catalog names it, or its singular (`:customer`),
/// or the start of either that no other tab's starts (`:cust`), as k9s takes them.
public struct JumpNames: Sendable, Hashable {
  /// The screens of the tabs shown with a list registered for their resource.
  public let own: [BrowsedResource.Screens]
  /// The names of the resources shown with the generic screens, by their index.
  public let generic: [String]

  public init(own: [BrowsedResource.Screens], generic: [String]) {
    self.own = own
    self.generic = generic
  }

  public init(_ state: BrowseState) {
    own = state.catalog.ownResources.map(\.screens)
    generic = state.catalog.genericResources.map(\.name)
  }

  /// Every command's name, for completion and for the message of an unknown one.
  public var all: [String] {
    own.compactMap { $0.list?.command } + generic + ["q"]
  }

  /// The tab of a registered list shown that `command` names, by its record's singular or
  /// plural (`album`, `albums`).
  public func ownTab(_ command: String) -> BrowsedResource.Screens? {
    own.first { screens in
      screens.list.map { $0.command == command || $0.rowsName == command } ?? false
    }
  }

  /// The generic resource whose name starts `text`, the longest if several do (`line items`
  /// before `line`), with what follows its name and a space; `nil` when none does.
  public func generic(startingWith text: String) -> (index: Int, rest: String)? {
    var best: (index: Int, rest: String, length: Int)?
    for (index, name) in generic.enumerated() where name.count > (best?.length ?? -1) {
      if text == name {
        best = (index, "", name.count)
      } else if text.hasPrefix(name + " ") {
        best = (index, String(text.dropFirst(name.count + 1)), name.count)
      }
    }
    return best.map { ($0.index, $0.rest) }
  }

  /// What the first words of a command name.
  public enum Naming: Sendable, Hashable {
    /// The tab they name, and the words after them, as typed.
    case tab(NameJump.Target, rest: String)
    /// They start the names of several tabs: the words, and those tabs' commands (``all``).
    case ambiguous(String, [String])
  }

  /// The tab the first words of `text` name: the one whose name or singular they are, the most
  /// words first (`line items` before `line`), else the only one whose name or singular they
  /// start (`pos` for `posts`), the most words first; several they start are ambiguous; `nil`
  /// when they name none. A name or singular whole wins over a start: `user` is `users`'s
  /// singular beside `usernames`.
  public func naming(_ text: String) -> Naming? {
    let words = Self.words(of: text)
    guard !words.isEmpty else { return nil }
    let counts = Array((1...words.count).reversed())
    let tabs = self.tabs
    for count in counts {
      let typed = words.prefix(count).map { String(text[$0]) }.joined(separator: " ")
      if let tab = tabs.first(where: { $0.names.contains(typed) }) {
        return .tab(tab.target, rest: Self.rest(of: text, after: words[count - 1]))
      }
    }
    for count in counts {
      let typed = words.prefix(count).map { String(text[$0]) }.joined(separator: " ")
      let started = tabs.filter { $0.names.contains { $0.hasPrefix(typed) } }
      guard let first = started.first else { continue }
      guard started.count == 1 else { return .ambiguous(typed, started.map(\.command)) }
      return .tab(first.target, rest: Self.rest(of: text, after: words[count - 1]))
    }
    return nil
  }

  /// The tabs as the commands name them, in the order of ``all``: each with its command, and
  /// the names that are it whole (its name and its singular).
  private var tabs: [(target: NameJump.Target, command: String, names: [String])] {
    let owned = own.compactMap { screens in
      screens.list.map { (NameJump.Target.own(screens), $0.command, [$0.command, $0.rowsName]) }
    }
    let others = generic.enumerated().map { index, name in
      (NameJump.Target.records(index, name: name), name, [name, Inflection.singular(name)])
    }
    return owned + others
  }

  /// Where each word of `text` stands, the words separated by spaces.
  private static func words(of text: String) -> [Range<String.Index>] {
    var words: [Range<String.Index>] = []
    var start: String.Index?
    for index in text.indices {
      if text[index] == " " {
        if let begun = start { words.append(begun..<index) }
        start = nil
      } else if start == nil {
        start = index
      }
    }
    if let begun = start { words.append(begun..<text.endIndex) }
    return words
  }

  /// What `text` holds after `word`, the spaces that follow it left out.
  private static func rest(of text: String, after word: Range<String.Index>) -> String {
    String(text[word.upperBound...].drop { $0 == " " })
  }

  /// The command `text` starts, what it looks for and the words typed after it, when they
  /// may be completed: a name or a title, not a number after a registered list's command; `nil`
  /// while the command's name is being typed, or when it names no tab or several.
  public func argument(of text: String) -> (
    command: String, target: NameJump.Target, typed: String
  )? {
    guard case .tab(let target, let rest)? = naming(text), !rest.isEmpty || text.hasSuffix(" ")
    else { return nil }
    if case .own = target, JumpCommand.isNumber(rest) { return nil }
    return (target.command, target, rest)
  }
}
