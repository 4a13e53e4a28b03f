import Foundation

/// Choosing one value among many, as a form's field that links to another resource does: the
/// choices loaded once, when the picker is first opened, and searched as the search is typed.
///
/// ``Action/open(query:)`` shows the picker, loading the choices the first time;
/// ``Action/move(by:)`` moves the highlight over those that match; ``Action/pick`` chooses the
/// highlighted one and closes the picker; ``Action/close`` closes it and keeps the choice it
/// had. A failed load shows its failure until ``Action/retry``. The form that shows the picker
/// reads ``State/chosen`` once picked.
///
/// A search finds, in this order, the choice whose id is the text, those whose name is the
/// text, those whose name starts with it, then the others whose name or details hold it,
/// ignoring case and accents (``SearchRank``), each group in the choices' order. The choices
/// are folded for the search once, when they load, so that each key typed costs one pass over
/// them.
///
/// ```swift
/// struct Customer: Identifiable, Sendable, Hashable, PickerChoice {
///   var id: Int
///   var name: String
///   var pickerName: String? { name }
///   var pickerDetails: [String] { [] }
/// }
///
/// let picker = PickerFeature<Customer> { [Customer(id: 1, name: "Ada Lovelace")] }
/// ```
public struct PickerFeature<Choice: PickerChoice>: Reducer {
  public struct State: Sendable, Hashable {
    /// The chosen value's id, `nil` until one is chosen.
    public var chosen: Choice.ID?
    /// The chosen value's name, when it is known.
    public var chosenName: String?
    public var isOpen = false
    /// The values to choose from: `nil` until the picker is first opened.
    public var choices: Loadable<[Choice]>? {
      didSet { fold() }
    }
    /// The search, as typed.
    public var query = "" {
      didSet { rank() }
    }
    /// Whether keys type into the search rather than move the highlight.
    public var isEditingQuery = false
    /// The highlighted row among ``matches``.
    public var cursor = 0
    /// Each loaded choice's name and details, folded for the search.
    private var folded: [FoldedChoice] = []
    /// The places in the choices of those the search finds, best first.
    private var order: [Int] = []

    public init(chosen: Choice.ID? = nil, chosenName: String? = nil) {
      self.chosen = chosen
      self.chosenName = chosenName
    }

    /// The choices the search finds, best first; none until they are loaded.
    public var matches: [Choice] {
      guard let choices = choices?.value else { return [] }
      return order.map { choices[$0] }
    }

    /// How many choices the search finds.
    public var matchCount: Int {
      order.count
    }

    /// The choice at `place` among those the search finds, best first; `nil` past them.
    public func match(at place: Int) -> Choice? {
      guard let choices = choices?.value, order.indices.contains(place) else { return nil }
      return choices[order[place]]
    }

    /// The highlighted choice, if any matches.
    public var highlighted: Choice? {
      match(at: cursor)
    }

    /// The chosen value as a form shows it: `Leanne Graham (#1)`, or `#1` when its name is not
    /// known; empty when nothing is chosen.
    public var chosenText: String {
      guard let chosen else { return "" }
      guard let chosenName else { return "#\(chosen)" }
      return "\(chosenName) (#\(chosen))"
    }

    /// The place of the chosen value among the matches, if it is one of them.
    var chosenMatch: Int? {
      guard let chosen, let choices = choices?.value else { return nil }
      return order.firstIndex { choices[$0].id == chosen }
    }

    private mutating func fold() {
      let choices = choices?.value ?? []
      let names = FoldedText.folding(choices.map { $0.pickerName ?? "" })
      folded = zip(choices, names).map { choice, name in
        FoldedChoice(
          id: choice.id.description, name: choice.pickerName == nil ? nil : name,
          details: FoldedText.folding(choice.pickerDetails))
      }
      rank()
    }

    private mutating func rank() {
      let search = SearchText(query)
      guard !search.isEmpty else {
        order = Array(folded.indices)
        return
      }
      var ranked = [[Int]](repeating: [], count: SearchRank.allCases.count)
      for (place, choice) in folded.enumerated() {
        guard let rank = search.rank(id: choice.id, name: choice.name, details: choice.details)
        else { continue }
        ranked[rank.rawValue].append(place)
      }
      order = ranked.flatMap(\.self)
    }
  }

  /// A choice as a search reads it.
  private struct FoldedChoice: Sendable, Hashable {
    var id: String
    var name: FoldedText?
    var details: [FoldedText]
  }

  public enum Action: Sendable, Hashable {
    /// Shows the picker, its search starting as `query` typed, or browsing the list for `nil`.
    /// Loads the choices the first time, and again after a failure.
    case open(query: String?)
    case choicesResponse(Result<[Choice], LoadFailure>)
    /// Loads the choices again after a failure; ignored otherwise.
    case retry
    /// Sets the search's text, typing into it from now on; the highlight goes to the first
    /// match.
    case setQuery(String)
    /// Moves the highlight by `delta` rows, stopping at the first and the last match.
    case move(by: Int)
    /// Chooses the highlighted value and closes the picker; ignored when nothing matches.
    case pick
    /// Closes the picker, keeping the value chosen before.
    case close
  }

  private let load: @Sendable () async throws -> [Choice]

  /// Creates the feature, reading every choice with `load` when the picker first opens.
  public init(load: @escaping @Sendable () async throws -> [Choice]) {
    self.load = load
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .open(let query):
      state.isOpen = true
      state.query = query ?? ""
      state.isEditingQuery = query != nil
      state.cursor = query == nil ? (state.chosenMatch ?? 0) : 0
      guard state.choices == nil || state.choices?.failure != nil else { return .none }
      return loadChoices(&state)

    case .choicesResponse(let result):
      switch result {
      case .success(let choices): state.choices = .loaded(choices)
      case .failure(let failure): state.choices = .failed(failure)
      }
      if state.query.isEmpty, let index = state.chosenMatch {
        state.cursor = index
      }
      return .none

    case .retry:
      guard state.choices?.failure != nil else { return .none }
      return loadChoices(&state)

    case .setQuery(let query):
      state.query = query
      state.isEditingQuery = true
      state.cursor = 0
      return .none

    case .move(let delta):
      let count = state.matchCount
      let step = max(-count, min(count, delta))
      state.cursor = max(0, min(count - 1, state.cursor + step))
      return .none

    case .pick:
      guard state.isOpen, let choice = state.highlighted else { return .none }
      state.chosen = choice.id
      state.chosenName = choice.pickerName
      state.isOpen = false
      return .none

    case .close:
      state.isOpen = false
      return .none
    }
  }

  private func loadChoices(_ state: inout State) -> Effect<Action> {
    state.choices = .loading
    return .run { [load] send in
      do {
        await send(.choicesResponse(.success(try await load())))
      } catch {
        await send(.choicesResponse(.failure(LoadFailure(error))))
      }
    }
  }
}
