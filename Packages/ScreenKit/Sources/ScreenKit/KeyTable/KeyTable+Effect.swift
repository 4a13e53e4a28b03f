import Features
import TerminalKit

extension KeyTable {
  /// Presses `key` on `screen`: the effect of its binding, the reason it does nothing here as
  /// a notice, or no effect where the table passes it.
  public func effect<Action>(
    _ key: Key, on screen: Screen, _ state: inout State, notice: (String) -> Action
  ) -> Effect<Action> where Outcome == Effect<Action> {
    switch press(key, on: screen, &state) {
    case .done(let effect): effect
    case .refused(let reason): .send(notice(reason))
    case .passed: .none
    }
  }
}
