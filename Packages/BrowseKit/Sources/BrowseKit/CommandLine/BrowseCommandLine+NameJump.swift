import Features
import ScreenKit
import TerminalKit

/// The jumps by name of the command line, `:user Ervin`, `:post ramen`: the tab of the list
/// looked in is shown, and the first match opens over it as soon as the list is there; the
/// keys pressed while it waits are kept and pressed again after it, in order.
extension BrowseCommandLine {
  /// Shows the tab `jump` looks in, which loads its list if it never did (every post, for a
  /// post not among the pages loaded), and opens the first match once it can.
  public func find(_ jump: NameJump, _ state: inout BrowseState) -> Effect<BrowseAction> {
    let shown = browser.select(jump.target.list, &state)
    state.jump = jump
    var load = Effect<BrowseAction>.none
    // Every post is read unless it is loaded or the pages loaded have the first match; again
    // when it failed before.
    let isFound = if case .found = jump.outcome(in: state) { true } else { false }
    if case .own(let tab) = jump.target, !isFound {
      load = tab.list?.findsIn.list?.loadForJump(in: browser, &state) ?? .none
    }
    return .merge(shown, load, settleJump(&state))
  }

  /// Once the list the jump waits for is there, opens its first match, or says that there is
  /// none or that the list could not be read; then presses again the keys kept meanwhile. A
  /// resource's list that does not hold the match yet is asked for its remaining pages.
  func settleJump(_ state: inout BrowseState) -> Effect<BrowseAction> {
    guard let jump = state.jump else { return .none }
    let outcome = jump.outcome(in: state)
    guard outcome != .waiting else { return continueWaiting(for: jump, &state) }
    state.jump = nil
    switch outcome {
    case .found(let id):
      let opened = open(id, of: jump.target, &state)
      return .merge(opened, pressAgain(jump.held, saying: state.notice, &state))
    case .none:
      return pressAgain(jump.held, saying: jump.noneText, &state)
    case .failed(let message):
      let text = "\(jump.typed): \(message)".sanitizedForTerminalLine
      return pressAgain(jump.held, saying: text, &state)
    case .waiting:
      return .none
    }
  }

  /// Opens the item of `id` that a jump to `target` found.
  private func open(_ id: String, of target: NameJump.Target, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    switch target {
    case .own(let tab):
      guard let number = Int(id) else { return .none }
      return run(.record(tab, number), &state)
    case .records(let index, _):
      return run(.resourceRecord(index, id), &state)
    }
  }

  /// What a jump to a resource's record does while its list does not hold the match and pages
  /// remain: asks the server for the record whose id is the text, then, when it has none, reads
  /// every page; nothing while either is under way, or once a failure stopped the pages.
  private func continueWaiting(for jump: NameJump, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    guard case .records = jump.target,
      let list = state.lists.list(jump.target.list, as: RecordsScreen.State.self),
      RecordsList.jumpNeedsRemainingPages(list),
      let records = browser.recordsList(jump.target.list, state)
    else { return .none }
    switch jump.idLookup {
    case .notAsked:
      var asking = jump
      asking.idLookup = .asking
      state.jump = asking
      return lookUpID(of: jump, in: list.query.resource)
    case .asking:
      return .none
    case .notFound:
      return records(.resource(.feed(.loadRemainingPages)), &state)
    }
  }

  /// Asks the server for the record of `resource` whose id is what `jump` names.
  private func lookUpID(of jump: NameJump, in resource: BrowsedResource) -> Effect<BrowseAction> {
    let client = browser.lists.records.resource.collections.client(of: resource)
    return .run { send in
      let answer: NameJump.IDAnswer
      do {
        _ = try await client.record(jump.text)
        answer = .found
      } catch NetworkError.notFound {
        answer = .notFound
      } catch {
        answer = .failed(LoadFailure(error).browserMessage)
      }
      await send(.jumpIDAnswered(jump, answer))
    }
  }

  /// Takes the server's `answer` to the lookup of the jump `asked`, if that jump still waits
  /// for it: opens the record found, looks in the names when there is none, or says why the
  /// server could not be asked.
  func idAnswered(
    _ answer: NameJump.IDAnswer, to asked: NameJump, _ state: inout BrowseState
  ) -> Effect<BrowseAction> {
    guard var jump = state.jump, jump.idLookup == .asking, jump.target == asked.target,
      jump.text == asked.text
    else { return .none }
    switch answer {
    case .found:
      state.jump = nil
      let opened = open(jump.text, of: jump.target, &state)
      return .merge(opened, pressAgain(jump.held, saying: state.notice, &state))
    case .notFound:
      jump.idLookup = .notFound
      state.jump = jump
      return .none
    case .failed(let message):
      state.jump = nil
      let text = "\(jump.typed): \(message)".sanitizedForTerminalLine
      return pressAgain(jump.held, saying: text, &state)
    }
  }

  /// Handles `key` while a jump waits: Ctrl-C, Ctrl-Z and `q` as ever (`nil`); Esc gives the
  /// jump up, and a key that switches tabs does too before it switches; every other key is
  /// kept. The keys kept are pressed again once the jump is given up.
  func pressWhileFinding(_ key: Key, _ state: inout BrowseState) -> Effect<BrowseAction>? {
    guard var jump = state.jump else { return nil }
    switch key {
    case .control("c"), .control("z"), .character("q"):
      return nil
    case .escape, .tab, .backTab, .character("1"), .character("2"), .character("3"),
      .character("4"):
      state.jump = nil
      if key != .escape { _ = jump.held.hold(key, isWaiting: true) }
      return pressAgain(jump.held, saying: "stopped finding \(jump.typed)", &state)
    default:
      _ = jump.held.hold(key, isWaiting: true)
      state.jump = jump
      return Effect.none
    }
  }

  /// Presses `held` again, in order, each once the one before and what it asked of the browser
  /// is done; the status line then says `notice`, unless a key had something to say.
  private func pressAgain(_ held: HeldKeys, saying notice: String?, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    state.clearNotice()
    let pressed = Effect<BrowseAction>.merge(
      held.keys.map { browser.reduceSendingAtOnce(into: &state, action: .key($0)) })
    if state.notice == nil { state.notice = notice }
    return pressed
  }
}

extension BrowseState {
  /// The names or titles the browser knows of what `target`'s command looks for, for the
  /// command line to complete: those the registered list looked in knows (the users', from
  /// the posts' authors too), or the names of the list's rows (every post's once loaded, or
  /// those loaded).
  public func completions(of target: NameJump.Target) -> [String] {
    if case .own(let tab) = target,
      let names = tab.list?.findsIn.list?.completions(in: self)
    {
      return names
    }
    return lists.root(of: target.list).completions
  }
}
