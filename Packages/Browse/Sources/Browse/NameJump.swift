import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// A jump by name from the command line, `:user Ervin`, `:post ramen`: to the first item of
/// its kind, in the order of ids, whose name (a user's) or title (a post's, an album's)
/// holds the text, ignoring case and accents, as `/` does.
///
/// It looks in the list of its tab, loading it first when it is not there yet: every post,
/// for a post, since the pages loaded are not all of them. While it waits, the browser keeps
/// the keys pressed meanwhile (``held``), to press them again once the item is open, or once
/// it is said that there is none; Esc gives up the wait.
struct NameJump: Sendable, Hashable {
  /// Where a jump stands against the lists as they are.
  enum Outcome: Sendable, Hashable {
    /// The item of this id is the first that matches.
    case found(Int)
    /// Nothing matches.
    case none
    /// The list could not be read, for this reason.
    case failed(String)
    /// The list is not there yet.
    case waiting
  }

  /// The tab whose command it is: what is looked for (a user, for `:todos`), and what is
  /// opened.
  let tab: JSONPlaceholderTab
  /// The name or title as typed.
  let text: String
  /// The keys pressed while the jump waited for its list, in order.
  var held = HeldKeys()

  init(tab: JSONPlaceholderTab, text: String) {
    self.tab = tab
    self.text = text
  }

  /// The command as typed, for the status line: `:user ervin`.
  var typed: String {
    ":\(tab.resource.command) \(text)".sanitizedForTerminalLine
  }

  var waitingStatus: String {
    "finding \(typed)… (esc cancels)"
  }

  /// What the status line says when nothing matches.
  var noneText: String {
    "No \(tab.resource.idNoun) matches \"\(text)\".".sanitizedForTerminalLine
  }

  func outcome(in state: BrowseState) -> Outcome {
    state.lists.root(of: .own(tab.resource.findsIn)).find(text) ?? .none
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
      return ids.min().map(Outcome.found) ?? .none
    }
    if let failure = list.failure { return .failed(failure.browserMessage) }
    return .waiting
  }

  /// `text` without case or accents, to compare names as `/` does.
  static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
