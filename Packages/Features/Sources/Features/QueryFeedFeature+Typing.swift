extension QueryFeedFeature {
  /// What the text typed does to the query paged, whatever pages it: the one place that keeps
  /// the text, asks for the query searching it once typing pauses (at once when it is emptied,
  /// not at all when the query searches it already), and makes a new query the one paged.
  ///
  /// The feature pages the query with its feed; ``SearchableListFeature``'s server search with
  /// its list. Each starts paging a new query from its first page, cancelling the page in flight.
  struct Typing<State, Action: Sendable>: Sendable {
    /// The pause in typing before the query searching the text is asked for.
    let pause: SearchPause
    let query: WritableKeyPath<State, Query> & Sendable
    let search: WritableKeyPath<State, SearchText> & Sendable
    /// The action that asks for a query once the pause is over.
    let asking: @Sendable (Query) -> Action

    /// Keeps `text` as typed, and asks for the query searching it: after the pause, at once
    /// when it is empty, not at all when the query searches it already. `start` pages the
    /// state's query, once made the one paged, from its first page.
    func textChanged(
      _ text: String, in state: inout State, start: (inout State) -> Effect<Action>
    ) -> Effect<Action> {
      state[keyPath: search] = SearchText(text)
      let step = pause.step(for: text, searched: state[keyPath: query].searchText) {
        [query = state[keyPath: query], asking] text in asking(query.searching(text))
      }
      switch step {
      case .none(let effect), .later(let effect):
        return effect
      case .now(let effect):
        let emptied = state[keyPath: query].searching("")
        return .merge(effect, queryChanged(to: emptied, in: &state, start: start))
      }
    }

    /// Makes `newQuery` the one paged, and pages it with `start` from its first page.
    func queryChanged(
      to newQuery: Query, in state: inout State, start: (inout State) -> Effect<Action>
    ) -> Effect<Action> {
      state[keyPath: query] = newQuery
      return start(&state)
    }
  }
}
