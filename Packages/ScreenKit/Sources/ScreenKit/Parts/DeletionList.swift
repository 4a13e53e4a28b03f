import Features
import TerminalKit

/// The deletions asked about on a list, oldest first, each a `DeletionFeature` of its own: a
/// key (`d`) asks whether to delete the row, named by its title, the key after it answers (`y`
/// confirms), and a confirmed deletion waits out its undo window before its request is sent.
/// The program words the question and the outcome from the state.
///
/// Several can wait at once, each with its own window, keyed by what they delete. One is kept
/// while it waits for `y`, for its window to close or for the server, and once it is over
/// (given up, done or failed) until the list's next key, so that the status line can say how
/// it went. The list hides the rows of the deletions that ``State/hides(_:)`` names.
public struct DeletionList<Target: Sendable & Hashable>: Reducer {
  public typealias Deletion = DeletionFeature<Target>

  public struct State: Sendable, Hashable {
    public init() {}

    /// The deletions, oldest first.
    public var deletions: [Deletion.State] = []
    /// The name of each target, as its deletion's question says it: a title, a name.
    public var titles: [Target: String] = [:]

    /// Whether the last deletion waits for `y`, so that it takes the next key.
    public var isAsking: Bool {
      deletions.last?.status == .confirming
    }

    public var isSending: Bool {
      deletions.contains { $0.status == .deleting }
    }

    /// The deletion `u` undoes: the last one still in its undo window.
    public var undoable: Target? {
      deletions.last { $0.status == .pending }?.target
    }

    /// Whether the row of `target` is hidden: its deletion is confirmed, sent or done.
    public func hides(_ target: Target) -> Bool {
      deletions.contains { $0.target == target && $0.hidesItsRow }
    }

    public var hidesAny: Bool {
      deletions.contains { $0.hidesItsRow }
    }
  }

  public enum Action: Sendable, Hashable {
    /// `d` on `target`, named `title`: asks whether to delete it, unless it is being deleted.
    case ask(Target, title: String)
    /// The key after the question: `y` confirms, any other key keeps the item.
    case answer(Key)
    /// A deletion confirmed on its detail: it waits out its undo window at once.
    case confirmed(Target, title: String)
    /// Lets go of the deletions that are over, once their outcome was shown until this key.
    case forgetFinished
    /// Sends every deletion still in its undo window at once: the program ends.
    case sendPending
    case deletion(ElementAction<Target, Deletion.Action>)

    /// The item the server answered deleted, when the action says so: what other screens
    /// that count such items show anew.
    public var deletedOnServer: Target? {
      guard case .deletion(let element) = self, case .deleteResponse(.success) = element.action
      else { return nil }
      return element.id
    }

    public static var deletionCase: ActionCase<Self, ElementAction<Target, Deletion.Action>> {
      ActionCase(
        embed: { .deletion($0) },
        extract: {
          guard case .deletion(let action) = $0 else { return nil }
          return action
        })
    }
  }

  /// How each deletion is sent, and how long its undo window lasts.
  public let deletion: Deletion

  public init(deletion: Deletion) {
    self.deletion = deletion
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    Reduce<State, Action> { state, action in core(&state, action) }
      .forEach(\State.deletions, action: Action.deletionCase) { deletion }
      .reduce(into: &state, action: action)
  }

  private func core(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .ask(let target, let title):
      guard !state.deletions.contains(where: { $0.target == target }) else { return .none }
      state.deletions.append(Deletion.State(target: target, status: .confirming))
      state.titles[target] = title
      return .none
    case .answer(let key):
      guard let asked = state.deletions.last, asked.status == .confirming else { return .none }
      guard key == .character("y") || key == .character("Y") else {
        forget(asked.target, &state)
        return .none
      }
      return reduce(
        into: &state, action: .deletion(ElementAction(id: asked.target, action: .confirm)))
    case .confirmed(let target, let title):
      _ = reduce(into: &state, action: .ask(target, title: title))
      return reduce(into: &state, action: .answer(.character("y")))
    case .forgetFinished:
      for deletion in state.deletions where deletion.isOver {
        forget(deletion.target, &state)
      }
      return .none
    case .sendPending:
      let pending = state.deletions.filter { $0.status == .pending }
      return .merge(
        pending.map {
          reduce(into: &state, action: .deletion(ElementAction(id: $0.target, action: .sendNow)))
        })
    case .deletion(let element):
      // An undone deletion is over at once: its row is back.
      if case .undo = element.action,
        state.deletions.first(where: { $0.target == element.id })?.status == .cancelled
      {
        forget(element.id, &state)
      }
      return .none
    }
  }

  private func forget(_ target: Target, _ state: inout State) {
    state.deletions.removeAll { $0.target == target }
    state.titles[target] = nil
  }
}

extension DeletionFeature.State {
  /// Whether the row of what is deleted is hidden: the deletion is confirmed, sent or done.
  public var hidesItsRow: Bool {
    switch status {
    case .pending, .deleting, .deleted: true
    case .idle, .confirming, .cancelled, .failed: false
    }
  }

  /// Whether the deletion is over: given up, done or failed.
  public var isOver: Bool {
    switch status {
    case .idle, .cancelled, .deleted, .failed: true
    case .confirming, .pending, .deleting: false
    }
  }
}
