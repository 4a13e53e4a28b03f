/// The commands of the command line that name the browser's tabs: the commands of the lists
/// registered for resources (JSONPlaceholder's `:post`, `:posts`, `:user`…) and the names of
/// the other resources (`:customers`, `:line items`), each as the catalog names it.
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

  /// The command `text` starts, what it looks for and the words typed after it, when they
  /// may be completed: a name or a title, not a number after a registered list's command; `nil` while the command's name is being typed.
  public func argument(of text: String) -> (
    command: String, target: NameJump.Target, typed: String
  )? {
    if let (index, rest) = generic(startingWith: text), text.count > rest.count,
      let name = generic.element(at: index), text.hasPrefix(name + " ")
    {
      return (name, .records(index, name: name), String(rest.drop { $0 == " " }))
    }
    guard let space = text.firstIndex(of: " ") else { return nil }
    let command = String(text[..<space])
    let typed = String(text[text.index(after: space)...].drop { $0 == " " })
    guard let tab = ownTab(command), !JumpCommand.isNumber(typed) else { return nil }
    return (command, .own(tab), typed)
  }
}
