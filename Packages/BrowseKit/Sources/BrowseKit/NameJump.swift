import Features
import Foundation
import RecordConventions
import ScreenKit
import TerminalKit

/// A jump by name from the command line, `:user Ervin`, `:post ramen`, `:authors Søren`: to
/// the item whose id is the text, else the first whose name or title (a user's name, a post's
/// title, the field a record's screen is titled by) is the text, else the first it starts,
/// and on JSONPlaceholder's tabs else the first that holds it, ignoring case and accents as
/// `/` does (`SearchRank`, the rule a form's picker ranks by): on JSONPlaceholder's tabs the
/// first in the order of ids, on any other resource's the first in the list's order
/// (``RecordsList/find(_:in:)``).
///
/// It looks in the list of its tab, loading it first when it is not there yet: every post,
/// for a post, since the pages loaded are not all of them; and for a resource whose pages loaded
/// do not hold the match, the record of that id is asked for, then, when the server has none,
/// every page is read. While it waits, the browser keeps
/// the keys pressed meanwhile (``held``), to press them again once the item is open, or once
/// it is said that there is none; Esc gives up the wait.
public struct NameJump: Sendable, Hashable {
  /// Where a jump stands against the lists as they are.
  public enum Outcome: Sendable, Hashable {
    /// The item of this id, as it stands in its URL, is the first that matches.
    case found(String)
    /// Nothing matches.
    case none
    /// The list could not be read, for this reason.
    case failed(String)
    /// The list is not there yet.
    case waiting
  }

  /// The tab whose command it is.
  public enum Target: Sendable, Hashable {
    /// A registered list's: what is looked for (a user, for `:todos`), and what is opened.
    case own(BrowsedResource.Screens)
    /// The generic tab of this index, of the resource of this name.
    case records(Int, name: String)

    /// The tab whose list is looked in.
    public var list: BrowseTab {
      switch self {
      case .own(let tab): BrowseTab(tab.list?.findsIn ?? tab)
      case .records(_, let name): BrowseTab(resource: name)
      }
    }

    /// The command's name: `user`, `line items`.
    public var command: String {
      switch self {
      case .own(let tab): tab.list?.command ?? tab.name
      case .records(_, let name): name
      }
    }

    /// What one of its items is called: `user`, `author`.
    public var noun: String {
      switch self {
      case .own(let tab): tab.list?.idNoun ?? tab.name
      case .records(_, let name): Inflection.singular(name)
      }
    }
  }

  /// Where a jump to a resource's record stands with asking the server for the record whose
  /// id is the text, which it does before it reads every page.
  public enum IDLookup: Sendable, Hashable {
    case notAsked
    case asking
    /// The server has no record of that id: the names are looked in.
    case notFound
  }

  /// What the server answered the jump's ``IDLookup``.
  public enum IDAnswer: Sendable, Hashable {
    case found
    case notFound
    case failed(String)
  }

  public let target: Target
  /// The name, title or id as typed.
  public let text: String
  /// The keys pressed while the jump waited for its list, in order.
  public var held = HeldKeys()
  var idLookup = IDLookup.notAsked

  public init(_ target: Target, text: String) {
    self.target = target
    self.text = text
  }

  public init(tab: BrowsedResource.Screens, text: String) {
    self.init(.own(tab), text: text)
  }

  /// The command as typed, for the status line: `:user ervin`.
  public var typed: String {
    ":\(target.command) \(text)".sanitizedForTerminalLine
  }

  var waitingStatus: String {
    "finding \(typed)… (esc cancels)"
  }

  /// What the status line says when nothing matches.
  var noneText: String {
    "No \(target.noun) matches \"\(text)\".".sanitizedForTerminalLine
  }

  public func outcome(in state: BrowseState) -> Outcome {
    state.lists.root(of: target.list).find(text) ?? .none
  }

  /// The item of `list` that `text` finds best (`SearchRank`: its id, its name whole, the
  /// start of its name, its name holding the text), the first in the order of ids among the
  /// best; that none matches, that the list could not be read, or that it must be waited for.
  public static func outcome<Item>(
    _ text: String, of list: Loadable<[Item]>, isLoading: Bool, names: KeyPath<Item, String>,
    id: (Item) -> Int
  ) -> Outcome {
    guard !isLoading else { return .waiting }
    if let items = list.value {
      return best(text, of: items, names: names, id: id).map { .found(String($0.id)) } ?? .none
    }
    if let failure = list.failure { return .failed(failure.browserMessage) }
    return .waiting
  }

  /// The id of the item of `items` that `text` finds best, and how (`SearchRank`), the
  /// lowest id among the best; `nil` when none matches.
  public static func best<Item>(
    _ text: String, of items: some Sequence<Item>, names: KeyPath<Item, String>,
    id: (Item) -> Int
  ) -> (id: Int, rank: SearchRank)? {
    let search = SearchText(text)
    var best: (id: Int, rank: SearchRank)?
    for item in items {
      let itemID = id(item)
      guard
        let rank = search.rank(id: String(itemID), name: FoldedText(item[keyPath: names])),
        best.map({ (rank, itemID) < ($0.rank, $0.id) }) ?? true
      else { continue }
      best = (itemID, rank)
    }
    return best
  }

  /// `text` without case or accents, to compare names as `/` does.
  static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
