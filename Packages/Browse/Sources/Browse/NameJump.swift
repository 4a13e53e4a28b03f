import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import RecordConventions
import ScreenKit
import TerminalKit

/// A jump by name from the command line, `:user Ervin`, `:post ramen`, `:authors Søren`: on
/// JSONPlaceholder's tabs, to the first item of its kind, in the order of ids, whose name (a
/// user's) or title (a post's, an album's) holds the text, ignoring case and accents, as `/`
/// does; on any other resource's, to the record whose id is the text, else the first whose
/// name or title (the field its record screen is titled by) is the text, else the first that
/// it starts, ignoring case and accents (``RecordsList/find(_:in:)``).
///
/// It looks in the list of its tab, loading it first when it is not there yet: every post,
/// for a post, since the pages loaded are not all of them; and for a resource whose pages loaded
/// do not hold the match, the record of that id is asked for, then, when the server has none,
/// every page is read. While it waits, the browser keeps
/// the keys pressed meanwhile (``held``), to press them again once the item is open, or once
/// it is said that there is none; Esc gives up the wait.
struct NameJump: Sendable, Hashable {
  /// Where a jump stands against the lists as they are.
  enum Outcome: Sendable, Hashable {
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
  enum Target: Sendable, Hashable {
    /// One of JSONPlaceholder's: what is looked for (a user, for `:todos`), and what is
    /// opened.
    case own(JSONPlaceholderTab)
    /// The generic tab of this index, of the resource of this name.
    case records(Int, name: String)

    /// The tab whose list is looked in.
    var list: BrowseTab {
      switch self {
      case .own(let tab): .own(tab.resource.findsIn)
      case .records(let index, _): .records(index)
      }
    }

    /// The command's name: `user`, `line items`.
    var command: String {
      switch self {
      case .own(let tab): tab.resource.command
      case .records(_, let name): name
      }
    }

    /// What one of its items is called: `user`, `author`.
    var noun: String {
      switch self {
      case .own(let tab): tab.resource.idNoun
      case .records(_, let name): Inflection.singular(name)
      }
    }
  }

  /// Where a jump to a resource's record stands with asking the server for the record whose
  /// id is the text, which it does before it reads every page.
  enum IDLookup: Sendable, Hashable {
    case notAsked
    case asking
    /// The server has no record of that id: the names are looked in.
    case notFound
  }

  /// What the server answered the jump's ``IDLookup``.
  enum IDAnswer: Sendable, Hashable {
    case found
    case notFound
    case failed(String)
  }

  let target: Target
  /// The name, title or id as typed.
  let text: String
  /// The keys pressed while the jump waited for its list, in order.
  var held = HeldKeys()
  var idLookup = IDLookup.notAsked

  init(_ target: Target, text: String) {
    self.target = target
    self.text = text
  }

  init(tab: JSONPlaceholderTab, text: String) {
    self.init(.own(tab), text: text)
  }

  /// The command as typed, for the status line: `:user ervin`.
  var typed: String {
    ":\(target.command) \(text)".sanitizedForTerminalLine
  }

  var waitingStatus: String {
    "finding \(typed)… (esc cancels)"
  }

  /// What the status line says when nothing matches.
  var noneText: String {
    "No \(target.noun) matches \"\(text)\".".sanitizedForTerminalLine
  }

  func outcome(in state: BrowseState) -> Outcome {
    state.lists.root(of: target.list).find(text) ?? .none
  }

  /// The first of `list`'s items, in the order of ids, whose name holds `text`; that none
  /// does, that the list could not be read, or that it must be waited for.
  static func outcome<Item>(
    _ text: String, of list: Loadable<[Item]>, isLoading: Bool, names: KeyPath<Item, String>,
    id: (Item) -> Int
  ) -> Outcome {
    guard !isLoading else { return .waiting }
    if let items = list.value {
      let search = SearchText(text)
      let ids = items.filter { search.matches([$0[keyPath: names]]) }.map(id)
      return ids.min().map { .found(String($0)) } ?? .none
    }
    if let failure = list.failure { return .failed(failure.browserMessage) }
    return .waiting
  }

  /// `text` without case or accents, to compare names as `/` does.
  static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
