import TestSupport

@testable import Features

/// A reducer that records every action in its state and answers with the effect `effects` gives.
struct Script: Reducer {
  let effects: @Sendable (String) -> Effect<String>

  func reduce(into state: inout [String], action: String) -> Effect<String> {
    state.append(action)
    return effects(action)
  }
}

extension Script {
  /// Answers each `load …` action with `response to load …` once `gate` opens, cancelling the
  /// earlier load still in flight.
  static func latestLoad(through gate: Gate) -> Script {
    Script { action in
      guard action.hasPrefix("load") else { return .none }
      return .passing(gate, then: "response to \(action)")
        .cancellable(id: "load", cancelInFlight: true)
    }
  }
}

extension Effect<String> {
  /// Waits at `gate`, then sends `action`; sends nothing when cancelled first.
  static func passing(_ gate: Gate, then action: String) -> Self {
    .run { send in
      guard (try? await gate.pass()) != nil else { return }
      await send(action)
    }
  }
}
