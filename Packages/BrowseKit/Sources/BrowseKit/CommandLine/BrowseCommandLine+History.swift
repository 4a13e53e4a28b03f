import Features
import ScreenKit
import TerminalKit

/// The history of the command line and of the searches: ↑ and ↓ walk it, and each command
/// run and each search kept joins it, kept for the next runs.
extension BrowseCommandLine {
  /// Takes `key` while a search is typed on `shown`, when it is the history's: ↑ ↓ walk the
  /// searches kept, and Enter keeps the search typed in the history, then the screen takes it.
  /// `nil` when the screen takes the key alone; any other key ends a walk.
  func pressOnSearchBeingTyped(_ key: Key, _ shown: ShownScreen, _ state: inout BrowseState)
    -> Effect<BrowseAction>?
  {
    guard let typed = shown.search?.bar.input.text, ListSearch.isTyping(shown.search) else {
      state.searchRecall = nil
      return nil
    }
    if let recalled = recallSearch(key, typed: typed, &state) { return recalled }
    guard key == .enter else { return nil }
    state.searchHistory.add(typed)
    return .merge(browser.tell([state.top], .key(key), &state), saveHistory(state))
  }

  func saveHistory(_ state: BrowseState) -> Effect<BrowseAction> {
    let lines = HistoryFile.lines(commands: state.commandHistory, searches: state.searchHistory)
    return .run { [runtime = browser.runtime] _ in runtime.saveHistory(lines) }
  }

  /// ↑ and ↓ in a search being typed walk the searches kept before, from ↑ on an empty query
  /// (otherwise, as before, they move the list): the query typed is
  /// replaced, as the screen's own keys replace it. `nil` for another key, which ends the walk.
  private func recallSearch(_ key: Key, typed: String, _ state: inout BrowseState)
    -> Effect<BrowseAction>?
  {
    // The walk starts with ↑ from an empty query, when there are searches to walk.
    let starts = key == .up && typed.isEmpty && !state.searchHistory.lines.isEmpty
    guard key == .up || key == .down, state.searchRecall != nil || starts else {
      state.searchRecall = nil
      return nil
    }
    var recall = state.searchRecall ?? CommandPrompt(typed)
    recall.walk(key == .up ? -1 : 1, in: state.searchHistory)
    state.searchRecall = recall.recalled == nil ? nil : recall
    let keys: [Key] = [.end, .control("u")] + (recall.text.isEmpty ? [] : [.paste(recall.text)])
    return .merge(keys.map { browser.tell([state.top], .key($0), &state) })
  }
}
