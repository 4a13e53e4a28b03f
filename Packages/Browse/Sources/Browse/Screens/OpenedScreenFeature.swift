import Features
import ScreenKit

/// A feature the browser opens over a list: a reducer whose state and actions the browser
/// reads (``OpenedScreenState``, ``OpenedScreenAction``), and that says which of its actions
/// each ``ScreenInput`` is.
protocol OpenedScreenFeature: Reducer, Sendable
where State: OpenedScreenState, Action: OpenedScreenAction {
  /// `input` as this screen's own action; `nil` for what the screen does not take.
  static func action(for input: ScreenInput) -> Action?
}

/// A feature registered with the browser: what runs the screens whose state is of its type.
struct ScreenRegistration: Sendable {
  /// The type of the state that the feature runs.
  let state: ObjectIdentifier
  let reduce:
    @Sendable (inout OpenedScreen.State, OpenedScreen.Action) -> Effect<OpenedScreen.Action>

  init<Feature: OpenedScreenFeature>(_ feature: Feature) {
    state = ObjectIdentifier(Feature.State.self)
    reduce = { state, action in
      guard
        let action = (action.base as? ScreenInput).map(Feature.action(for:))
          ?? (action.base as? Feature.Action)
      else { return .none }
      let effect = state.update(Feature.State.self) { feature.reduce(into: &$0, action: action) }
      return effect?.map(OpenedScreen.Action.init) ?? .none
    }
  }
}
