import Features
import ScreenKit

/// A feature the browser opens over a list: a reducer whose state and actions the browser
/// reads (``OpenedScreenState``, ``OpenedScreenAction``), and that says which of its actions
/// each ``ScreenInput`` is.
public protocol OpenedScreenFeature: Reducer, Sendable
where State: OpenedScreenState, Action: OpenedScreenAction {
  /// `input` as this screen's own action, as it stands in `state`; `nil` for what the screen
  /// does not take.
  static func action(for input: ScreenInput, in state: State) -> Action?
}

/// A feature registered with the browser: what runs the screens whose state is of its type.
public struct ScreenRegistration: Sendable {
  /// The type of the state that the feature runs.
  public let state: ObjectIdentifier
  public let reduce:
    @Sendable (inout OpenedScreen.State, OpenedScreen.Action) -> Effect<OpenedScreen.Action>

  public init<Feature: OpenedScreenFeature>(_ feature: Feature) {
    state = ObjectIdentifier(Feature.State.self)
    reduce = { state, action in
      let effect = state.update(Feature.State.self) { screen -> Effect<Feature.Action> in
        guard
          let action = (action.base as? ScreenInput).map({ Feature.action(for: $0, in: screen) })
            ?? (action.base as? Feature.Action)
        else { return .none }
        return feature.reduce(into: &screen, action: action)
      }
      return effect?.map(OpenedScreen.Action.init) ?? .none
    }
  }
}
