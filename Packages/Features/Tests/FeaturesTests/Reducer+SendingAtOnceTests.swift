import TestSupport
import Testing

@testable import Features

@Suite struct ReducerSendingAtOnceTests {
  /// Appends each letter it is sent; `.twice` sends its letter twice, `.chain` sends the next
  /// action in turn, and `.work` runs an operation.
  private struct Letters: Reducer {
    enum Action: Sendable, Hashable {
      case letter(String)
      case twice(String)
      case chain([String])
      case work
    }

    func reduce(into state: inout [String], action: Action) -> Effect<Action> {
      switch action {
      case .letter(let letter):
        state.append(letter)
        return .none
      case .twice(let letter):
        return .merge(.send(.letter(letter)), .run { _ in }, .send(.letter(letter)))
      case .chain(let letters):
        guard let first = letters.first else { return .none }
        state.append(first)
        return .send(.chain(Array(letters.dropFirst())))
      case .work:
        return .run { _ in }
      }
    }
  }

  @Test func theActionsSentAreReducedAtOnceInOrderAndTheRestIsLeft() {
    var state: [String] = []
    let effect = Letters().reduceSendingAtOnce(into: &state, action: .twice("a"))
    checkEqual(state, ["a", "a"])
    checkEqual(effect.operations.count, 1, "the operation is left to run")
    guard case .run? = effect.operations.first else {
      Issue.record("expected the operation, got \(effect.operations)")
      return
    }
  }

  @Test func whatTheActionsSentSendIsReducedTooBeforeTheNextAction() {
    var state: [String] = []
    let effect = Letters().reduceSendingAtOnce(into: &state, action: .chain(["a", "b", "c"]))
    _ = Letters().reduceSendingAtOnce(into: &state, action: .letter("d"))
    checkEqual(state, ["a", "b", "c", "d"])
    check(effect.operations.isEmpty)
  }
}
